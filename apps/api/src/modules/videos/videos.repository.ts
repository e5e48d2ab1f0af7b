/**
 * The videos table. Reads carry the same visibility rules as the other creator content (active,
 * not hidden, a processed video, published, the creator visible to the viewer).
 */
import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { matchesText } from '../../db/search.js';
import type { ContentViewer } from '../content/access.service.js';
import { counters } from '../content/objects.js';
import { isObjectId } from '../content/slug.js';
import type { AssetPage } from '../galleries/galleries.service.js';
import { firstRowWhere } from '../shared-repo/rows.js';
import { contentLists, contentRows, readableByKey, scheduledRows } from '../content/content-rows.js';
import { visibleMedia, type ViewerSlots } from '../content/visibility.js';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type VideoFilters = AssetPage & { isSale?: boolean; tag?: string };

const visible = (viewer: ContentViewer | ViewerSlots): SQL[] => visibleMedia(videos, viewer);

function filters(page: VideoFilters): SQL[] {
  const where: SQL[] = [];
  if (page.q) where.push(matchesText([videos.title, videos.description], page.q));
  if (page.isSale !== undefined) where.push(eq(videos.isSale, page.isSale));
  if (page.tag) where.push(sql`${page.tag} = any(${videos.tags})`);
  if (page.fromDate && !Number.isNaN(Date.parse(page.fromDate)))
    where.push(gte(videos.createdAt, new Date(page.fromDate)));
  if (page.toDate && !Number.isNaN(Date.parse(page.toDate))) where.push(lte(videos.createdAt, new Date(page.toDate)));
  return where;
}

const SORTABLE = { views: videos.views, title: videos.title, createdAt: videos.createdAt };
const lists = contentLists(videos, { visible, filters, sortable: SORTABLE, defaultSort: videos.publishedAt });

/** The creator's own videos, any status (or one), filtered and paged. */
export const ownVideos = lists.own;

/** Videos the viewer may see (of one creator, without one, when given), filtered and paged. */
export const visibleVideos = lists.visible;

/** One video by id, whatever its state. */
export async function videoById(db: Db, id: string): Promise<VideoRow | null> {
  return firstRowWhere(db, videos, eq(videos.id, id));
}

/** One video by id or slug, whatever its state. */
export async function videoByKey(db: Db, idOrSlug: string): Promise<VideoRow | null> {
  const key = isObjectId(idOrSlug) ? eq(videos.id, idOrSlug) : eq(videos.slug, idOrSlug);
  return firstRowWhere(db, videos, key);
}

/** A video by id or slug when this viewer may open it (theirs, an admin, or visible): one statement. */
export const readableVideo = readableByKey(videos, 'videos', visible);

/** The videos by id: the visible one(s) for a viewer, a new one, a change. */
export const videoRows = contentRows(videos, videos.id, visible);

/** Deletes a video, publishes a scheduled one whose time has come, counts one view. */
export const { remove: deleteVideo, publishDue: markVideoPublished, addViews: addVideoViews } = scheduledRows(videos);

/** The like, comment and bookmark counters of a video (the object registry's). */
export const videoCounters = counters(videos, { like: 'likes', comment: 'comments', bookmark: 'bookmarks' });
