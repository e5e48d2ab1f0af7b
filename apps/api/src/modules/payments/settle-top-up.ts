/**
 * Settling a payment: `confirm` re-reads it from the gateway and `settleTopUp` moves it to its final
 * status once, crediting the tokens of a successful top-up through the ledger; then the fan's open
 * pages hear of the new balance and where the payment page goes next. A webhook, the sandbox's
 * instant answer and the page's "I paid" call all go through `confirm`; the ledger key makes the
 * credit happen once.
 */
import { fromMinor, type PaymentStatus } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { recordCouponUse } from '../catalog/catalog.top-up.repository.js';
import { ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { GatewayPayment } from './gateway.js';
import type { GatewayChoice } from './gateway-choice.js';
import type { SubscriptionEvents } from './gateway-events.js';
import type { PaymentRow } from './payments.presenter.js';
import { paymentsRepository, updatePayment, updateUnsettled } from './payments.repository.js';
import { settleDebt } from './wallet-debt.js';

const STATUS_OF: Record<GatewayPayment['status'], PaymentStatus> = {
  succeeded: 'success',
  processing: 'processing',
  requires_action: 'require_authentication',
  failed: 'fail',
  canceled: 'canceled',
};
const FINAL: PaymentStatus[] = ['success', 'fail', 'canceled', 'refunded'];

const shortId = (id: string) =>
  id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .padEnd(8, '0');

export interface TopUpSettlementDeps {
  db: Db;
  ledger: Ledger;
  realtime: Realtime;
  choice: GatewayChoice;
  /** The subscriptions module's handlers, once it has attached them. */
  subscriptionEvents: () => SubscriptionEvents | null;
  logger?: { warn(obj: unknown, msg?: string): void };
}

export function createTopUpSettlement(deps: TopUpSettlementDeps) {
  const { db, ledger, realtime } = deps;
  const { gatewayNamed, gatewayFailure } = deps.choice;

  /** Brings a payment row in line with the gateway; credits tokens once when it has succeeded. */
  async function confirm(paymentId: string): Promise<PaymentRow> {
    const row = await paymentsRepository.byId(db, paymentId);
    if (!row) throw notFound();
    if (!row.gatewayRef || FINAL.includes(row.status as PaymentStatus)) return row;
    // Subscription payments are settled by their invoice and subscription events, not re-read here.
    if (row.type !== 'token_package') return row;
    const gateway = gatewayNamed(row.paymentGateway);
    const remote = await gateway.retrievePayment(row.gatewayRef).catch(gatewayFailure);
    const status = STATUS_OF[remote.status];
    if (remote.status === 'succeeded' && remote.amountMinor !== row.totalPriceMinor) {
      deps.logger?.warn(
        { paymentId, remote: remote.amountMinor, expected: row.totalPriceMinor },
        'payment amount mismatch',
      );
      return row;
    }
    const outcome = await db.transaction((tx) =>
      settleTopUp(tx, row, {
        status,
        failureMessage: remote.failureMessage,
        clientSecret: remote.clientSecret ?? row.clientSecret,
      }),
    );
    if (!outcome) {
      return (await paymentsRepository.byId(db, paymentId))!;
    }
    await announceSettled(outcome);
    return outcome.row;
  }

  /**
   * Moves a pending top-up to its final (or next) status, inside the caller's transaction, once: a
   * success credits the tokens (the gateway owes us the price paid; the fan gets the tokens; a coupon
   * or a package bonus is the platform's cost) and pays back a chargeback debt first. Null when the
   * row had already settled.
   */
  async function settleTopUp(
    tx: Tx,
    row: PaymentRow,
    change: { status: PaymentStatus; failureMessage: string | null; clientSecret?: string | null; gatewayRef?: string },
  ) {
    const { status } = change;
    const updated = await updateUnsettled(tx, row.id, {
      status,
      failureMessage: change.failureMessage,
      clientSecret: change.clientSecret ?? row.clientSecret,
      gatewayRef: change.gatewayRef ?? row.gatewayRef,
    });
    if (!updated) return null;
    // Only top-ups credit the wallet here; subscription payments are applied from their invoices.
    if (status !== 'success' || row.type !== 'token_package') return { row: updated, balance: null };
    const posted = await ledger.post(tx, {
      key: `payment:${row.id}`,
      kind: 'top_up',
      meta: { paymentId: row.id, gateway: row.paymentGateway, gatewayRef: updated.gatewayRef },
      entries: [
        { account: ledgerAccount.gateway(row.paymentGateway), amount: -row.totalPriceMinor },
        { account: ledgerAccount.wallet(row.userId), amount: row.tokensMinor },
        { account: ledgerAccount.platform(`payment:${row.id}`), amount: row.totalPriceMinor - row.tokensMinor },
      ],
    });
    if (row.couponId) await recordCouponUse(tx, { couponId: row.couponId, userId: row.userId, paymentId: row.id });
    const withLedger = await updatePayment(tx, row.id, { ledgerTransactionId: posted.transactionId });
    const credited = posted.balances.get(ledgerAccount.wallet(row.userId).id) ?? 0;
    const balance = await settleDebt(tx, ledger, row.userId, `payment:${row.id}`, credited);
    return { row: withLedger!, balance };
  }

  /** After the commit: the fan's open pages hear of the new balance and of the payment's outcome. */
  async function announceSettled(outcome: { row: PaymentRow; balance: number | null }) {
    const { row } = outcome;
    const status = row.status as PaymentStatus;
    const subscriptionEvents = deps.subscriptionEvents();
    if (row.subscriptionId && subscriptionEvents) await subscriptionEvents.paymentSettled(row);
    if (outcome.balance !== null) {
      realtime.emitToUser(row.userId, 'update_balance', {
        token: fromMinor(row.tokensMinor),
        balance: fromMinor(outcome.balance),
      });
    }
    if (FINAL.includes(status)) announceOutcome(row.userId, row.id, status === 'success');
  }

  /** `payment_status_callback`: where the fan's payment page goes next (success or cancel page). */
  function announceOutcome(userId: string, paymentId: string, success: boolean) {
    const path = success ? '/payment/success' : '/payment/cancel';
    realtime.emitToUser(userId, 'payment_status_callback', {
      redirectUrl: `${path}?transactionId=${shortId(paymentId)}`,
    });
  }

  return { confirm, settleTopUp, announceSettled, announceOutcome };
}
export type TopUpSettlement = ReturnType<typeof createTopUpSettlement>;
