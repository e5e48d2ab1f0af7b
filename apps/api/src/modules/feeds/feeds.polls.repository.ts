/**
 * The polls and poll_votes tables: a post's poll options and the votes on them. The polls of a page
 * of posts come with the viewer's state, in its one statement (content/viewer-state.ts).
 */
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pollVotes, polls } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';
import { rowsWhere } from '../shared-repo/rows.js';

export type PollRow = typeof polls.$inferSelect;

/** The creator's options among `pollIds` that are free (or already this post's, `feedId`). */
export function availablePolls(
  db: Db,
  performerId: string,
  pollIds: string[],
  feedId: string | null,
): Promise<PollRow[]> {
  const unattached = feedId ? or(isNull(polls.feedId), eq(polls.feedId, feedId)) : isNull(polls.feedId);
  return rowsWhere(db, polls, and(inArray(polls.id, pollIds), eq(polls.createdBy, performerId), unattached));
}

/** A new poll option, not yet in a post. */
export async function insertPoll(
  db: Db,
  values: { createdBy: string; description: string; expiredAt: Date | null },
): Promise<PollRow> {
  const [row] = await db.insert(polls).values(values).returning();
  return row!;
}

/** Puts the options into a post, closing when the post's poll does. */
export async function attachPolls(tx: Tx, pollIds: string[], feedId: string, expiredAt: Date | null): Promise<void> {
  await tx.update(polls).set({ feedId, expiredAt }).where(inArray(polls.id, pollIds));
}

/** Deletes the post's options not in `keep` (with their votes). */
export async function dropPollsExcept(tx: Tx, feedId: string, keep: string[]): Promise<void> {
  await tx.delete(polls).where(and(eq(polls.feedId, feedId), keep.length ? notInArray(polls.id, keep) : sql`true`));
}

/** A poll option by id; undefined when none. */
export async function pollById(db: Db, id: string): Promise<PollRow | undefined> {
  const [poll] = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
  return poll;
}

/** Records the user's vote on the post and counts it; false (nothing counted) when they voted already. */
export async function castVote(tx: Tx, feedId: string, userId: string, pollId: string): Promise<boolean> {
  const [vote] = await tx.insert(pollVotes).values({ feedId, userId, pollId }).onConflictDoNothing().returning();
  if (!vote) return false;
  await tx
    .update(polls)
    .set({ totalVote: sql`${polls.totalVote} + 1` })
    .where(eq(polls.id, pollId));
  return true;
}
