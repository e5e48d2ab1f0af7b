import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  DECLINED_MESSAGE,
  invalid,
  missing,
  newId,
  now,
  testCard,
  type Behaviour,
  type FakeStripeEvent,
  type Form,
  type Invoice,
  type InvoicePayment,
  type PaymentIntent,
  type PaymentMethod,
  type StripeObject,
  type Subscription,
} from './objects.js';

/** The fake Stripe's memory: its objects, the events it records, and what changes them (payments, billing). */
export function createStripeStore() {
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const invoices = new Map<string, Invoice>();
  const invoicePayments = new Map<string, InvoicePayment>();
  const subscriptions = new Map<string, Subscription>();
  const products = new Map<string, StripeObject>();
  const accounts = new Map<string, StripeObject>();
  const transfers = new Map<string, StripeObject & { amount: number; amount_reversed: number }>();
  /** Every kind of object, looked up by id when a request expands one. */
  const objects = {
    customers,
    paymentMethods,
    paymentIntents,
    invoices,
    invoicePayments,
    subscriptions,
    products,
    accounts,
    transfers,
  };
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
    for (const map of Object.values(objects) as Map<string, StripeObject>[]) {
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
  /** Where the fake listens, once it does (account links and error logs point there). */
  const site = { baseUrl: '' };

  return {
    ...objects,
    idempotent,
    events,
    requests,
    controls,
    site,
    emit,
    answer,
    cardFromToken,
    paymentMethod,
    attempt,
    succeed,
    createIntent,
    bill,
    cancel,
  };
}
export type StripeStore = ReturnType<typeof createStripeStore>;
