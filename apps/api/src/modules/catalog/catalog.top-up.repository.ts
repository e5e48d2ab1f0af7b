/**
 * The catalog's token packages and coupons as a wallet top-up reads and uses them: the packages for
 * sale, a coupon's validity for a fan, and the use a settled top-up records.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponUses, coupons, tokenPackages } from '../../db/schema/index.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { Tx } from '../ledger/ledger.service.js';
import { hasRowWhere, rowWhere } from '../shared-repo/rows.js';

export type TokenPackageRow = typeof tokenPackages.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

export interface TokenPackageQuery {
  q?: string;
  isActive?: string;
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
}

/** The active (or, `isActive=false`, inactive) packages, searched by name, sorted (by ordering first) and paged. */
export function tokenPackagesPage(
  db: Db,
  query: TokenPackageQuery,
): Promise<{ rows: TokenPackageRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(sql`${tokenPackages.name} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  where.push(eq(tokenPackages.isActive, query.isActive === 'false' ? false : true));
  const sortBy = query.sortBy === 'updatedAt' ? 'ordering' : query.sortBy;
  return pageOf(
    db,
    tokenPackages,
    where,
    sortOf(
      { sort: query.sortBy === 'updatedAt' ? 'asc' : query.sort, sortBy },
      { ordering: tokenPackages.ordering, price: tokenPackages.priceMinor, createdAt: tokenPackages.createdAt },
      tokenPackages.ordering,
      tokenPackages.id,
    ),
    query,
  );
}

/** An active token package by id; null when none. */
export async function activeTokenPackage(db: Db, id: string): Promise<TokenPackageRow | null> {
  return rowWhere(db, tokenPackages, and(eq(tokenPackages.id, id), eq(tokenPackages.isActive, true)));
}

/** An active coupon by its code; null when none. */
export async function activeCoupon(db: Db, code: string): Promise<CouponRow | null> {
  return rowWhere(db, coupons, and(eq(coupons.code, code), eq(coupons.isActive, true)));
}

/** Whether the fan has used the coupon already. */
export async function couponUsedBy(db: Db, couponId: string, userId: string): Promise<boolean> {
  return hasRowWhere(db, couponUses, and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
}

/** Records the fan's use of a coupon on a settled top-up (once) and counts it, in the top-up's transaction. */
export async function recordCouponUse(
  tx: Tx,
  use: { couponId: string; userId: string; paymentId: string },
): Promise<void> {
  await tx.insert(couponUses).values(use).onConflictDoNothing();
  await tx
    .update(coupons)
    .set({ numberOfUses: sql`${coupons.numberOfUses} + 1` })
    .where(eq(coupons.id, use.couponId));
}
