import { CATALOG_MESSAGES, type AdminCoupon, type couponInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import { unlessTaken } from './catalog-admin.service.js';
import { couponRows, couponsPage, type CouponRow as Row } from './catalog.repository.js';

type CouponInput = z.output<typeof couponInputSchema>;

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

const codeSafe = unlessTaken('coupons_code_key', CATALOG_MESSAGES.couponCodeTaken);

/**
 * Coupons in the back office (issue #18 Catalog): list, create, edit, deactivate; a coupon no fan
 * has used can be deleted. Fans apply active, unexpired ones at checkout (POST /coupons/{code}/apply-coupon).
 */
export function createCouponsAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async search(page: { limit: number; offset: number; q?: string; status?: string }) {
      const { rows, total } = await couponsPage(db, page);
      return { data: rows.map(presentCoupon), total };
    },

    create: (actor: AuditActor, input: CouponInput) =>
      codeSafe(() =>
        db.transaction(async (tx) => {
          const row = await couponRows.insert(tx, columns(input));
          const after = presentCoupon(row);
          await audit.record(actor, { action: 'coupon.create', targetType: 'coupon', targetId: row.id, after }, tx);
          return after;
        }),
      ),

    update: (actor: AuditActor, id: string, input: CouponInput) =>
      codeSafe(() =>
        db.transaction(async (tx) => {
          const old = await couponRows.lock(tx, id);
          if (!old) throw notFound();
          const row = await couponRows.update(tx, id, columns(input));
          const view = presentCoupon(row);
          const diff = changes({ ...presentCoupon(old), updatedAt: null }, { ...view, updatedAt: null });
          const action = old.isActive && !row.isActive ? 'coupon.deactivate' : 'coupon.update';
          await audit.record(actor, { action, targetType: 'coupon', targetId: id, ...diff }, tx);
          return view;
        }),
      ),

    async remove(actor: AuditActor, id: string) {
      await db.transaction(async (tx) => {
        const old = await couponRows.lock(tx, id);
        if (!old) throw notFound();
        if (old.numberOfUses > 0) throw unprocessable(CATALOG_MESSAGES.couponUsed);
        await couponRows.remove(tx, id);
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
