/**
 * A gateway's webhook: the signature is checked on the raw body, an event id is applied once, and
 * the handler re-reads the object it names, so redelivered or reordered events converge. Payments are
 * confirmed here; invoices and subscriptions go to the subscriptions module's handlers, transfers and
 * accounts to the payouts module's.
 */
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from './gateway.js';
import type { GatewayChoice } from './gateway-choice.js';
import { addWebhookEvent, webhookEventSeen } from './payments.events.repository.js';
import type { PaymentRow } from './payments.presenter.js';
import { paymentsRepository } from './payments.repository.js';
import type { TopUpSettlement } from './settle-top-up.js';

/** Handlers other modules attach to gateway events (card subscriptions live in their own module). */
export interface SubscriptionEvents {
  invoicePaid(gateway: PaymentGateway, invoiceRef: string): Promise<void>;
  subscriptionChanged(gateway: PaymentGateway, subscriptionRef: string): Promise<void>;
  /** A renewal invoice's payment waits for the fan's 3-D Secure step (Stripe). */
  invoiceActionRequired?(gateway: PaymentGateway, invoiceRef: string): Promise<void>;
  /** A subscription's first payment (a payment transaction with subscriptionId) changed state. */
  paymentSettled(row: PaymentRow): Promise<void>;
}

/** Handlers of creators' payout events (Stripe Connect), in the payouts module. */
export interface PayoutEvents {
  transferChanged(gateway: PaymentGateway, transferRef: string): Promise<void>;
  accountChanged(gateway: PaymentGateway, accountRef: string): Promise<void>;
}

export interface GatewayEventsDeps {
  db: Db;
  choice: Pick<GatewayChoice, 'gatewayNamed'>;
  settlement: Pick<TopUpSettlement, 'confirm'>;
  /** The subscriptions module's handlers, once it has attached them. */
  subscriptionEvents: () => SubscriptionEvents | null;
  /** The payouts module's handlers, once it has attached them. */
  payoutEvents: () => PayoutEvents | null;
}

export function createGatewayEvents(deps: GatewayEventsDeps) {
  const { db } = deps;
  const { gatewayNamed } = deps.choice;
  const { confirm } = deps.settlement;

  async function webhook(gatewayName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const gateway = gatewayNamed(gatewayName);
    const event = await gateway.parseWebhook(rawBody, headers);
    if (await webhookEventSeen(db, gateway.name, event.id)) return { received: true, duplicate: true };
    if (event.objectRef) {
      const subscriptionEvents = deps.subscriptionEvents();
      const payoutEvents = deps.payoutEvents();
      if (event.type === 'payment') {
        const row = await paymentsRepository.byGatewayRef(db, gateway.name, event.objectRef);
        if (row) await confirm(row.id);
      } else if (event.type === 'invoice.paid') {
        await subscriptionEvents?.invoicePaid(gateway, event.objectRef);
      } else if (event.type === 'invoice.action_required') {
        await subscriptionEvents?.invoiceActionRequired?.(gateway, event.objectRef);
      } else if (event.type === 'subscription') {
        await subscriptionEvents?.subscriptionChanged(gateway, event.objectRef);
      } else if (event.type === 'transfer') {
        await payoutEvents?.transferChanged(gateway, event.objectRef);
      } else if (event.type === 'account') {
        await payoutEvents?.accountChanged(gateway, event.objectRef);
      }
    }
    await addWebhookEvent(db, gateway.name, event.id, event.rawType);
    return { received: true, duplicate: false };
  }

  return { webhook };
}
export type GatewayEvents = ReturnType<typeof createGatewayEvents>;
