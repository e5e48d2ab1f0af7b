import Stripe from 'stripe';
import { MONEY_MESSAGES, stripeCardInputSchema } from '@fanlane/shared';
import {
  GatewayError,
  type GatewayCard,
  type GatewayEvent,
  type GatewayInvoice,
  type GatewayPayment,
  type GatewaySubscription,
  type GatewayTransfer,
  type PaymentGateway,
} from '../modules/payments/gateway.js';
import { parseStripeWebhook } from './payments-stripe-webhooks.js';

export { STRIPE_SIGNATURE_HEADER } from './payments-stripe-webhooks.js';

/**
 * The `stripe` gateway: Stripe's API through its SDK (the API version the SDK pins). Saved cards are
 * PaymentMethods attached to a Customer; top-ups are PaymentIntents confirmed at once with the saved
 * card; card subscriptions are Stripe Subscriptions on one product ("Creator subscription") with an
 * inline price per creator; webhooks are verified with the endpoint's signing secret.
 *
 * Since API version 2025-03-31 an invoice no longer names its PaymentIntent: it lists its payments
 * (`payments`, includable) and its subscription sits under `parent.subscription_details`, and a
 * subscription's period lives on its items. This adapter reads those shapes.
 */

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests, a proxy): the SDK's `host`, `port` and `protocol`. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The product every subscription price belongs to; created on first use. */
  productId?: string;
}

export const STRIPE_PRODUCT_ID = 'fanlane_creator_subscription';

const PAYMENT_STATUS: Record<string, GatewayPayment['status']> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_capture: 'processing',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  requires_payment_method: 'failed',
  canceled: 'failed',
};

const SUBSCRIPTION_STATUS: Record<string, GatewaySubscription['status']> = {
  active: 'active',
  trialing: 'active',
  incomplete: 'incomplete',
  // Never paid and now closed: its checkout failed (the handler marks the payment failed).
  incomplete_expired: 'incomplete',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const transferView = (t: Stripe.Transfer): GatewayTransfer => ({
  ref: t.id,
  accountId: idOf(t.destination) ?? '',
  amountMinor: t.amount,
  reversedMinor: t.amount_reversed,
  metadata: { ...t.metadata },
});

/** Stripe's errors in our terms: a refused card is the fan's; an outage or our credentials, unavailable. */
function gatewayError(err: unknown, cardKind: 'card' | 'request' = 'card'): GatewayError | unknown {
  const { errors } = Stripe;
  if (err instanceof errors.StripeCardError)
    return new GatewayError(err.message || MONEY_MESSAGES.cardDeclined, cardKind);
  if (err instanceof errors.StripeConnectionError || err instanceof errors.StripeAPIError) {
    return new GatewayError('The payment service is not reachable, please try again later', 'unavailable');
  }
  if (err instanceof errors.StripeRateLimitError) {
    return new GatewayError('The payment service is busy, please try again later', 'unavailable');
  }
  if (err instanceof errors.StripeAuthenticationError || err instanceof errors.StripePermissionError) {
    return new GatewayError('The payment service is not configured correctly', 'unavailable');
  }
  if (err instanceof errors.StripeError) return new GatewayError(err.message, 'request');
  return err;
}
const fail = (err: unknown): never => {
  throw gatewayError(err);
};

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Fanlane' },
  });
  const productRef = options.productId ?? STRIPE_PRODUCT_ID;
  let product: Promise<string> | null = null;

  /** The one product subscriptions are priced under: looked up, else created (once per process). */
  function subscriptionProduct(): Promise<string> {
    product ??= (async () => {
      const missing = (err: unknown) =>
        err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
      try {
        const found = await stripe.products.retrieve(productRef);
        if (!found.active) await stripe.products.update(productRef, { active: true });
        return found.id;
      } catch (err) {
        if (!missing(err)) throw err;
      }
      try {
        return (await stripe.products.create({ id: productRef, name: 'Creator subscription' })).id;
      } catch (err) {
        // Another process made it meanwhile.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_already_exists') {
          return productRef;
        }
        throw err;
      }
    })().catch((err) => {
      product = null;
      throw err;
    });
    return product;
  }

  function paymentView(pi: Stripe.PaymentIntent): GatewayPayment {
    const status = PAYMENT_STATUS[pi.status] ?? 'processing';
    return {
      ref: pi.id,
      status,
      amountMinor: pi.amount,
      clientSecret: status === 'requires_action' ? pi.client_secret : null,
      failureMessage:
        status === 'failed'
          ? (pi.last_payment_error?.message ??
            (pi.status === 'canceled' ? 'The payment was canceled' : MONEY_MESSAGES.cardDeclined))
          : null,
      metadata: { ...pi.metadata },
    };
  }

  /** The PaymentIntent Stripe made to collect an invoice (its default payment). */
  async function invoicePayment(invoice: Stripe.Invoice): Promise<GatewayPayment | null> {
    const payments =
      invoice.payments?.data ?? (await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] })).payments?.data;
    const payment = payments?.find((p) => p.is_default) ?? payments?.[0];
    const pi = payment?.payment.payment_intent;
    if (!pi) return null;
    return paymentView(typeof pi === 'string' ? await stripe.paymentIntents.retrieve(pi) : pi);
  }

  async function subscriptionView(sub: Stripe.Subscription): Promise<GatewaySubscription> {
    const latest = sub.latest_invoice;
    const invoice =
      latest == null
        ? null
        : typeof latest === 'string'
          ? await stripe.invoices.retrieve(latest, { expand: ['payments'] })
          : latest;
    const ends = sub.items.data.map((item) => item.current_period_end).filter((n) => Number.isFinite(n));
    return {
      ref: sub.id,
      status: SUBSCRIPTION_STATUS[sub.status] ?? 'past_due',
      latestPayment: invoice ? await invoicePayment(invoice) : null,
      latestInvoiceRef: invoice?.id ?? null,
      currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
      metadata: { ...sub.metadata },
    };
  }

  async function cardOf(customerId: string, token: string): Promise<Stripe.PaymentMethod> {
    if (token.startsWith('pm_')) return stripe.paymentMethods.attach(token, { customer: customerId });
    if (token.startsWith('tok_')) {
      // A card token from Stripe.js' createToken: made into a PaymentMethod, then saved.
      const created = await stripe.paymentMethods.create({ type: 'card', card: { token } });
      return stripe.paymentMethods.attach(created.id, { customer: customerId });
    }
    throw new GatewayError('Unsupported card token: send a Stripe payment method (pm_…) or card token (tok_…)');
  }

  return {
    name: 'stripe',
    isProduction: options.secretKey.startsWith('sk_live_') || options.secretKey.startsWith('rk_live_'),

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers
        .create({ ...(email ? { email } : {}), ...(name ? { name } : {}), metadata: { userId } })
        .catch(fail);
      return customer.id;
    },

    async saveCard(customerId, input): Promise<GatewayCard> {
      const parsed = stripeCardInputSchema.safeParse(input);
      if (!parsed.success) throw new GatewayError(parsed.error.issues[0]?.message ?? 'Card token is required');
      const { token, holderName } = parsed.data;
      // Contract 3.15: Stripe's refusals of a card being saved are a 400 with Stripe's message.
      const pm = await cardOf(customerId, token).catch((err) => {
        throw gatewayError(err, 'request');
      });
      if (!pm.card) {
        await stripe.paymentMethods.detach(pm.id).catch(() => undefined);
        throw new GatewayError('Only cards can be saved');
      }
      return {
        token: pm.id,
        customerId,
        last4: pm.card.last4,
        brand: pm.card.brand,
        month: String(pm.card.exp_month).padStart(2, '0'),
        year: String(pm.card.exp_year),
        holderName: holderName || pm.billing_details?.name || '',
        // Stripe gives every card number one fingerprint; without one the card is unique by itself.
        fingerprint: pm.card.fingerprint ?? pm.id,
      };
    },

    async deleteCard(card) {
      try {
        await stripe.paymentMethods.detach(card.token);
      } catch (err) {
        // Already detached (or gone): the card is not saved any more, which is what was asked.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        fail(err);
      }
    },

    async createPayment(input) {
      const pi = await stripe.paymentIntents
        .create(
          {
            amount: input.amountMinor,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.cardToken,
            // Cards only, so no redirect-based method (which would need a return_url) is offered.
            allowed_payment_method_types: ['card'],
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(fail);
      return paymentView(pi);
    },

    async retrievePayment(ref) {
      // Only PaymentIntents: an invoice's payment is settled through its invoice.paid event.
      if (!ref.startsWith('pi_')) throw new GatewayError(`Not a Stripe payment: ${ref}`);
      return paymentView(await stripe.paymentIntents.retrieve(ref).catch(fail));
    },

    async createSubscription(input) {
      const productId = await subscriptionProduct().catch(fail);
      const sub = await stripe.subscriptions
        .create(
          {
            customer: input.customerId,
            default_payment_method: input.cardToken,
            description: input.description,
            items: [
              {
                price_data: {
                  currency: input.currency,
                  product: productId,
                  unit_amount: input.amountMinor,
                  recurring: { interval: input.interval },
                },
              },
            ],
            // Charge the saved card now; a refusal or a 3-D Secure step leaves it `incomplete`.
            payment_behavior: 'allow_incomplete',
            payment_settings: { payment_method_types: ['card'] },
            metadata: input.metadata,
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(fail);
      return subscriptionView(sub).catch(fail);
    },

    async retrieveSubscription(ref) {
      const sub = await stripe.subscriptions.retrieve(ref, { expand: ['latest_invoice.payments'] }).catch(fail);
      return subscriptionView(sub).catch(fail);
    },

    async retrieveInvoice(ref): Promise<GatewayInvoice> {
      const invoice = await stripe.invoices.retrieve(ref).catch(fail);
      const lines = invoice.lines?.data ?? [];
      // The service period is on the subscription's line (the invoice's own period_* are billing dates).
      const line = lines.find((l) => l.parent?.type === 'subscription_item_details') ?? lines[0];
      const periodEnd = line?.period?.end ?? null;
      const paid = invoice.status === 'paid';
      return {
        ref: invoice.id,
        subscriptionRef: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
        amountMinor: paid ? invoice.amount_paid : invoice.amount_due,
        paid,
        periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        // What an unpaid invoice waits for (a renewal's 3-D Secure step needs its client secret).
        payment: paid || invoice.status !== 'open' ? null : await invoicePayment(invoice).catch(fail),
      };
    },

    async cancelSubscription(ref) {
      try {
        await stripe.subscriptions.cancel(ref);
      } catch (err) {
        const current = await stripe.subscriptions.retrieve(ref).catch(() => null);
        if (current?.status === 'canceled' || current?.status === 'incomplete_expired') return;
        fail(err);
      }
    },

    async parseWebhook(rawBody, headers): Promise<GatewayEvent> {
      return parseStripeWebhook(stripe, options.webhookSecret, rawBody, headers);
    },

    async createAccountLink({ userId, email, accountId, returnUrl }) {
      const account =
        accountId ??
        (
          await stripe.accounts
            .create(
              {
                type: 'express',
                ...(email ? { email } : {}),
                capabilities: { transfers: { requested: true } },
                metadata: { userId },
              },
              // A retried onboarding never opens a second account for the creator.
              { idempotencyKey: `fanlane-account:${userId}` },
            )
            .catch(fail)
        ).id;
      const link = await stripe.accountLinks
        .create({ account, refresh_url: returnUrl, return_url: returnUrl, type: 'account_onboarding' })
        .catch(fail);
      return {
        accountId: account,
        link: { object: link.object, created: link.created, expires_at: link.expires_at, url: link.url },
      };
    },

    async createTransfer(input) {
      const transfer = await stripe.transfers
        .create(
          {
            amount: input.amountMinor,
            currency: input.currency,
            destination: input.accountId,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        // A refused transfer is the operator's to see (no balance, account not ready), not a card refusal.
        .catch((err) => {
          throw gatewayError(err, 'request');
        });
      return transferView(transfer);
    },

    async retrieveTransfer(ref) {
      return transferView(await stripe.transfers.retrieve(ref).catch(fail));
    },

    async retrieveAccount(ref) {
      const account = await stripe.accounts.retrieve(ref).catch(fail);
      return {
        ref: account.id,
        chargesEnabled: Boolean(account.charges_enabled),
        payoutsEnabled: Boolean(account.payouts_enabled),
      };
    },
  };
}
