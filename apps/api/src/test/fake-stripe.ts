import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

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

type Behaviour = 'success' | 'declined' | 'authenticate';
interface TestCard {
  number: string;
  brand: string;
  behaviour: Behaviour;
}
const CARDS: Record<string, TestCard> = {
  visa: { number: '4242424242424242', brand: 'visa', behaviour: 'success' },
  mastercard: { number: '5555555555554444', brand: 'mastercard', behaviour: 'success' },
  chargeDeclined: { number: '4000000000000002', brand: 'visa', behaviour: 'declined' },
  authenticationRequired: { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate' },
};
const testCard = (token: string) => {
  const m = /^(?:pm_card_|tok_)(.+)$/.exec(token);
  return m ? CARDS[m[1]!] : undefined;
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

// ---------- Stripe objects, as stored (and answered) ----------
interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}
interface PaymentMethod extends StripeObject {
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
}
interface PaymentIntent extends StripeObject {
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
}
interface Invoice extends StripeObject {
  status: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  parent: { subscription_details: { subscription: string; [key: string]: unknown } } & Record<string, unknown>;
  status_transitions: Record<string, number | null>;
  lines: { data: { period: { start: number; end: number }; [key: string]: unknown }[] } & Record<string, unknown>;
}
interface InvoicePayment extends StripeObject {
  invoice: string;
  status: string;
  amount_paid: number | null;
  payment: { type: 'payment_intent'; payment_intent: string };
}
interface Subscription extends StripeObject {
  customer: string;
  status: string;
  default_payment_method: string;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: {
    data: {
      id: string;
      price: {
        currency: string;
        unit_amount: number;
        recurring: { interval: 'month' | 'year'; [key: string]: unknown };
        [key: string]: unknown;
      };
      current_period_start: number;
      current_period_end: number;
      [key: string]: unknown;
    }[];
  } & Record<string, unknown>;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject };
  [key: string]: unknown;
}

// ---------- form-encoded requests ----------
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Form = { [key: string]: FormValue };

/** Reads `a[b][0][c]=v` into nested objects; objects keyed 0..n become arrays. */
export function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Form = root;
    keys.forEach((key, i) => {
      const k = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) node[k] = value;
      else {
        if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
        node = node[k] as Form;
      }
    });
  }
  const arrays = (v: FormValue): FormValue => {
    if (typeof v === 'string' || Array.isArray(v)) return v;
    const entries = Object.entries(v).map(([k, x]) => [k, arrays(x)] as const);
    if (entries.length && entries.every(([k], i) => k === String(i))) return entries.map(([, x]) => x);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Form;
}

const at = (form: FormValue | undefined, path: string): FormValue | undefined =>
  path.split('.').reduce<FormValue | undefined>((node, key) => {
    if (node === undefined || typeof node === 'string') return undefined;
    return Array.isArray(node) ? node[Number(key)] : node[key];
  }, form);
const str = (form: Form, path: string) => {
  const v = at(form, path);
  return typeof v === 'string' ? v : undefined;
};
const int = (form: Form, path: string) => {
  const v = str(form, path);
  return v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined;
};
const record = (form: Form, path: string): Record<string, string> => {
  const v = at(form, path);
  if (!v || typeof v === 'string' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
};
const list = (form: Form, path: string): string[] => {
  const v = at(form, path);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
};

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
function addInterval(seconds: number, interval: 'month' | 'year') {
  const d = new Date(seconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const invoices = new Map<string, Invoice>();
  const invoicePayments = new Map<string, InvoicePayment>();
  const subscriptions = new Map<string, Subscription>();
  const products = new Map<string, StripeObject>();
  const accounts = new Map<string, StripeObject>();
  const transfers = new Map<string, StripeObject & { amount: number; amount_reversed: number }>();
  const behaviours = new Map<string, Behaviour>();
  /** PaymentIntent id -> the invoice it collects. */
  const invoiceOfPayment = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const events: FakeStripeEvent[] = [];
  const requests: { method: string; path: string; form: Form; idempotencyKey: string | null }[] = [];
  const controls = {
    /** Successful card payments stay `processing` until `settle` (an asynchronous confirmation). */
    settleLater: false,
  };
  let baseUrl = '';

  function emit(type: string, object: StripeObject) {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    });
  }

  // ---------- expansion ----------
  function lookup(id: string): StripeObject | undefined {
    const maps: Map<string, StripeObject>[] = [
      customers,
      paymentMethods,
      paymentIntents,
      invoices,
      invoicePayments,
      subscriptions,
      products,
      accounts,
      transfers,
    ];
    for (const map of maps) {
      const found = map.get(id);
      if (found) return structuredClone(found);
    }
    return undefined;
  }
  /** Fields Stripe leaves out unless asked for (`includable`). */
  function includable(obj: StripeObject, field: string): unknown {
    if (obj.object === 'invoice' && field === 'payments') {
      const data = [...invoicePayments.values()].filter((p) => p.invoice === obj.id).map((p) => structuredClone(p));
      return { object: 'list', data, has_more: false, url: `/v1/invoices/${obj.id}/payments` };
    }
    if (obj.object === 'invoice' && field === 'confirmation_secret') {
      const pay = [...invoicePayments.values()].find((p) => p.invoice === obj.id);
      const pi = pay && paymentIntents.get(pay.payment.payment_intent);
      return pi ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
    }
    throw invalid(`This property cannot be expanded (${field}).`, { param: 'expand' });
  }
  function expandPath(obj: StripeObject, path: string[]): StripeObject {
    const [head, ...rest] = path;
    if (!head) return obj;
    if (head === 'data' && Array.isArray(obj.data)) {
      obj.data = (obj.data as StripeObject[]).map((item) => expandPath(item, rest));
      return obj;
    }
    let value = obj[head];
    if (typeof value === 'string') {
      value = lookup(value);
      if (!value) throw invalid(`This property cannot be expanded (${head}).`, { param: 'expand' });
    } else if (value === undefined) value = includable(obj, head);
    if (value && typeof value === 'object' && rest.length) value = expandPath(value as StripeObject, rest);
    obj[head] = value;
    return obj;
  }
  function answer(obj: StripeObject, expand: string[]) {
    const out = structuredClone(obj);
    for (const path of expand) {
      const parts = path.split('.');
      if (parts.length > 4) throw invalid('You cannot expand more than 4 levels of a property.', { param: 'expand' });
      expandPath(out, parts);
    }
    return out;
  }

  // ---------- payment methods ----------
  function cardFromToken(token: string): PaymentMethod {
    const card = testCard(token);
    if (!card) throw missing(token.startsWith('tok_') ? 'token' : 'PaymentMethod', token);
    const pm: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        country: 'US',
        funding: 'credit',
        last4: card.number.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        fingerprint: createHash('sha256').update(`fake-stripe:${card.number}`).digest('hex').slice(0, 16),
      } as PaymentMethod['card'],
    };
    paymentMethods.set(pm.id, pm);
    behaviours.set(pm.id, card.behaviour);
    return pm;
  }
  function paymentMethod(id: string, param = 'payment_method') {
    const pm = paymentMethods.get(id);
    if (!pm) throw missing('PaymentMethod', id, param);
    return pm;
  }

  // ---------- payment intents ----------
  /** Tries the card: the outcome its test number stands for. */
  function attempt(pi: PaymentIntent) {
    const behaviour = behaviours.get(pi.payment_method ?? '') ?? 'success';
    pi.next_action = null;
    if (behaviour === 'declined') {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: DECLINED_MESSAGE,
        payment_method: structuredClone(paymentMethods.get(pi.payment_method ?? '')),
      };
      emit('payment_intent.payment_failed', pi);
    } else if (behaviour === 'authenticate') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      emit('payment_intent.requires_action', pi);
    } else succeed(pi);
  }
  function succeed(pi: PaymentIntent) {
    pi.last_payment_error = null;
    pi.next_action = null;
    if (controls.settleLater && pi.status !== 'processing') {
      pi.status = 'processing';
      emit('payment_intent.processing', pi);
      return;
    }
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = newId('ch');
    emit('payment_intent.succeeded', pi);
    emit('charge.succeeded', {
      id: pi.latest_charge as string,
      object: 'charge',
      amount: pi.amount,
      payment_intent: pi.id,
      status: 'succeeded',
    });
    const invoiceId = invoiceOfPayment.get(pi.id);
    if (invoiceId) invoiceSettled(invoiceId);
  }
  function createIntent(input: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    description: string | null;
    metadata: Record<string, string>;
  }): PaymentIntent {
    const id = newId('pi');
    const pi: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: input.amount,
      amount_received: 0,
      currency: input.currency,
      customer: input.customer,
      payment_method: input.paymentMethod,
      payment_method_types: ['card'],
      status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      description: input.description,
      metadata: input.metadata,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, pi);
    emit('payment_intent.created', pi);
    return pi;
  }

  // ---------- subscriptions and invoices ----------
  function invoiceSettled(invoiceId: string) {
    const invoice = invoices.get(invoiceId)!;
    if (invoice.status === 'paid') return;
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = now();
    for (const p of invoicePayments.values()) {
      if (p.invoice === invoiceId && p.status === 'open') {
        p.status = 'paid';
        p.amount_paid = invoice.amount_due;
      }
    }
    emit('invoice.paid', invoice);
    emit('invoice.payment_succeeded', invoice);
    if (sub.status !== 'active' && sub.status !== 'canceled') {
      sub.status = 'active';
      emit('customer.subscription.updated', sub);
    }
  }

  /** A finalized invoice for one period of the subscription, and the attempt to collect it. */
  function bill(sub: Subscription, start: number, end: number, reason: 'subscription_create' | 'subscription_cycle') {
    const item = sub.items.data[0]!;
    const amount = item.price.unit_amount;
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      subtotal: amount,
      total: amount,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      // The invoice's own period_* are its billing window (Stripe: the previous period); the service
      // period is on the line.
      period_start: now(),
      period_end: now(),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: structuredClone(sub.metadata) },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            description: `1 × Creator subscription (at $${(amount / 100).toFixed(2)} / ${item.price.recurring.interval})`,
            period: { start, end },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration: false },
            },
            quantity: 1,
          },
        ],
        has_more: false,
        total_count: 1,
      },
      status_transitions: { finalized_at: now(), paid_at: null, voided_at: null, marked_uncollectible_at: null },
      created: now(),
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    emit('invoice.created', invoice);
    emit('invoice.finalized', invoice);
    const pi = createIntent({
      amount,
      currency: item.price.currency,
      customer: sub.customer,
      paymentMethod: sub.default_payment_method,
      description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      metadata: {},
    });
    invoiceOfPayment.set(pi.id, invoice.id);
    const pay: InvoicePayment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      is_default: true,
      amount_requested: amount,
      amount_paid: null,
      currency: item.price.currency,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'open',
      status_transitions: { paid_at: null, canceled_at: null },
      created: now(),
      livemode: false,
    };
    invoicePayments.set(pay.id, pay);
    attempt(pi);
    if (pi.status === 'requires_payment_method') {
      emit('invoice.payment_failed', invoice);
      if (reason === 'subscription_cycle') {
        sub.status = 'past_due';
        emit('customer.subscription.updated', sub);
      }
    } else if (pi.status === 'requires_action') emit('invoice.payment_action_required', invoice);
    return invoice;
  }

  function cancel(id: string) {
    const sub = subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    if (sub.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    sub.status = 'canceled';
    sub.canceled_at = now();
    sub.ended_at = now();
    emit('customer.subscription.deleted', sub);
    return sub;
  }

  // ---------- routes ----------
  type Handler = (form: Form, params: string[]) => StripeObject | Promise<StripeObject>;
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (form) => {
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: str(form, 'email') ?? null,
          name: str(form, 'name') ?? null,
          metadata: record(form, 'metadata'),
          invoice_settings: { default_payment_method: null },
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (form) => {
        if (str(form, 'type') !== 'card')
          throw invalid('Only card payment methods are supported here', { param: 'type' });
        const token = str(form, 'card.token');
        if (!token) throw invalid('Missing required param: card[token].', { param: 'card' });
        return cardFromToken(token);
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_form, [id]) => paymentMethod(id!, 'payment_method')],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (form, [id]) => {
        const customer = str(form, 'customer') ?? '';
        if (!customers.has(customer)) throw missing('customer', customer, 'customer');
        // A test token makes a new PaymentMethod each time, as Stripe does.
        const pm = testCard(id!) ? cardFromToken(id!) : paymentMethod(id!);
        if (pm.detached)
          throw invalid(
            'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          );
        if (pm.customer && pm.customer !== customer)
          throw invalid('The payment method you provided has already been attached to a customer.');
        pm.customer = customer;
        emit('payment_method.attached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_form, [id]) => {
        const pm = paymentMethod(id!);
        if (!pm.customer)
          throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
        pm.customer = null;
        pm.detached = true;
        emit('payment_method.detached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (form) => {
        const amount = int(form, 'amount');
        if (amount === undefined) throw invalid('Missing required param: amount.', { param: 'amount' });
        if (amount < 50)
          throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
        const currency = str(form, 'currency');
        if (!currency) throw invalid('Missing required param: currency.', { param: 'currency' });
        const customer = str(form, 'customer') ?? null;
        if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
        const pmId = str(form, 'payment_method') ?? null;
        const pm = pmId ? paymentMethod(pmId) : null;
        if (pm && customer && pm.customer !== customer)
          throw invalid(`The provided PaymentMethod ${pm.id} does not belong to the Customer ${customer}.`, {
            param: 'payment_method',
          });
        const confirm = str(form, 'confirm') === 'true';
        const cardOnly = list(form, 'allowed_payment_method_types');
        if (confirm && !str(form, 'return_url') && !(cardOnly.length === 1 && cardOnly[0] === 'card'))
          throw invalid(
            'This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`.',
          );
        const pi = createIntent({
          amount,
          currency,
          customer,
          paymentMethod: pm?.id ?? null,
          description: str(form, 'description') ?? null,
          metadata: record(form, 'metadata'),
        });
        if (confirm) {
          attempt(pi);
          if (pi.status === 'requires_payment_method') {
            throw new StripeFailure(402, {
              ...pi.last_payment_error,
              payment_intent: structuredClone(pi),
              request_log_url: `${baseUrl}/logs/${pi.id}`,
            });
          }
        }
        return pi;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_form, [id]) => {
        const pi = paymentIntents.get(id!);
        if (!pi) throw missing('payment_intent', id!);
        return pi;
      },
    ],
    [
      'GET',
      /^\/v1\/products\/([^/]+)$/,
      (_form, [id]) => {
        const product = products.get(id!);
        if (!product) throw missing('product', id!);
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (form) => {
        const id = str(form, 'id') ?? newId('prod');
        if (products.has(id))
          throw invalid(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
        const name = str(form, 'name');
        if (!name) throw invalid('Missing required param: name.', { param: 'name' });
        const product: StripeObject = { id, object: 'product', name, active: true, created: now(), livemode: false };
        products.set(id, product);
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      (form, [id]) => {
        const product = products.get(id!);
        if (!product) throw missing('product', id!);
        if (str(form, 'active')) product.active = str(form, 'active') === 'true';
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (form) => {
        const customer = str(form, 'customer') ?? '';
        if (!customers.has(customer)) throw missing('customer', customer, 'customer');
        const pmId = str(form, 'default_payment_method') ?? '';
        const pm = paymentMethod(pmId, 'default_payment_method');
        if (pm.customer !== customer)
          throw invalid(`The customer does not have a payment method with the ID ${pmId}.`, {
            param: 'default_payment_method',
          });
        const items = at(form, 'items');
        if (!Array.isArray(items) || items.length !== 1)
          throw invalid('This fake takes exactly one item.', { param: 'items' });
        const productId = str(form, 'items.0.price_data.product') ?? '';
        const product = products.get(productId);
        if (!product) throw missing('product', productId, 'items[0][price_data][product]');
        if (!product.active) throw invalid(`The product ${productId} is not active.`);
        const unitAmount = int(form, 'items.0.price_data.unit_amount');
        const interval = str(form, 'items.0.price_data.recurring.interval');
        const currency = str(form, 'items.0.price_data.currency');
        if (unitAmount === undefined || !currency || (interval !== 'month' && interval !== 'year'))
          throw invalid('items[0][price_data] needs currency, unit_amount and recurring[interval]', {
            param: 'items[0][price_data]',
          });
        const behaviour = str(form, 'payment_behavior') ?? 'allow_incomplete';
        if (behaviour !== 'allow_incomplete' && behaviour !== 'error_if_incomplete')
          throw invalid(`This fake supports payment_behavior allow_incomplete and error_if_incomplete.`);
        const start = now();
        const end = addInterval(start, interval);
        const sub: Subscription = {
          id: newId('sub'),
          object: 'subscription',
          customer,
          status: 'incomplete',
          default_payment_method: pmId,
          description: str(form, 'description') ?? null,
          collection_method: 'charge_automatically',
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          start_date: start,
          billing_cycle_anchor: start,
          created: start,
          livemode: false,
          latest_invoice: null,
          metadata: record(form, 'metadata'),
          payment_settings: { payment_method_types: list(form, 'payment_settings.payment_method_types') },
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                quantity: 1,
                price: {
                  id: newId('price'),
                  object: 'price',
                  active: false,
                  currency,
                  product: productId,
                  type: 'recurring',
                  unit_amount: unitAmount,
                  recurring: { interval, interval_count: 1 },
                },
                current_period_start: start,
                current_period_end: end,
              },
            ],
            has_more: false,
            total_count: 1,
          },
        };
        subscriptions.set(sub.id, sub);
        const invoice = bill(sub, start, end, 'subscription_create');
        if (invoice.status !== 'paid' && behaviour === 'error_if_incomplete') {
          subscriptions.delete(sub.id);
          throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', message: DECLINED_MESSAGE });
        }
        emit('customer.subscription.created', sub);
        return sub;
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_form, [id]) => {
        const sub = subscriptions.get(id!);
        if (!sub) throw missing('subscription', id!);
        return sub;
      },
    ],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_form, [id]) => cancel(id!)],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      (_form, [id]) => {
        const invoice = invoices.get(id!);
        if (!invoice) throw missing('invoice', id!);
        return invoice;
      },
    ],
    [
      'POST',
      /^\/v1\/accounts$/,
      (form) => {
        const type = str(form, 'type');
        if (type !== 'express' && type !== 'standard' && type !== 'custom')
          throw invalid('Invalid account type', { param: 'type' });
        const account: StripeObject = {
          id: newId('acct'),
          object: 'account',
          type,
          email: str(form, 'email') ?? null,
          metadata: record(form, 'metadata'),
          capabilities: {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          created: now(),
        };
        const requested = at(form, 'capabilities');
        if (requested && typeof requested === 'object' && !Array.isArray(requested))
          account.capabilities = Object.fromEntries(Object.keys(requested).map((c) => [c, 'inactive']));
        accounts.set(account.id, account);
        return account;
      },
    ],
    [
      'POST',
      /^\/v1\/account_links$/,
      (form) => {
        const account = str(form, 'account') ?? '';
        if (!accounts.has(account)) throw missing('account', account, 'account');
        for (const param of ['refresh_url', 'return_url', 'type'])
          if (!str(form, param)) throw invalid(`Missing required param: ${param}.`, { param });
        const created = now();
        return {
          id: newId('acctlink'),
          object: 'account_link',
          created,
          expires_at: created + 300,
          url: `${baseUrl}/setup/e/${account}/${randomBytes(8).toString('hex')}`,
        };
      },
    ],
    [
      'GET',
      /^\/v1\/accounts\/([^/]+)$/,
      (_form, [id]) => {
        const account = accounts.get(id!);
        if (!account) throw missing('account', id!, 'account');
        return account;
      },
    ],
    [
      'POST',
      /^\/v1\/transfers$/,
      (form) => {
        const destination = str(form, 'destination') ?? '';
        const account = accounts.get(destination);
        if (!account) throw missing('account', destination, 'destination');
        if ((account.capabilities as Record<string, string>).transfers !== 'active')
          throw invalid(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            { param: 'destination' },
          );
        const amount = int(form, 'amount');
        if (!amount || amount <= 0)
          throw invalid('This value must be greater than or equal to 1.', { param: 'amount' });
        const transfer = {
          id: newId('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          reversed: false,
          currency: str(form, 'currency') ?? 'usd',
          destination,
          description: str(form, 'description') ?? null,
          metadata: record(form, 'metadata'),
          created: now(),
        };
        transfers.set(transfer.id, transfer);
        emit('transfer.created', transfer);
        return transfer;
      },
    ],
    [
      'GET',
      /^\/v1\/transfers\/([^/]+)$/,
      (_form, [id]) => {
        const transfer = transfers.get(id!);
        if (!transfer) throw missing('transfer', id!);
        return transfer;
      },
    ],
  ];

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
