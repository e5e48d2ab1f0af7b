/**
 * The reels tables: reels and their daily view keys. Reads carry the same visibility rules as the
 * other creator content (active, not hidden, a processed video, the creator visible to the viewer).
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { follows, reels, reelViews, subscriptions } from '../../db/schema/index.js';
import { matchesText } from '../../db/search.js';
import type { ContentViewer } from '../content/access.service.js';
import { counters } from '../content/objects.js';
import { deleteObjectReactions } from '../reactions/reactions.objects.repository.js';
import { firstRowWhere } from '../shared-repo/rows.js';
import { contentRows } from '../content/content-rows.js';
import { visibleMedia } from '../content/visibility.js';

export type ReelRow = typeof reels.$inferSelect;
export type ReelStatus = ReelRow['status'];
export type NewReel = typeof reels.$inferInsert;
type ReelsPage = { rows: ReelRow[]; total: number };

export interface ReelPage {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
}

/** What others may see: active reels with a processed video, of creators visible to the viewer. */
const visible = (viewer: ContentViewer): SQL[] => visibleMedia(reels, viewer);

const order = (page: ReelPage) =>
  sortOf(page, { views: reels.views, likes: reels.likes, createdAt: reels.createdAt }, reels.publishedAt, reels.id);

const textFilter = (q: string | undefined): SQL[] => (q ? [matchesText([reels.title, reels.description], q)] : []);

/** One reel by id, whatever its state. */
export async function reelById(db: Db, id: string): Promise<ReelRow | null> {
  return firstRowWhere(db, reels, eq(reels.id, id));
}

/** The reels by id: the visible one(s) for a viewer, a new one, a change. */
export const reelRows = contentRows(reels, reels.id, visible);

/** Deletes the reel and its reactions, together. */
export async function deleteReel(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteObjectReactions(tx, 'reel', id);
    await tx.delete(reels).where(eq(reels.id, id));
  });
}

/** The creator's own reels, any status (or one), paged. */
export function ownReels(db: Db, performerId: string, page: ReelPage & { status?: ReelStatus }): Promise<ReelsPage> {
  const where = [eq(reels.performerId, performerId), ...textFilter(page.q)];
  if (page.status) where.push(eq(reels.status, page.status));
  return pageOf(db, reels, where, order(page), page);
}

/**
 * Reels the viewer may see (of one creator, when given), paged; `followedFirst`: the vertical
 * player's order, newest first with the creators the viewer follows or subscribes to first.
 */
export function visibleReels(
  db: Db,
  viewer: ContentViewer,
  page: ReelPage & { performerId?: string },
  followedFirst = false,
): Promise<ReelsPage> {
  const where = [...visible(viewer), ...textFilter(page.q)];
  if (page.performerId) where.push(eq(reels.performerId, page.performerId));
  if (!followedFirst) return pageOf(db, reels, where, order(page), page);
  const orderBy: SQL[] = [];
  if (viewer.id)
    orderBy.push(
      sql`case when exists (select 1 from ${follows} fo where fo.follower_id = ${viewer.id} and fo.following_id = ${reels.performerId})
            or exists (select 1 from ${subscriptions} s where s.user_id = ${viewer.id} and s.performer_id = ${reels.performerId}
              and s.status in ('active', 'created', 'deactivated') and s.expired_at > now()) then 0 else 1 end`,
    );
  orderBy.push(desc(reels.publishedAt), desc(reels.id));
  return pageOf(db, reels, where, orderBy, page);
}

/**
 * Counts a view of the reel once per viewer key and day; whether this one counted, and the reel's
 * views (undefined when the reel is gone).
 */
export function countReelView(
  db: Db,
  reelId: string,
  viewerKey: string,
  day: string,
): Promise<{ counted: boolean; views: number | undefined }> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .insert(reelViews)
      .values({ reelId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ reelId: reelViews.reelId });
    const [row] = counted
      ? await tx
          .update(reels)
          .set({ views: sql`${reels.views} + 1` })
          .where(eq(reels.id, reelId))
          .returning({ views: reels.views })
      : await tx.select({ views: reels.views }).from(reels).where(eq(reels.id, reelId));
    return { counted: !!counted, views: row?.views };
  });
}

/** The like and comment counters of a reel (the object registry's). */
export const reelCounters = counters(reels, { like: 'likes', comment: 'comments' });
