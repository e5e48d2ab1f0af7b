/** Orders as the back office lists them for one account. */
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** The latest `limit` orders the account bought or sold, the newest first. */
export function latestOrdersOf(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(or(eq(orders.userId, userId), eq(orders.performerId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
