/** The follows table: who follows which creator (the counters live with the accounts, users.repository). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { follows } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';
import { idsAfter } from '../shared-repo/rows.js';

export type FollowRow = typeof follows.$inferSelect;

/** The follow of `performerId` by `followerId`, when it is new; undefined when it existed. */
export async function insertFollow(tx: Tx, followerId: string, performerId: string): Promise<FollowRow | undefined> {
  const [created] = await tx
    .insert(follows)
    .values({ followerId, followingId: performerId })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** The follow of `performerId` by `followerId`; undefined when none. */
export async function findFollow(tx: Tx, followerId: string, performerId: string): Promise<FollowRow | undefined> {
  const [existing] = await tx
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, performerId)));
  return existing;
}

/** Deletes the follow; the row it was, or undefined when there was none. */
export async function deleteFollow(tx: Tx, followerId: string, performerId: string): Promise<FollowRow | undefined> {
  const [removed] = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, performerId)))
    .returning();
  return removed;
}

/** A creator's followers by id after `after`, `limit` at a time. */
export async function followerIdsAfter(
  db: Db,
  performerId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  return idsAfter(db, follows, follows.followerId, [eq(follows.followingId, performerId)], after, limit);
}

/** One side of the follows of an account, newest first, paged, with the total. */
export async function listFollows(
  db: Db,
  side: 'followers' | 'following',
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FollowRow[]; total: number }> {
  const where = side === 'followers' ? eq(follows.followingId, userId) : eq(follows.followerId, userId);
  return pageOf(db, follows, [where], [desc(follows.createdAt), desc(follows.id)], page);
}
