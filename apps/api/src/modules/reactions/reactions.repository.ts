/** The reactions table: likes and bookmarks, one row per user, object and action. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf, type Page, type RowsPage } from '../../db/paging.js';
import { reactions } from '../../db/schema/index.js';

export type ReactionRow = typeof reactions.$inferSelect;
export type ReactionAction = ReactionRow['action'];
/** One user's reaction of one kind to one object. */
export interface ReactionKey {
  objectId: string;
  objectType: string;
  action: ReactionAction;
}

/** One user's reactions of one kind to objects of one type. */
const userReactions = (userId: string, objectType: string, action: ReactionAction) => [
  eq(reactions.createdBy, userId),
  eq(reactions.objectType, objectType),
  eq(reactions.action, action),
];

const same = (userId: string, input: ReactionKey) =>
  and(...userReactions(userId, input.objectType, input.action), eq(reactions.objectId, input.objectId));

/** The reaction when it is new (in the caller's transaction); undefined when it existed. */
export async function insertReaction(tx: Db, userId: string, input: ReactionKey): Promise<ReactionRow | undefined> {
  const [created] = await tx
    .insert(reactions)
    .values({ createdBy: userId, objectType: input.objectType, objectId: input.objectId, action: input.action })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** The user's reaction; undefined when none. */
export async function findReaction(tx: Db, userId: string, input: ReactionKey): Promise<ReactionRow | undefined> {
  const [existing] = await tx.select().from(reactions).where(same(userId, input));
  return existing;
}

/** Deletes the user's reaction; the row it was, or undefined when there was none. */
export async function deleteReaction(tx: Db, userId: string, input: ReactionKey): Promise<ReactionRow | undefined> {
  const [row] = await tx.delete(reactions).where(same(userId, input)).returning();
  return row;
}

/** A user's bookmarks of one object type, newest first, paged, with the total. */
export async function bookmarksOf(
  db: Db,
  userId: string,
  objectType: string,
  page: Page,
): Promise<RowsPage<ReactionRow>> {
  const newestFirst = [desc(reactions.createdAt), desc(reactions.id)];
  return pageOf(db, reactions, userReactions(userId, objectType, 'bookmark'), newestFirst, page);
}

/** Which of `objectIds` (of one type) the user reacted to with `action`. */
export async function reactedAmong(
  db: Db,
  userId: string,
  objectType: string,
  action: ReactionAction,
  objectIds: string[],
): Promise<{ objectId: string }[]> {
  return db
    .select({ objectId: reactions.objectId })
    .from(reactions)
    .where(and(...userReactions(userId, objectType, action), inArray(reactions.objectId, objectIds)));
}

/** Deletes every reaction to one object, in the caller's transaction. */
export async function deleteReactionsOn(tx: Db, objectType: string, objectId: string): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.objectType, objectType), eq(reactions.objectId, objectId)));
}
