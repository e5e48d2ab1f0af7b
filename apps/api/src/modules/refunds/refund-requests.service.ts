import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  REFUND_MESSAGES,
  fromMinor,
  toMinor,
  type AdminRefundRequest,
  type RefundDecision,
  type RefundRequest,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { orders, refundRequests, tokenTransactions } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { displayName } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ChargesService } from '../wallet/charges.service.js';

type Row = typeof refundRequests.$inferSelect;

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
    const [chargeRows, history] = await Promise.all([
      db
        .select()
        .from(tokenTransactions)
        .where(
          inArray(
            tokenTransactions.id,
            rows.map((r) => r.chargeId),
          ),
        ),
      db
        .select({
          userId: refundRequests.userId,
          requests: count(),
          refunded: sql<number>`count(*) filter (where ${refundRequests.status} = 'refunded')`.mapWith(Number),
        })
        .from(refundRequests)
        .where(
          inArray(
            refundRequests.userId,
            rows.map((r) => r.userId),
          ),
        )
        .groupBy(refundRequests.userId),
    ]);
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
      const [charge] = await db
        .select()
        .from(tokenTransactions)
        .where(and(eq(tokenTransactions.id, chargeId), eq(tokenTransactions.userId, userId)));
      if (!charge) throw notFound();
      if (charge.status !== 'success') throw unprocessable(REFUND_MESSAGES.notRefundable, 'REFUND_NOT_REFUNDABLE');
      const [row] = await db
        .insert(refundRequests)
        .values({ chargeId, userId, performerId: charge.performerId, reason })
        .onConflictDoNothing()
        .returning();
      if (!row) throw unprocessable(REFUND_MESSAGES.alreadyAsked, 'REFUND_ALREADY_ASKED');
      return present(row);
    },

    /** The fan's own requests, newest first. */
    async mine(userId: string) {
      const rows = await db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.userId, userId))
        .orderBy(desc(refundRequests.createdAt))
        .limit(100);
      return rows.map(present);
    },

    async search(query: { status?: Row['status']; limit: number; offset: number }) {
      const where = query.status ? eq(refundRequests.status, query.status) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(refundRequests)
          .where(where)
          .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(refundRequests, where),
      ]);
      return { data: await context(rows), total };
    },

    countPending: () => db.$count(refundRequests, eq(refundRequests.status, 'pending')),

    /** Refunds the charge (once) or rejects the request; audited with the note. */
    async decide(actor: AuditActor, id: string, decision: RefundDecision) {
      const [request] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      if (!request) throw notFound();
      if (request.status !== 'pending') throw unprocessable(REFUND_MESSAGES.alreadyDecided);
      const status = decision.action === 'refund' ? ('refunded' as const) : ('rejected' as const);
      const mark = (executor: Db) =>
        executor
          .update(refundRequests)
          .set({ status, note: decision.note, reviewerId: actor.id, decidedAt: new Date() })
          .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')))
          .returning({ id: refundRequests.id });
      if (decision.action === 'refund')
        // The wallet's refund, with the request (and a physical order) marked in its transaction.
        await charges.refund(request.chargeId, async (tx) => {
          const [marked] = await mark(tx as unknown as Db);
          if (!marked) throw unprocessable(REFUND_MESSAGES.alreadyDecided);
          await tx.update(orders).set({ deliveryStatus: 'refunded' }).where(eq(orders.transactionId, request.chargeId));
        });
      else if (!(await mark(db)).length) throw unprocessable(REFUND_MESSAGES.alreadyDecided);
      await audit.record(actor, {
        action: decision.action === 'refund' ? 'refund.approve' : 'refund.reject',
        targetType: 'refund_request',
        targetId: id,
        before: { status: 'pending' },
        after: { status, chargeId: request.chargeId },
        reason: decision.note,
      });
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
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
