import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_CARDS, sandboxCardInputSchema, MONEY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../db/client.js';
import {
  GatewayError,
  type GatewayCard,
  type GatewayEvent,
  type GatewayTransfer,
  type GatewayInvoice,
  type GatewayPayment,
  type GatewaySubscription,
  type PaymentGateway,
  type PaymentInput,
  type SubscriptionInput,
} from '../modules/payments/gateway.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, verifySandboxSignature } from './payments-sandbox-signature.js';
import { gatewayEventType, type EventTypeRule } from './payments-stripe-webhooks.js';
import {
  putSandboxObject,
  sandboxObject,
  sandboxPaymentByKey,
  sandboxSubscriptionsDue,
  type SandboxKind,
} from '../modules/payments/payments.events.repository.js';

/**
 * The built-in `sandbox` gateway: a payment provider with no network. It keeps its cards, payments,
 * invoices and recurring subscriptions in `sandbox_objects`, decides outcomes by test card number,
 * and reports changes as signed webhook events that go through the same handler as Stripe's.
 */

/** The event types the sandbox sends, named as Stripe's are. */
const SANDBOX_EVENT_TYPES: readonly EventTypeRule[] = [
  ['payment_intent.', 'payment'],
  ['invoice.paid', 'invoice.paid'],
  ['customer.subscription.', 'subscription'],
];

type Behaviour = 'success' | 'declined' | 'authenticate';
const BEHAVIOURS: Record<string, Behaviour> = {
  [SANDBOX_CARDS.success]: 'success',
  [SANDBOX_CARDS.declined]: 'declined',
  [SANDBOX_CARDS.authenticate]: 'authenticate',
};

interface CardData extends Record<string, unknown> {
  customerId: string;
  behaviour: Behaviour;
  last4: string;
  month: string;
  year: string;
  holderName: string;
  fingerprint: string;
  deleted?: boolean;
}
interface PaymentData extends Record<string, unknown> {
  status: GatewayPayment['status'];
  amountMinor: number;
  cardToken: string;
  clientSecret: string;
  failureMessage: string | null;
  metadata: Record<string, string>;
  invoiceRef?: string;
  idempotencyKey: string;
}
interface SubscriptionData extends Record<string, unknown> {
  status: GatewaySubscription['status'];
  customerId: string;
  cardToken: string;
  amountMinor: number;
  periodDays: number;
  currentPeriodEnd: string | null;
  latestInvoiceRef: string | null;
  metadata: Record<string, string>;
}
interface InvoiceData extends Record<string, unknown> {
  subscriptionRef: string;
  amountMinor: number;
  paymentRef: string;
  paid: boolean;
  periodEnd: string | null;
}

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The approving card a top-up uses when the fan has none saved: built in, never stored or listed. */
export const SANDBOX_DEFAULT_CARD = { token: 'card_sbx_default', customerId: 'cus_sbx_default' } as const;
const DEFAULT_CARD_DATA: CardData = {
  customerId: SANDBOX_DEFAULT_CARD.customerId,
  behaviour: 'success',
  last4: SANDBOX_CARDS.success.slice(-4),
  month: '12',
  year: '2099',
  holderName: 'Sandbox',
  fingerprint: 'sandbox-default',
};

export { SANDBOX_SIGNATURE_HEADER, signSandboxPayload };

export type WebhookDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;

export function createSandboxGateway(db: Db, secret: () => Promise<Buffer>) {
  let deliver: WebhookDelivery | null = null;

  async function get<T>(ref: string, kind: SandboxKind): Promise<T> {
    const row = await sandboxObject(db, ref, kind);
    if (!row) throw new GatewayError(`No such ${kind}: ${ref}`);
    return row.data as T;
  }
  const put = (ref: string, kind: SandboxKind, data: Record<string, unknown>) => putSandboxObject(db, ref, kind, data);

  /** Sends a signed event to our webhook handler, as a provider would. */
  async function emit(type: string, objectRef: string) {
    if (!deliver) return;
    const body = JSON.stringify({
      id: id('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: objectRef },
    });
    await deliver(Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(await secret(), body) });
  }

  const paymentView = (ref: string, p: PaymentData): GatewayPayment => ({
    ref,
    status: p.status,
    amountMinor: p.amountMinor,
    clientSecret: p.status === 'requires_action' ? p.clientSecret : null,
    failureMessage: p.failureMessage,
    metadata: p.metadata,
  });

  async function charge(input: Omit<PaymentInput, 'currency' | 'description' | 'customerId'>, invoiceRef?: string) {
    // The same idempotency key answers the payment already made (a retried request).
    const existing = await sandboxPaymentByKey(db, input.idempotencyKey);
    if (existing) return paymentView(existing.id, existing.data as PaymentData);
    const card =
      input.cardToken === SANDBOX_DEFAULT_CARD.token ? DEFAULT_CARD_DATA : await get<CardData>(input.cardToken, 'card');
    if (card.deleted) throw new GatewayError('This card has been removed', 'card');
    const ref = id('pi');
    const data: PaymentData = {
      status: card.behaviour === 'success' ? 'succeeded' : card.behaviour === 'declined' ? 'failed' : 'requires_action',
      amountMinor: input.amountMinor,
      cardToken: input.cardToken,
      clientSecret: `${ref}_secret_${randomBytes(8).toString('hex')}`,
      failureMessage: card.behaviour === 'declined' ? MONEY_MESSAGES.cardDeclined : null,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
      ...(invoiceRef ? { invoiceRef } : {}),
    };
    await put(ref, 'payment', data);
    return paymentView(ref, data);
  }

  /** An invoice's payment settled: mark it paid, move the subscription's period, tell the platform. */
  async function settleInvoice(invoiceRef: string) {
    const invoice = await get<InvoiceData>(invoiceRef, 'invoice');
    const payment = await get<PaymentData>(invoice.paymentRef, 'payment');
    const sub = await get<SubscriptionData>(invoice.subscriptionRef, 'subscription');
    if (payment.status === 'succeeded' && !invoice.paid) {
      const from = Math.max(Date.now(), sub.currentPeriodEnd ? Date.parse(sub.currentPeriodEnd) : 0);
      const periodEnd = new Date(from + sub.periodDays * 86_400_000).toISOString();
      await put(invoiceRef, 'invoice', { ...invoice, paid: true, periodEnd });
      await put(invoice.subscriptionRef, 'subscription', { ...sub, status: 'active', currentPeriodEnd: periodEnd });
      await emit('invoice.paid', invoiceRef);
    } else if (payment.status === 'failed') {
      await put(invoice.subscriptionRef, 'subscription', {
        ...sub,
        status: sub.currentPeriodEnd ? 'past_due' : 'incomplete',
      });
      await emit('customer.subscription.updated', invoice.subscriptionRef);
    }
  }

  async function bill(subscriptionRef: string, sub: SubscriptionData, key: string) {
    const invoiceRef = id('in');
    const payment = await charge(
      { amountMinor: sub.amountMinor, cardToken: sub.cardToken, metadata: sub.metadata, idempotencyKey: key },
      invoiceRef,
    );
    await put(invoiceRef, 'invoice', {
      subscriptionRef,
      amountMinor: sub.amountMinor,
      paymentRef: payment.ref,
      paid: false,
      periodEnd: null,
    } satisfies InvoiceData);
    await put(subscriptionRef, 'subscription', { ...sub, latestInvoiceRef: invoiceRef });
    return { invoiceRef, payment };
  }

  async function subscriptionView(ref: string): Promise<GatewaySubscription> {
    const sub = await get<SubscriptionData>(ref, 'subscription');
    let latestPayment: GatewayPayment | null = null;
    if (sub.latestInvoiceRef) {
      const invoice = await get<InvoiceData>(sub.latestInvoiceRef, 'invoice');
      latestPayment = paymentView(invoice.paymentRef, await get<PaymentData>(invoice.paymentRef, 'payment'));
    }
    return {
      ref,
      status: sub.status,
      latestPayment,
      latestInvoiceRef: sub.latestInvoiceRef,
      currentPeriodEnd: sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd) : null,
      metadata: sub.metadata,
    };
  }

  const gateway: PaymentGateway & {
    setDelivery(fn: WebhookDelivery): void;
    authenticate(ref: string, approve: boolean): Promise<GatewayPayment>;
    billDue(now?: Date): Promise<number>;
  } = {
    name: 'sandbox',
    isProduction: false,
    defaultCard: SANDBOX_DEFAULT_CARD,

    setDelivery(fn) {
      deliver = fn;
    },

    async createCustomer() {
      return id('cus');
    },

    async saveCard(customerId, input): Promise<GatewayCard> {
      const parsed = sandboxCardInputSchema.safeParse(input);
      if (!parsed.success)
        throw new GatewayError(parsed.error.issues[0]?.message ?? MONEY_MESSAGES.cardInvalid, 'card');
      const { number, month, year, holderName } = parsed.data;
      if (!luhn(number)) throw new GatewayError(MONEY_MESSAGES.cardInvalid, 'card');
      const now = new Date();
      if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
        throw new GatewayError(MONEY_MESSAGES.cardExpired, 'card');
      }
      const behaviour = BEHAVIOURS[number];
      if (!behaviour) {
        throw new GatewayError(
          `The sandbox accepts test cards only: ${SANDBOX_CARDS.success} (succeeds), ${SANDBOX_CARDS.declined} (declined), ${SANDBOX_CARDS.authenticate} (asks for authentication)`,
          'card',
        );
      }
      const token = id('card');
      const data: CardData = {
        customerId,
        behaviour,
        last4: number.slice(-4),
        month: String(month).padStart(2, '0'),
        year: String(year),
        holderName,
        fingerprint: createHash('sha256').update(`sandbox:${number}`).digest('hex').slice(0, 24),
      };
      await put(token, 'card', data);
      return { token, brand: 'Visa', ...data };
    },

    async deleteCard(card) {
      const data = await get<CardData>(card.token, 'card').catch(() => null);
      if (data) await put(card.token, 'card', { ...data, deleted: true });
    },

    async createPayment(input) {
      const payment = await charge(input);
      if (payment.status !== 'requires_action') await emit('payment_intent.updated', payment.ref);
      return payment;
    },

    async retrievePayment(ref) {
      return paymentView(ref, await get<PaymentData>(ref, 'payment'));
    },

    /** The 3-D Secure step: the fan approves (or fails) the challenge in the page. */
    async authenticate(ref, approve) {
      // Subscriptions name their invoice; its payment is what the fan authenticates.
      const paymentRef = ref.startsWith('in_') ? (await get<InvoiceData>(ref, 'invoice')).paymentRef : ref;
      const payment = await get<PaymentData>(paymentRef, 'payment');
      if (payment.status === 'requires_action') {
        const next: PaymentData = approve
          ? { ...payment, status: 'succeeded' }
          : { ...payment, status: 'failed', failureMessage: 'Authentication failed' };
        await put(paymentRef, 'payment', next);
        if (payment.invoiceRef) await settleInvoice(payment.invoiceRef);
        else await emit('payment_intent.updated', paymentRef);
      }
      return paymentView(paymentRef, await get<PaymentData>(paymentRef, 'payment'));
    },

    async createSubscription(input: SubscriptionInput) {
      const ref = id('sub');
      const sub: SubscriptionData = {
        status: 'incomplete',
        customerId: input.customerId,
        cardToken: input.cardToken,
        amountMinor: input.amountMinor,
        periodDays: input.periodDays,
        currentPeriodEnd: null,
        latestInvoiceRef: null,
        metadata: input.metadata,
      };
      await put(ref, 'subscription', sub);
      const { invoiceRef, payment } = await bill(ref, sub, input.idempotencyKey);
      if (payment.status !== 'requires_action') await settleInvoice(invoiceRef);
      return subscriptionView(ref);
    },

    retrieveSubscription: subscriptionView,

    async retrieveInvoice(ref): Promise<GatewayInvoice> {
      const invoice = await get<InvoiceData>(ref, 'invoice');
      return {
        ref,
        subscriptionRef: invoice.subscriptionRef,
        amountMinor: invoice.amountMinor,
        paid: invoice.paid,
        periodEnd: invoice.periodEnd ? new Date(invoice.periodEnd) : null,
      };
    },

    async cancelSubscription(ref) {
      const sub = await get<SubscriptionData>(ref, 'subscription');
      await put(ref, 'subscription', { ...sub, status: 'canceled' });
      await emit('customer.subscription.deleted', ref);
    },

    /** Recurring billing: charges every active subscription whose period has ended. */
    async billDue(now = new Date()) {
      const due = await sandboxSubscriptionsDue(db, now);
      for (const row of due) {
        const sub = row.data as SubscriptionData;
        const { invoiceRef, payment } = await bill(row.id, sub, `renew:${row.id}:${sub.currentPeriodEnd}`);
        if (payment.status !== 'requires_action') await settleInvoice(invoiceRef);
      }
      return due.length;
    },

    async parseWebhook(rawBody, headers): Promise<GatewayEvent> {
      await verifySandboxSignature(secret, rawBody, headers);
      const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; data: { object: string } };
      const type = gatewayEventType(event.type, SANDBOX_EVENT_TYPES);
      return { id: event.id, type, rawType: event.type, objectRef: event.data?.object ?? null };
    },

    async createAccountLink({ userId, accountId, returnUrl }) {
      const ref = accountId ?? `acct_sbx_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
      const created = Math.floor(Date.now() / 1000);
      return {
        accountId: ref,
        link: {
          object: 'account_link',
          created,
          expires_at: created + 300,
          url: `${returnUrl}?sandbox_account=${ref}`,
        },
      };
    },

    /** Paid at once (nothing leaves): the same idempotency key is the same transfer. */
    async createTransfer(input): Promise<GatewayTransfer> {
      const ref = `tr_sbx_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      const existing = await get<GatewayTransfer>(ref, 'transfer').catch(() => null);
      if (existing) return existing;
      const transfer: GatewayTransfer = {
        ref,
        accountId: input.accountId,
        amountMinor: input.amountMinor,
        reversedMinor: 0,
        metadata: input.metadata,
      };
      await put(ref, 'transfer', { ...transfer });
      return transfer;
    },
    retrieveTransfer: (ref) => get<GatewayTransfer>(ref, 'transfer'),
    /** A sandbox account is ready for payouts as soon as it is opened. */
    async retrieveAccount(ref) {
      return { ref, chargesEnabled: true, payoutsEnabled: true };
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
