/** The comments table: comments on content and replies (comments on a comment), and their counters. */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { comments } from '../../db/schema/index.js';
import type { ContentViewer } from '../content/access.service.js';
import { counters, type ObjectType } from '../content/objects.js';
import { firstRowWhere, updateRowWhere } from '../shared-repo/rows.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;

/** A comment staff hid (issue #18) is seen only by its author and admins. */
const shownTo = (viewer: ContentViewer) =>
  viewer.isAdmin ? undefined : or(isNull(comments.hiddenAt), viewer.id ? eq(comments.createdBy, viewer.id) : undefined);

/** A comment's like and reply counters, moved in the caller's transaction. */
export const commentCounters: Pick<ObjectType, 'count' | 'countBookmark'> = counters(comments, {
  like: 'totalLike',
  comment: 'totalReply',
});

/** What a comment is on; undefined when it is gone. */
export async function commentTarget(db: Db, id: string): Promise<{ objectType: string; objectId: string } | undefined> {
  const [parent] = await db
    .select({ objectType: comments.objectType, objectId: comments.objectId })
    .from(comments)
    .where(eq(comments.id, id));
  return parent;
}

/** A comment this viewer may see (hidden ones only to their author and admins); null when none. */
export async function visibleComment(db: Db, id: string, viewer: ContentViewer): Promise<CommentRow | null> {
  return firstRowWhere(db, comments, and(eq(comments.id, id), shownTo(viewer)));
}

/** A comment by id, hidden or not; null when none. */
export async function commentById(db: Db, id: string): Promise<CommentRow | null> {
  return firstRowWhere(db, comments, eq(comments.id, id));
}

/** A new comment, in the caller's transaction. */
export async function insertComment(tx: Db, values: NewComment): Promise<CommentRow> {
  const [created] = await tx.insert(comments).values(values).returning();
  return created!;
}

/** The comments on one object this viewer may see, newest first, paged, with the total. */
export async function commentsOn(
  db: Db,
  objectType: string,
  objectId: string,
  viewer: ContentViewer,
  page: { limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = [eq(comments.objectType, objectType), eq(comments.objectId, objectId), shownTo(viewer)];
  return pageOf(db, comments, where, [desc(comments.createdAt), desc(comments.id)], page);
}

/** Changes the text of the author's own comment; the row after, or null when it is not theirs. */
export async function updateOwnComment(
  db: Db,
  userId: string,
  id: string,
  content: string,
): Promise<CommentRow | null> {
  return updateRowWhere(db, comments, and(eq(comments.id, id), eq(comments.createdBy, userId)), { content });
}

/** Deletes a comment and the replies to it, in the caller's transaction. */
export async function deleteCommentAndReplies(tx: Db, id: string): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, id));
  await tx.delete(comments).where(and(eq(comments.objectType, 'comment'), eq(comments.objectId, id)));
}
