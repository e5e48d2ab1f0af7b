import type Stripe from 'stripe';
import { WebhookSignatureError, type GatewayEvent } from '../modules/payments/gateway.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** A webhook event type (exact, or a prefix ending in '.') and what the gateway calls it. */
export type EventTypeRule = readonly [rawType: string, type: GatewayEvent['type']];

/** Stripe's event types the gateway acts on. */
const STRIPE_EVENT_TYPES: readonly EventTypeRule[] = [
  ['payment_intent.', 'payment'],
  ['invoice.paid', 'invoice.paid'],
  ['invoice.payment_succeeded', 'invoice.paid'],
  ['invoice.payment_action_required', 'invoice.action_required'],
  ['customer.subscription.', 'subscription'],
  ['account.updated', 'account'],
  ['transfer.', 'transfer'],
];

/** An event's type in the gateway's terms: the first rule it matches, else `ignored`. */
export function gatewayEventType(rawType: string, rules: readonly EventTypeRule[]): GatewayEvent['type'] {
  for (const [pattern, type] of rules)
    if (pattern.endsWith('.') ? rawType.startsWith(pattern) : rawType === pattern) return type;
  return 'ignored';
}

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
  const object = event.data?.object as { id?: unknown } | undefined;
  return {
    id: event.id,
    type: gatewayEventType(event.type, STRIPE_EVENT_TYPES),
    rawType: event.type,
    objectRef: typeof object?.id === 'string' ? object.id : null,
  };
}
