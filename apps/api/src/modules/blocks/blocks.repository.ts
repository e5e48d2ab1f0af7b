/** The user_blocks and performer_blocked_countries tables: a creator's blocks of fans and countries. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { performerBlockedCountries, userBlocks } from '../../db/schema/index.js';
import { deletedAny, upsertRow } from '../shared-repo/rows.js';

export type UserBlockRow = typeof userBlocks.$inferSelect;
export type BlockedCountriesRow = typeof performerBlockedCountries.$inferSelect;

/** Blocks a fan, or updates the reason of an existing block. */
export async function upsertUserBlock(
  db: Db,
  performerId: string,
  targetId: string,
  reason: string,
): Promise<UserBlockRow> {
  const target = [userBlocks.performerId, userBlocks.targetId];
  return upsertRow(db, userBlocks, target, { performerId, targetId, reason }, { reason, updatedAt: new Date() });
}

/** Removes a block; whether there was one. */
export async function deleteUserBlock(db: Db, performerId: string, targetId: string): Promise<boolean> {
  const block = and(eq(userBlocks.performerId, performerId), eq(userBlocks.targetId, targetId));
  return deletedAny(db, userBlocks, userBlocks.id, block);
}

/** A page of a creator's blocked fans (by creation time, the query's direction) and their total. */
export async function listUserBlocks(
  db: Db,
  performerId: string,
  query: ListQuery,
): Promise<{ rows: UserBlockRow[]; total: number }> {
  const dir = query.sort === 'asc' ? asc : desc;
  const order = [dir(userBlocks.createdAt), dir(userBlocks.id)];
  return pageOf(db, userBlocks, [eq(userBlocks.performerId, performerId)], order, query);
}

/** Replaces a creator's blocked country codes. */
export async function upsertBlockedCountries(
  db: Db,
  performerId: string,
  codes: string[],
): Promise<BlockedCountriesRow> {
  const [row] = await db
    .insert(performerBlockedCountries)
    .values({ performerId, countryCodes: codes })
    .onConflictDoUpdate({
      target: performerBlockedCountries.performerId,
      set: { countryCodes: codes, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
