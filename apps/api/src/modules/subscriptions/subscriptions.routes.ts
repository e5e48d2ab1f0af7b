import { z } from 'zod';
import {
  subscribeInputSchema,
  subscribeResultSchema,
  subscriptionQuerySchema,
  subscriptionSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

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

  const { get, post } = routes(app, ['subscriptions']);

  post(
    '/payment/subscribe/performers',
    {
      onRequest: requireRole('user'),
      summary:
        'Subscribes to a creator: monthly, yearly (default) or free trial; from the wallet or by card, or answers { paymentUrl } for a gateway with its own payment form (CCBill: recurring pricing, active once its webhook confirms)',
      body: subscribeInputSchema,
      response: z.union([subscribeResultSchema, z.object({ paymentUrl: z.string() })]),
    },
    async (request) => {
      const result = await subscriptions.subscribe(
        currentUser(request),
        request.body,
        viewerOf(request, geo),
        key(request),
      );
      if ('paymentUrl' in result) return { paymentUrl: result.paymentUrl };
      const { payment, subscription } = result;
      const presented = await payments.presentPayment(payment);
      const [sub] = subscription ? await subscriptions.presentMany([subscription]) : [];
      return { ...presented, subscription: sub ?? null };
    },
  );

  post(
    '/payment/:gateway/cancel-subscription/:id',
    {
      onRequest: requireAuth,
      summary: 'Cancels renewal (owner or admin); access lasts until expiry',
      params: z.object({
        gateway: z.enum(['system', 'sandbox', 'stripe', 'ccbill']),
        id: z.string().min(1).max(120),
      }),
      response: z.object({ success: z.literal(true) }),
    },
    async (request) => (await subscriptions.cancel(currentUser(request), request.params.id)) as { success: true },
  );

  get(
    '/subscriptions/user/search',
    {
      onRequest: requireAuth,
      summary: "The caller's own subscriptions, created ones included",
      querystring: subscriptionQuerySchema,
      response: subscriptionSchema,
      paged: true,
    },
    async (request) => subscriptions.searchForUser(currentUser(request).id, request.query),
  );

  get(
    '/subscriptions/performer/search',
    {
      onRequest: requireRole('performer'),
      summary: "The creator's subscribers (status active = unexpired, suspended = expired)",
      querystring: subscriptionQuerySchema,
      response: subscriptionSchema,
      paged: true,
    },
    async (request) => subscriptions.searchForPerformer(currentUser(request).id, request.query),
  );
};
