import { z } from 'zod';
import {
  okSchema,
  pagedSchema,
  subscribeInputSchema,
  subscribeResultSchema,
  subscriptionQuerySchema,
  subscriptionSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['subscriptions'];

/** Subscriptions (contract 3.15 subscribe and cancel, 3.19 lists). */
export const subscriptionsRoutes: Routes<{
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  geo: GeoService;
}> = async (app, { subscriptions, payments, geo }) => {
  const key = (request: FastifyRequest) => {
    const value = request.headers['idempotency-key'];
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
  };

  app.post(
    '/payment/subscribe/performers',
    {
      onRequest: requireRole('user'),
      schema: {
        tags,
        summary:
          'Subscribes to a creator: monthly, yearly (default) or free trial; from the wallet or by card, or answers { paymentUrl } for a gateway with its own payment form (CCBill: recurring pricing, active once its webhook confirms)',
        body: subscribeInputSchema,
        response: { 200: okSchema(z.union([subscribeResultSchema, z.object({ paymentUrl: z.string() })])) },
      },
    },
    async (request) => {
      const result = await subscriptions.subscribe(
        currentUser(request),
        request.body,
        viewerOf(request, geo),
        key(request),
      );
      if ('paymentUrl' in result) return ok({ paymentUrl: result.paymentUrl });
      const { payment, subscription } = result;
      const presented = await payments.presentPayment(payment);
      const [sub] = subscription ? await subscriptions.presentMany([subscription]) : [];
      return ok({ ...presented, subscription: sub ?? null });
    },
  );

  app.post(
    '/payment/:gateway/cancel-subscription/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Cancels renewal (owner or admin); access lasts until expiry',
        params: z.object({
          gateway: z.enum(['system', 'sandbox', 'stripe', 'ccbill']),
          id: z.string().min(1).max(120),
        }),
        response: { 200: okSchema(z.object({ success: z.literal(true) })) },
      },
    },
    async (request) => ok((await subscriptions.cancel(currentUser(request), request.params.id)) as { success: true }),
  );

  app.get(
    '/subscriptions/user/search',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The caller's own subscriptions, created ones included",
        querystring: subscriptionQuerySchema,
        response: { 200: okSchema(pagedSchema(subscriptionSchema)) },
      },
    },
    async (request) => ok(await subscriptions.searchForUser(currentUser(request).id, request.query)),
  );

  app.get(
    '/subscriptions/performer/search',
    {
      onRequest: requireRole('performer'),
      schema: {
        tags,
        summary: "The creator's subscribers (status active = unexpired, suspended = expired)",
        querystring: subscriptionQuerySchema,
        response: { 200: okSchema(pagedSchema(subscriptionSchema)) },
      },
    },
    async (request) => ok(await subscriptions.searchForPerformer(currentUser(request).id, request.query)),
  );
};
