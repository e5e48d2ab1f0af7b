import type { PaymentGatewayName } from '@fanlane/shared';

/**
 * What every payment gateway does for us, in our own types. The `stripe` adapter speaks to Stripe;
 * the `sandbox` adapter is a provider of its own with no network. Services see only this interface,
 * so tests and the embedded default swap gateways without mocking modules.
 */

export type GatewayPaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'canceled';

export interface GatewayPayment {
  ref: string;
  status: GatewayPaymentStatus;
  amountMinor: number;
  /** What the page needs to finish authentication (Stripe's client secret). */
  clientSecret: string | null;
  failureMessage: string | null;
  metadata: Record<string, string>;
}

export interface GatewayCard {
  token: string;
  customerId: string;
  last4: string;
  brand: string;
  month: string;
  year: string;
  holderName: string;
  /** Identifies the card number (not the saved copy): one fan cannot save one card twice. */
  fingerprint: string;
}

export type GatewaySubscriptionStatus = 'active' | 'incomplete' | 'past_due' | 'canceled';

export interface GatewaySubscription {
  ref: string;
  status: GatewaySubscriptionStatus;
  /** The payment of the latest invoice (first period at creation). */
  latestPayment: GatewayPayment | null;
  latestInvoiceRef: string | null;
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
}

export interface GatewayInvoice {
  ref: string;
  subscriptionRef: string;
  amountMinor: number;
  paid: boolean;
  periodEnd: Date | null;
  /** An unpaid invoice's payment (Stripe: its PaymentIntent, with the client secret for 3-D Secure). */
  payment?: GatewayPayment | null;
}

/** Money sent to a creator's payout account (a Stripe Connect transfer). */
export interface GatewayTransfer {
  ref: string;
  accountId: string;
  amountMinor: number;
  /** How much of it came back (Stripe: `amount_reversed`); all of it means the payout did not happen. */
  reversedMinor: number;
  metadata: Record<string, string>;
}

/** A creator's payout account as the gateway sees it now. */
export interface GatewayAccount {
  ref: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

export interface TransferInput {
  accountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A verified webhook event, reduced to what we act on; handlers re-read the object it names. */
export interface GatewayEvent {
  id: string;
  type: 'payment' | 'invoice.paid' | 'invoice.action_required' | 'subscription' | 'account' | 'transfer' | 'ignored';
  rawType: string;
  objectRef: string | null;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /** 'card' = the fan's card was refused (shown to them); 'request' = our call was wrong. */
    readonly kind: 'card' | 'request' | 'unavailable' = 'request',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface CustomerInput {
  userId: string;
  email: string;
  name: string;
}

export interface PaymentInput {
  amountMinor: number;
  currency: string;
  customerId: string;
  cardToken: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface SubscriptionInput extends PaymentInput {
  interval: 'month' | 'year';
  /** Period length in days (sandbox); Stripe uses `interval`. */
  periodDays: number;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  readonly isProduction: boolean;
  createCustomer(input: CustomerInput): Promise<string>;
  /** `input` is the body of `POST /{gateway}/cards`; each gateway validates its own shape. */
  saveCard(customerId: string, input: unknown): Promise<GatewayCard>;
  deleteCard(card: { token: string; customerId: string }): Promise<void>;
  /** A test gateway's approving card, used for a top-up when the fan has no saved card (sandbox only). */
  readonly defaultCard?: { token: string; customerId: string };
  createPayment(input: PaymentInput): Promise<GatewayPayment>;
  retrievePayment(ref: string): Promise<GatewayPayment>;
  createSubscription(input: SubscriptionInput): Promise<GatewaySubscription>;
  retrieveSubscription(ref: string): Promise<GatewaySubscription>;
  retrieveInvoice(ref: string): Promise<GatewayInvoice>;
  cancelSubscription(ref: string): Promise<void>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<GatewayEvent>;
  /** Creator onboarding for payouts (Stripe Connect). */
  createAccountLink(input: { userId: string; email: string; accountId: string | null; returnUrl: string }): Promise<{
    accountId: string;
    link: { object: string; created: number; expires_at: number; url: string };
  }>;
  /** Pays a creator's payout account (Stripe Connect); the idempotency key makes a retry the same transfer. */
  createTransfer(input: TransferInput): Promise<GatewayTransfer>;
  retrieveTransfer(ref: string): Promise<GatewayTransfer>;
  retrieveAccount(ref: string): Promise<GatewayAccount>;
  /**
   * A gateway that takes cards on its own page (CCBill): the link a fan pays a pending payment on.
   * Such a gateway answers `{ paymentUrl }` and credits only from its webhook.
   */
  paymentLink?(input: { paymentId: string; amountMinor: number }): Promise<string>;
  /**
   * The same for a recurring subscription: the first period now, then every `periodDays`; with
   * `trialDays`, a free trial of that many days first, then `amountMinor` every `periodDays`.
   */
  subscriptionLink?(input: {
    paymentId: string;
    amountMinor: number;
    periodDays: number;
    trialDays?: number;
  }): Promise<string>;
}
