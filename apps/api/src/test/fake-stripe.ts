import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  addInterval,
  AUTHENTICATION_FAILED_MESSAGE,
  list,
  newId,
  parseStripeForm,
  StripeFailure,
  type FakeStripeEvent,
} from './fake-stripe/objects.js';
import { stripeRoutes } from './fake-stripe/routes.js';
import { createStripeStore } from './fake-stripe/store.js';

/**
 * A local stand-in for the part of Stripe's API the `stripe` gateway uses, in memory: customers,
 * card PaymentMethods (Stripe's test tokens), PaymentIntents, products, subscriptions with their
 * invoices and invoice payments, cancellation, and Connect accounts with onboarding links. It reads
 * the SDK's form-encoded requests (nested keys, `expand[]`), answers objects shaped as the pinned API
 * version shapes them (an invoice lists its `payments` and names its subscription under `parent`),
 * refuses what that version refuses (expanding the removed `invoice.payment_intent`), replays
 * idempotent requests, and records the events Stripe would send. Tests deliver those events, signed
 * like Stripe's, in any order and as often as they like.
 *
 * Test tokens: `pm_card_visa` (and `tok_visa`) succeeds, `pm_card_chargeDeclined` is declined
 * ("Your card was declined."), `pm_card_authenticationRequired` asks for 3-D Secure (`requires_action`).
 */

export { AUTHENTICATION_FAILED_MESSAGE, DECLINED_MESSAGE, parseStripeForm } from './fake-stripe/objects.js';
export type { FakeStripeEvent } from './fake-stripe/objects.js';

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const store = createStripeStore();
  const { events, requests, controls, customers, paymentMethods, paymentIntents, invoices, invoicePayments } = store;
  const { subscriptions, accounts, transfers, idempotent, emit, answer, succeed, bill, cancel } = store;
  const routes = stripeRoutes(store);
  let baseUrl = '';

  async function handle(req: http.IncomingMessage): Promise<{ status: number; body: unknown; replayed?: boolean }> {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    let text = '';
    for await (const chunk of req) text += chunk;
    const form = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : text);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey: key });
    if (key && req.method === 'POST') {
      const replay = idempotent.get(key);
      if (replay) return { status: replay.status, body: JSON.parse(replay.body), replayed: true };
    }
    let result: { status: number; body: unknown };
    const route = routes.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
    if (!route) {
      result = {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        },
      };
    } else {
      try {
        const params = route[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
        const obj = await route[2](form, params);
        result = { status: 200, body: answer(obj, list(form, 'expand')) };
      } catch (err) {
        if (!(err instanceof StripeFailure)) throw err;
        result = { status: err.status, body: { error: err.body } };
      }
    }
    if (key && req.method === 'POST') idempotent.set(key, { status: result.status, body: JSON.stringify(result.body) });
    return result;
  }

  const server = http.createServer((req, res) => {
    handle(req)
      .then(({ status, body, replayed }) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(body));
      })
      .catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  store.site.baseUrl = baseUrl;

  /** Events Stripe would send, signed with the endpoint's secret (or another one). */
  function signed(event: FakeStripeEvent, secret = options.webhookSecret) {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  return {
    url: baseUrl,
    host: '127.0.0.1',
    port,
    controls,
    events,
    requests,
    customers,
    paymentMethods,
    paymentIntents,
    invoices,
    subscriptions,
    accounts,
    transfers,
    /** Env for an app that talks to this fake. */
    env: () => ({
      STRIPE_SECRET_KEY: options.secretKey,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    /** A position in the event log: `eventsSince(mark)` gives what happened after it. */
    mark: () => events.length,
    eventsSince: (mark: number) => events.slice(mark),

    /** The fan finishes (or fails) 3-D Secure in the page (Stripe.js `confirmCardPayment`). */
    completeAction(piId: string, approve = true) {
      const pi = paymentIntents.get(piId);
      if (!pi || pi.status !== 'requires_action') throw new Error(`${piId} is not waiting for authentication`);
      if (approve) succeed(pi);
      else {
        pi.status = 'requires_payment_method';
        pi.next_action = null;
        pi.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED_MESSAGE,
        };
        emit('payment_intent.payment_failed', pi);
      }
      return pi;
    },
    /** A `processing` payment (see `controls.settleLater`) succeeds. */
    settle(piId: string) {
      const pi = paymentIntents.get(piId);
      if (!pi || pi.status !== 'processing') throw new Error(`${piId} is not processing`);
      const later = controls.settleLater;
      controls.settleLater = false;
      succeed(pi);
      controls.settleLater = later;
      return pi;
    },
    /** The subscription's period ends: Stripe invoices the next one and charges the saved card. */
    renew(subId: string) {
      const sub = subscriptions.get(subId);
      if (!sub || sub.status === 'canceled') throw new Error(`${subId} does not renew`);
      const item = sub.items.data[0]!;
      const start = item.current_period_end;
      const end = addInterval(start, item.price.recurring.interval);
      item.current_period_start = start;
      item.current_period_end = end;
      emit('customer.subscription.updated', sub);
      return bill(sub, start, end, 'subscription_cycle');
    },
    /** The creator finishes onboarding: the account may receive transfers and pay out (`account.updated`). */
    activateAccount(accountId: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`${accountId} is not an account`);
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { ...(account.capabilities as object), transfers: 'active' },
      });
      emit('account.updated', account);
      return account;
    },
    /** The platform takes a transfer back (the dashboard, a closed account): `transfer.reversed`. */
    reverseTransfer(transferId: string) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`${transferId} is not a transfer`);
      Object.assign(transfer, { amount_reversed: transfer.amount, reversed: true });
      emit('transfer.reversed', transfer);
      return transfer;
    },
    /** Cancelled on Stripe's side (the dashboard, the customer portal, unpaid renewals). */
    cancel,
    /** The PaymentIntent collecting an invoice. */
    paymentOfInvoice(invoiceId: string) {
      const pay = [...invoicePayments.values()].find((p) => p.invoice === invoiceId && p.is_default);
      return pay ? paymentIntents.get(pay.payment.payment_intent) : undefined;
    },
    signed,
    /** POSTs an event to the app's webhook endpoint as Stripe does (raw JSON body, Stripe-Signature). */
    deliver(
      app: Pick<FastifyInstance, 'inject'>,
      event: FakeStripeEvent,
      opts: { secret?: string; signature?: string | null } = {},
    ) {
      const { payload, signature } = signed(event, opts.secret);
      const sig = opts.signature === undefined ? signature : opts.signature;
      return app.inject({
        method: 'POST',
        url: '/payment/stripe/callhook',
        headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'stripe-signature': sig }) },
        payload,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
