import {
  REFUND_MESSAGES,
  fromMinor,
  toMinor,
  type AdminRefundRequest,
  type RefundDecision,
  type RefundRequest,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Tx } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { markChargeOrderRefunded } from '../orders/orders.repository.js';
import { displayName } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { chargesByIds, ownCharge } from '../wallet/charges.repository.js';
import type { ChargesService } from '../wallet/charges.service.js';
import * as repo from './refunds.repository.js';

type Row = repo.RefundRequestRow;

const present = (r: Row): RefundRequest => ({
  _id: r.id,
  chargeId: r.chargeId,
  status: r.status,
  reason: r.reason,
  note: r.note,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Refund requests (issue #18): a fan asks for one of their wallet charges back; the request waits in
 * the review queue until finance refunds the charge through the wallet's own refund (the earning
 * reversed, the entitlement withdrawn, a physical order marked refunded and restocked) or rejects it.
 * Both decisions are audited (`refund.approve`, `refund.reject`).
 */
export function createRefundRequests(deps: {
  db: Db;
  users: UsersRepository;
  audit: AuditService;
  charges: Pick<ChargesService, 'refund'>;
  notifier?: Pick<Notifier, 'notify'>;
}) {
  const { db, users, audit, charges, notifier } = deps;

  async function context(rows: Row[]): Promise<AdminRefundRequest[]> {
    if (!rows.length) return [];
    const people = new Map(
      (
        await users.findByIds([...new Set(rows.flatMap((r) => [r.userId, r.performerId, r.reviewerId ?? ''])).values()])
      ).map((u) => [u.id, u]),
    );
    const person = (id: string) => {
      const u = people.get(id);
      return u ? { _id: u.id, name: displayName(u), username: u.username ?? '' } : null;
    };
    const chargeIds = rows.map((r) => r.chargeId);
    const fanIds = rows.map((r) => r.userId);
    const [chargeRows, history] = await Promise.all([chargesByIds(db, chargeIds), repo.refundHistoryOf(db, fanIds)]);
    const chargeOf = new Map(chargeRows.map((c) => [c.id, c]));
    const historyOf = new Map(history.map((h) => [h.userId, h]));
    return rows.map((r) => {
      const c = chargeOf.get(r.chargeId)!;
      const h = historyOf.get(r.userId);
      return {
        ...present(r),
        fan: person(r.userId),
        creator: person(r.performerId),
        charge: {
          type: c.type,
          target: c.target,
          targetId: c.targetId,
          total: fromMinor(c.totalPriceMinor),
          status: c.status,
          createdAt: c.createdAt.toISOString(),
        },
        // Others than this one.
        fanHistory: {
          requests: Math.max(0, Number(h?.requests ?? 1) - 1),
          refunded: Number(h?.refunded ?? 0),
        },
        reviewerName: r.reviewerId ? (person(r.reviewerId)?.name ?? null) : null,
      };
    });
  }

  return {
    /** A fan asks for one of their own successful charges back; one open request per charge. */
    async ask(userId: string, chargeId: string, reason: string) {
      const charge = await ownCharge(db, userId, chargeId);
      if (!charge) throw notFound();
      if (charge.status !== 'success') throw unprocessable(REFUND_MESSAGES.notRefundable, 'REFUND_NOT_REFUNDABLE');
      const row = await repo.insertRefundRequest(db, { chargeId, userId, performerId: charge.performerId, reason });
      if (!row) throw unprocessable(REFUND_MESSAGES.alreadyAsked, 'REFUND_ALREADY_ASKED');
      return present(row);
    },

    /** The fan's own requests, newest first. */
    async mine(userId: string) {
      return (await repo.refundRequestsOf(db, userId)).map(present);
    },

    async search(query: { status?: Row['status']; limit: number; offset: number }) {
      const { rows, total } = await repo.searchRefundRequests(db, query);
      return { data: await context(rows), total };
    },

    countPending: () => repo.countRefundRequests(db, 'pending'),

    /** Refunds the charge (once) or rejects the request; audited with the note. */
    async decide(actor: AuditActor, id: string, decision: RefundDecision) {
      const request = await repo.refundRequestById(db, id);
      if (!request) throw notFound();
      if (request.status !== 'pending') throw unprocessable(REFUND_MESSAGES.alreadyDecided);
      const status = decision.action === 'refund' ? ('refunded' as const) : ('rejected' as const);
      const mark = (executor: Db | Tx) =>
        repo.decideRefundRequest(executor, id, { status, note: decision.note, reviewerId: actor.id });
      if (decision.action === 'refund')
        // The wallet's refund, with the request (and a physical order) marked in its transaction.
        await charges.refund(request.chargeId, async (tx) => {
          if (!(await mark(tx))) throw unprocessable(REFUND_MESSAGES.alreadyDecided);
          await markChargeOrderRefunded(tx, request.chargeId);
        });
      else if (!(await mark(db))) throw unprocessable(REFUND_MESSAGES.alreadyDecided);
      await audit.record(actor, {
        action: decision.action === 'refund' ? 'refund.approve' : 'refund.reject',
        targetType: 'refund_request',
        targetId: id,
        before: { status: 'pending' },
        after: { status, chargeId: request.chargeId },
        reason: decision.note,
      });
      const row = await repo.refundRequestById(db, id);
      const decided = (await context([row!]))[0]!;
      // The fan hears the answer once (in the bell, by mail unless turned off), after the commit.
      void notifier?.notify({
        type: 'refund_decision',
        userId: request.userId,
        actorId: null,
        objectType: 'refund_request',
        objectId: id,
        link: '/wallet',
        data: { status, amount: toMinor(decided.charge.total), note: decision.note },
        key: `refund_decision:${id}`,
      });
      return decided;
    },
  };
}
export type RefundRequests = ReturnType<typeof createRefundRequests>;
