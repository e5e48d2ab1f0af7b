import { and, desc, eq, ilike } from 'drizzle-orm';
import { CATALOG_MESSAGES, type AdminCoupon, type couponInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { coupons } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import { escapeLike } from '../content/visibility.js';

type CouponInput = z.output<typeof couponInputSchema>;
type Row = typeof coupons.$inferSelect;

export function presentCoupon(row: Row): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    value: Number(row.value),
    expiredDate: row.expiredAt ? row.expiredAt.toISOString().slice(0, 10) : null,
    numberOfUses: row.numberOfUses,
    maxUses: row.maxUses,
    status: row.isActive ? 'active' : 'inactive',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an operator's input writes: usable through the whole expiry day (UTC). */
const columns = (input: CouponInput) => ({
  code: input.code,
  value: input.value.toFixed(4),
  expiredAt: input.expiredDate ? new Date(`${input.expiredDate}T23:59:59.999Z`) : null,
  maxUses: input.maxUses,
  isActive: input.status === 'active',
});

async function codeSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'coupons_code_key') throw unprocessable(CATALOG_MESSAGES.couponCodeTaken);
    throw err;
  }
}

/**
 * Coupons in the back office (issue #18 Catalog): list, create, edit, deactivate; a coupon no fan
 * has used can be deleted. Fans apply active, unexpired ones at checkout (POST /coupons/{code}/apply-coupon).
 */
export function createCouponsAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async search(page: { limit: number; offset: number; q?: string; status?: string }) {
      const where = page.q ? ilike(coupons.code, `%${escapeLike(page.q)}%`) : undefined;
      const status = page.status === 'active' || page.status === 'inactive' ? page.status : undefined;
      const filter = status ? eq(coupons.isActive, status === 'active') : undefined;
      const cond = and(where, filter);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(cond)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(coupons, cond),
      ]);
      return { data: rows.map(presentCoupon), total };
    },

    create: (actor: AuditActor, input: CouponInput) =>
      codeSafe(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(coupons).values(columns(input)).returning();
          const after = presentCoupon(row!);
          await audit.record(actor, { action: 'coupon.create', targetType: 'coupon', targetId: row!.id, after }, tx);
          return after;
        }),
      ),

    update: (actor: AuditActor, id: string, input: CouponInput) =>
      codeSafe(() =>
        db.transaction(async (tx) => {
          const [old] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (!old) throw notFound();
          const [row] = await tx
            .update(coupons)
            .set({ ...columns(input), updatedAt: new Date() })
            .where(eq(coupons.id, id))
            .returning();
          const view = presentCoupon(row!);
          const diff = changes({ ...presentCoupon(old), updatedAt: null }, { ...view, updatedAt: null });
          const action = old.isActive && !row!.isActive ? 'coupon.deactivate' : 'coupon.update';
          await audit.record(actor, { action, targetType: 'coupon', targetId: id, ...diff }, tx);
          return view;
        }),
      ),

    async remove(actor: AuditActor, id: string) {
      await db.transaction(async (tx) => {
        const [old] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!old) throw notFound();
        if (old.numberOfUses > 0) throw unprocessable(CATALOG_MESSAGES.couponUsed);
        await tx.delete(coupons).where(eq(coupons.id, id));
        await audit.record(
          actor,
          { action: 'coupon.delete', targetType: 'coupon', targetId: id, before: presentCoupon(old) },
          tx,
        );
      });
    },
  };
}
export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
