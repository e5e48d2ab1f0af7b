import { z } from 'zod';
import {
  couponSchema,
  fromMinor,
  stripeConnectStatusSchema,
  paymentCardSchema,
  paymentIntentCreateSchema,
  paymentIntentSchema,
  paymentQuerySchema,
  paymentTransactionSchema,
  tokenPackageQuerySchema,
  tokenPackageSchema,
  topUpInputSchema,
  listQuerySchema,
  optionalText,
} from '@fanlane/shared';
import type { SandboxGateway } from '../../adapters/payments-sandbox.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import { WebhookSignatureError } from './gateway.js';
import type { PaymentRow, PaymentsService } from './payments.service.js';
import { parseCcbillBody, type CcbillWebhooks } from './ccbill-webhook.js';

const tags = ['payments'];

/** Wallet top-ups, cards, coupons, token packages, payment intents and gateway webhooks (contract 3.15). */
export const paymentsRoutes: Routes<{
  payments: PaymentsService;
  sandbox: SandboxGateway;
  ccbill: CcbillWebhooks;
}> = async (app, { payments, sandbox, ccbill }) => {
  const fan = { onRequest: requireRole('user') };
  const intent = (row: PaymentRow) => ({
    _id: row.id,
    clientSecret: row.status === 'require_authentication' ? row.clientSecret : null,
    status: row.status as z.infer<typeof paymentIntentSchema>['status'],
    amount: fromMinor(row.totalPriceMinor),
    nextAction:
      row.status === 'require_authentication' && row.paymentGateway === 'sandbox' ? ('authenticate' as const) : null,
  });

  const { get, post, put, del } = routes(app, tags);

  get(
    '/package/token/search',
    {
      summary: 'Token packages on sale, by ordering',
      querystring: tokenPackageQuerySchema,
      response: tokenPackageSchema,
      paged: true,
    },
    async (request) => payments.packages(request.query),
  );

  post(
    '/payment/wallet/top-up',
    {
      ...fan,
      summary:
        'Buys tokens (an amount or a package) with a saved card, or answers { paymentUrl } for a gateway with its own payment form (CCBill); credited once the gateway confirms',
      body: topUpInputSchema,
      response: z.union([paymentTransactionSchema, z.object({ paymentUrl: z.string() })]),
    },
    async (request) => {
      const row = await payments.topUp(currentUser(request), request.body);
      return row.paymentUrl ? { paymentUrl: row.paymentUrl } : await payments.presentPayment(row);
    },
  );

  post(
    '/coupons/:code/apply-coupon',
    {
      onRequest: requireAuth,
      summary: 'Checks a coupon for the caller: its value is the fraction off the price paid',
      params: z.object({ code: z.string().min(1).max(100) }),
      response: couponSchema,
    },
    async (request) => payments.applyCoupon(request.params.code, currentUser(request).id),
  );

  get(
    '/payment-cards',
    {
      onRequest: requireAuth,
      summary: "The caller's saved cards at a gateway (default: the active one)",
      querystring: listQuerySchema.extend({ paymentGateway: optionalText }),
      response: paymentCardSchema,
      paged: true,
    },
    async (request) => payments.cards(currentUser(request).id, request.query),
  );

  post(
    '/:gateway/cards',
    {
      ...fan,
      summary: 'Saves a card: sandbox {number, month, year, holderName}; stripe {token (payment method id), ...}',
      params: z.object({ gateway: z.enum(['sandbox', 'stripe', 'ccbill']) }),
      body: z.record(z.string(), z.unknown()),
      response: paymentCardSchema,
    },
    async (request) => payments.addCard(currentUser(request), request.params.gateway, request.body),
  );

  del(
    '/payment-cards/:id',
    {
      onRequest: requireAuth,
      summary: 'Removes a saved card (owner)',
      params: idParam,
      response: z.object({ deleted: z.literal(true) }),
    },
    async (request) => (await payments.deleteCard(currentUser(request).id, request.params.id)) as { deleted: true },
  );

  post(
    '/payment-intents/create',
    {
      ...fan,
      summary: 'Starts a top-up payment with a saved card; answers its status and what the page must do next',
      body: paymentIntentCreateSchema,
      response: paymentIntentSchema,
    },
    async (request) => intent(await payments.topUp(currentUser(request), request.body)),
  );

  put(
    '/payment-intents/success/:id',
    {
      onRequest: requireAuth,
      summary: 'Asks the server to re-check a payment with the gateway (never credits on the client’s word)',
      params: idParam,
      response: paymentTransactionSchema,
    },
    async (request) => {
      const row = await payments.ownPayment(currentUser(request).id, request.params.id);
      return payments.presentPayment(await payments.confirm(row.id));
    },
  );

  get(
    '/payment-intents/status/:id',
    { onRequest: requireAuth, summary: "A payment's status", params: idParam, response: paymentIntentSchema },
    async (request) => intent(await payments.ownPayment(currentUser(request).id, request.params.id)),
  );

  get(
    '/payment/transactions/user/search',
    {
      onRequest: requireAuth,
      summary: "The caller's payment transactions (top-ups, subscriptions)",
      querystring: paymentQuerySchema,
      response: paymentTransactionSchema,
      paged: true,
    },
    async (request) => payments.searchPayments(currentUser(request).id, request.query),
  );

  post(
    '/sandbox/payments/:id/authenticate',
    {
      ...fan,
      summary:
        "Sandbox gateway's 3-D Secure step: the fan approves or fails the payment (path id = payment transaction)",
      params: idParam,
      body: z.object({ approve: z.boolean().optional().default(true) }),
      response: paymentTransactionSchema,
    },
    async (request) => {
      const row = await payments.ownPayment(currentUser(request).id, request.params.id);
      if (row.paymentGateway !== 'sandbox' || !row.gatewayRef)
        throw new AppError('VALIDATION', 'This payment has nothing to authenticate');
      await sandbox.authenticate(row.gatewayRef, request.body.approve);
      return payments.presentPayment(await payments.confirm(row.id));
    },
  );

  post(
    '/stripe/accounts',
    {
      onRequest: requireRole('performer'),
      summary: "Creator payout onboarding: a link to the gateway's account page (Stripe Connect)",
      response: z.object({ object: z.string(), created: z.number(), expires_at: z.number(), url: z.string() }),
    },
    async (request) => payments.connectAccount(currentUser(request)),
  );

  get(
    '/stripe/accounts',
    {
      onRequest: requireRole('performer'),
      summary: 'Whether the creator has a Stripe Connect account for payouts, and whether Stripe pays it out',
      response: stripeConnectStatusSchema,
    },
    async (request) => payments.connectStatus(currentUser(request).id),
  );

  // Webhooks read the raw body: the signature covers the exact bytes.
  const rawBody = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.from(''));
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/payment/:gateway/callhook',
      {
        schema: {
          tags,
          summary: 'Gateway webhooks (signed): sandbox and stripe',
          params: z.object({ gateway: z.enum(['sandbox', 'stripe']) }),
        },
      },
      async (request, reply) => {
        const raw = rawBody(request.body);
        try {
          const { gateway } = request.params as { gateway: 'sandbox' | 'stripe' };
          return ok(await payments.webhook(gateway, raw, request.headers));
        } catch (err) {
          if (err instanceof WebhookSignatureError)
            return reply.code(400).send({ statusCode: 400, message: err.message, error: 'Bad Request' });
          throw err;
        }
      },
    );
    const { post } = routes(hooks, tags);

    post(
      '/payment/ccbill/callhook',
      {
        summary:
          "CCBill's webhooks (JSON or form), from its published addresses only (ccbillWebhookAllowedIps); a sale needs its dynamicPricingValidationDigest",
        querystring: z.object({ eventType: z.string().min(1).max(60) }),
        response: z.object({ received: z.literal(true), applied: z.boolean(), rejected: z.string().nullable() }),
      },
      async (request) => {
        const fields = parseCcbillBody(rawBody(request.body), request.headers['content-type']);
        const { eventType } = request.query as { eventType: string };
        const outcome = await ccbill.receive(request.ip, eventType, fields);
        if (outcome.rejected)
          request.log.warn(
            { eventType, subscriptionId: fields.subscriptionId ?? null, reason: outcome.rejected },
            'CCBill webhook not applied',
          );
        return outcome;
      },
    );
  });
};
