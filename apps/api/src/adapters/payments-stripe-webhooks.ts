import type Stripe from 'stripe';
import { WebhookSignatureError, type GatewayEvent } from '../modules/payments/gateway.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * A Stripe webhook delivery, verified with the endpoint's signing secret and named in the gateway's
 * terms: payments, paid or action-required invoices, subscriptions, Connect accounts and transfers;
 * any other event is `ignored`.
 */
export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): GatewayEvent {
  if (!webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured');
  const header = headers[STRIPE_SIGNATURE_HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new WebhookSignatureError();
  }
  const type: GatewayEvent['type'] = event.type.startsWith('payment_intent.')
    ? 'payment'
    : event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded'
      ? 'invoice.paid'
      : event.type === 'invoice.payment_action_required'
        ? 'invoice.action_required'
        : event.type.startsWith('customer.subscription.')
          ? 'subscription'
          : event.type === 'account.updated'
            ? 'account'
            : event.type.startsWith('transfer.')
              ? 'transfer'
              : 'ignored';
  const object = event.data?.object as { id?: unknown } | undefined;
  return {
    id: event.id,
    type,
    rawType: event.type,
    objectRef: typeof object?.id === 'string' ? object.id : null,
  };
}
