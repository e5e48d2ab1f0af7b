import { inCidrRanges, parseCidrList, toMinor } from '@fanlane/shared';
import { ccbillApprovalDigest, ccbillDenialDigest } from '../../adapters/payments-ccbill.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { InsufficientFundsError, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  ccbillEventApplied,
  ccbillEventByKey,
  lockPendingCcbillEvents,
  settleCcbillEvent,
  storeCcbillEvent,
} from './payments.events.repository.js';
import { paymentAt, paymentsRepository, updatePending } from './payments.repository.js';
import type { PaymentRow, PaymentsService } from './payments.service.js';
import { reverseTopUp } from './wallet-debt.js';

/**
 * CCBill's webhooks (`POST /payment/ccbill/callhook?eventType=...`, issue #20). CCBill does not sign
 * them: they are accepted only from `ccbillWebhookAllowedIps`, and a sale only with its
 * `dynamicPricingValidationDigest` (md5(subscriptionId + "1" + salt); a denial md5(id + "0" + salt)).
 *
 * Every verified event is stored once under its key (type + CCBill's transaction or subscription
 * id), then the subscription's stored events are applied in a fixed order (sale, renewals, end,
 * reversals), each once, under a lock per subscription. An event that needs another first (a refund
 * before its sale) waits until that one arrives, so repeated and shuffled deliveries end in the
 * same state as one ordered delivery. Money moves only through the ledger.
 */

/** Effects after the commit (socket events, notices, counts). */
export type After = () => unknown;
/** What applying an event did: waits for another event, nothing to do (why), or done. */
export type Applied = 'pending' | { ignored: string } | { after?: After };

/** Subscriptions bought through CCBill: their handlers live in the subscriptions module. */
export interface CcbillSubscriptionHandlers {
  /** The first payment of a subscription (a `*_subscription` payment row): earning and first period. */
  started(tx: Tx, row: PaymentRow, ref: { subscriptionId: string; transactionId: string }): Promise<Applied>;
  /** A rebill: its earning; one more period unless the subscription was taken back (`revoked`) or ended. */
  renewed(
    tx: Tx,
    input: { subscriptionId: string; transactionId: string; amountMinor: number; revoked: boolean; ended: boolean },
  ): Promise<Applied>;
  /** Cancellation or Expiration: no more renewals; access lasts to expiry. */
  ended(tx: Tx, subscriptionId: string): Promise<Applied>;
  /** A subscription payment refunded, charged back or voided: earning reversed, access ends now. */
  reversed(tx: Tx, row: PaymentRow, subscriptionId: string): Promise<Applied>;
}

const SALE = ['NewSaleSuccess', 'NewSaleFailure'];
const RENEWAL = ['RenewalSuccess', 'RenewalFailure'];
const END = ['Cancellation', 'Expiration'];
const REVERSAL = ['Refund', 'Chargeback', 'Void'];
export const CCBILL_EVENT_TYPES = [...SALE, ...RENEWAL, ...END, ...REVERSAL] as const;

/** The fields acted on (never the fan's name, address, email or card). */
const KEPT = [
  'subscriptionId',
  'transactionId',
  'paymentId',
  'billedInitialPrice',
  'subscriptionInitialPrice',
  'accountingInitialPrice',
  'billedAmount',
  'accountingAmount',
  'amount',
  'failureReason',
  'reason',
  'timestamp',
];

/** A webhook body: JSON or form-urlencoded, flattened to strings; pass-through fields come back as `X-name`. */
export function parseCcbillBody(raw: Buffer, contentType: string | undefined): Record<string, string> {
  const text = raw.toString('utf8');
  let entries: [string, unknown][] = [];
  if ((contentType ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entries = Object.entries(parsed);
    } catch {
      entries = [];
    }
  } else {
    entries = [...new URLSearchParams(text).entries()];
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    fields[key.replace(/^X-/i, '')] = String(value);
  }
  return fields;
}

const minorOf = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? toMinor(n) : null;
};

export function createCcbillWebhooks(deps: {
  db: Db;
  ledger: Ledger;
  settings: SettingsService;
  payments: PaymentsService;
}) {
  const { db, ledger, settings, payments } = deps;
  let subscriptionHandlers: CcbillSubscriptionHandlers | null = null;

  async function sale(tx: Tx, f: Record<string, string>): Promise<Applied> {
    const row = f.paymentId ? await paymentAt(tx, 'ccbill', f.paymentId) : null;
    if (!row) return { ignored: 'no pending payment named by the pass-through id' };
    if (row.status === 'success' && row.gatewayRef === f.transactionId) return {};
    if (row.status !== 'created' && row.status !== 'processing') return { ignored: `payment is ${row.status}` };
    const paid = minorOf(f.billedInitialPrice ?? f.subscriptionInitialPrice ?? f.accountingInitialPrice);
    if (paid !== row.totalPriceMinor) return { ignored: 'amount differs from the pending payment' };
    const ref = { subscriptionId: f.subscriptionId!, transactionId: f.transactionId! };
    if (row.type !== 'token_package') {
      if (!subscriptionHandlers) return { ignored: 'subscriptions are not handled' };
      return subscriptionHandlers.started(tx, row, ref);
    }
    const outcome = await payments.settleTopUp(tx, row, {
      status: 'success',
      failureMessage: null,
      gatewayRef: ref.transactionId,
    });
    return outcome ? { after: () => payments.announceSettled(outcome) } : {};
  }

  async function denial(tx: Tx, f: Record<string, string>): Promise<Applied> {
    const row = f.paymentId ? await paymentAt(tx, 'ccbill', f.paymentId) : null;
    if (!row) return { ignored: 'no pending payment named by the pass-through id' };
    const failed = await updatePending(tx, row.id, {
      status: 'fail',
      failureMessage: (f.failureReason || 'Payment declined').slice(0, 500),
    });
    return failed ? { after: () => payments.announceOutcome(row.userId, row.id, false) } : {};
  }

  async function reversal(tx: Tx, type: string, f: Record<string, string>, subscriptionId: string): Promise<Applied> {
    // The transaction taken back: the one named, or the sale.
    const row = f.transactionId ? await paymentsRepository.byGatewayRef(tx, 'ccbill', f.transactionId) : null;
    if (!row) return 'pending';
    if (row.status === 'refunded') return {};
    if (row.type === 'token_package') {
      const kind = type === 'Chargeback' ? 'chargeback' : type === 'Void' ? 'void' : 'refund';
      const reversed = await reverseTopUp(tx, ledger, row, kind);
      if (!reversed) return { ignored: `payment is ${row.status}` };
      return {
        after: () => {
          payments.announceSettled({ row: reversed.row, balance: reversed.balance });
        },
      };
    }
    return subscriptionHandlers ? subscriptionHandlers.reversed(tx, row, subscriptionId) : { ignored: 'no handler' };
  }

  async function apply(tx: Tx, type: string, f: Record<string, string>, subscriptionId: string): Promise<Applied> {
    if (type === 'NewSaleSuccess') return sale(tx, f);
    if (type === 'NewSaleFailure') return denial(tx, f);
    if (REVERSAL.includes(type)) return reversal(tx, type, f, subscriptionId);
    if (type === 'RenewalFailure') return { ignored: 'CCBill retries the rebill; access lasts to expiry' };
    if (!subscriptionHandlers) return { ignored: 'no handler' };
    if (END.includes(type)) return subscriptionHandlers.ended(tx, subscriptionId);
    const amountMinor = minorOf(f.billedAmount ?? f.accountingAmount ?? f.amount);
    if (amountMinor === null || amountMinor <= 0) return { ignored: 'renewal without an amount' };
    return subscriptionHandlers.renewed(tx, {
      subscriptionId,
      transactionId: f.transactionId ?? '',
      amountMinor,
      revoked: await ccbillEventApplied(tx, subscriptionId, REVERSAL),
      ended: await ccbillEventApplied(tx, subscriptionId, END),
    });
  }

  /** Applies a subscription's waiting events in order, under its lock; answers what happened to `eventKey`. */
  async function drain(group: string, eventKey: string) {
    const afters: After[] = [];
    const notes = new Map<string, string>();
    await db.transaction(async (tx) => {
      const waiting = await lockPendingCcbillEvents(tx, group);
      for (const event of waiting) {
        // Each in a savepoint: a reversal the creator's balance cannot cover yet waits, the rest goes on.
        const applied = await tx
          .transaction((sp) => apply(sp, event.eventType, event.fields, group))
          .catch((err: unknown) => {
            if (!(err instanceof InsufficientFundsError)) throw err;
            notes.set(event.eventKey, 'the balance cannot cover the reversal yet');
            return 'pending' as const;
          });
        if (applied === 'pending') continue;
        const ignored = 'ignored' in applied ? applied.ignored : null;
        if (ignored) notes.set(event.eventKey, ignored);
        else if ('after' in applied && applied.after) afters.push(applied.after);
        await settleCcbillEvent(tx, event.id, ignored);
      }
    });
    for (const after of afters) await after();
    return notes.get(eventKey) ?? null;
  }

  return {
    onSubscriptions(handlers: CcbillSubscriptionHandlers) {
      subscriptionHandlers = handlers;
    },

    /**
     * One delivery. Answers `{ applied }` (false: stored to wait for another event, or a duplicate)
     * and `rejected`, the reason nothing changed (logged by the route, without any secret).
     */
    async receive(ip: string, eventType: string, fields: Record<string, string>) {
      const ranges = parseCidrList(String(await settings.get('ccbillWebhookAllowedIps'))) ?? [];
      if (!inCidrRanges(ip, ranges)) throw forbidden();
      const none = (rejected: string | null) => ({ received: true as const, applied: false, rejected });
      if (!(CCBILL_EVENT_TYPES as readonly string[]).includes(eventType)) return none('event type not handled');
      const salt = String(await settings.get('ccbillSalt'));
      const digest = fields.dynamicPricingValidationDigest ?? '';
      if (eventType === 'NewSaleSuccess') {
        if (!salt || !fields.subscriptionId || digest !== ccbillApprovalDigest(fields.subscriptionId, salt))
          return none('digest does not match');
      } else if (eventType === 'NewSaleFailure') {
        const denialId = fields.transactionId ?? '';
        if (!salt || !denialId || digest !== ccbillDenialDigest(denialId, salt)) return none('digest does not match');
      } else if (!fields.subscriptionId) {
        return none('no subscriptionId');
      }
      const id = eventType === 'NewSaleFailure' || !fields.transactionId ? null : fields.transactionId;
      const eventKey = `${eventType}:${id ?? fields.subscriptionId ?? fields.transactionId}`;
      // A denial has no subscription: it is its own group.
      const group = fields.subscriptionId || `denial:${fields.transactionId}`;
      const kept = Object.fromEntries(KEPT.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]!]));
      const stored = await storeCcbillEvent(db, {
        eventKey,
        eventType,
        subscriptionId: group,
        transactionId: fields.transactionId ?? null,
        fields: kept,
      });
      const rejected = await drain(group, eventKey);
      if (!stored) return none(null);
      const event = await ccbillEventByKey(db, eventKey);
      return { received: true as const, applied: event?.outcome === 'applied', rejected };
    },
  };
}
export type CcbillWebhooks = ReturnType<typeof createCcbillWebhooks>;
