/**
 * The galleries and photos tables: a creator's galleries, the photos in them (ordered by position),
 * the counters, and what others may see of them.
 */
import { and, asc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf, type Page, type RowsPage, type DateRange, type SortedPage } from '../../db/paging.js';
import { galleries, photos } from '../../db/schema/index.js';
import { matchesText } from '../../db/search.js';
import { badRequest } from '../../http/errors.js';
import type { ContentViewer } from '../content/access.service.js';
import { counters, type ObjectType } from '../content/objects.js';
import { escapeLike, visibleContent, type ViewerSlots } from '../content/visibility.js';
import type { Tx } from '../ledger/ledger.service.js';
import { contentLists, contentRows, readableByKey, scheduledRows } from '../content/content-rows.js';

export type GalleryRow = typeof galleries.$inferSelect;
export type NewGallery = typeof galleries.$inferInsert;
export type PhotoRow = typeof photos.$inferSelect;

/** A page of a gallery list: sort, text and creation dates (contract 1.3). */
export interface AssetPage extends SortedPage, DateRange {
  q?: string;
}

const dateOr = (v: string | undefined) => {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badRequest(`"${v}" is not a date`);
  return d;
};

/** What others may see: active, not hidden, with photos, published, from a creator who has not blocked them. */
function visible(viewer: ContentViewer | ViewerSlots): SQL[] {
  return [
    eq(galleries.status, 'active'),
    isNull(galleries.hiddenAt),
    gt(galleries.numOfItems, 0),
    ...visibleContent(galleries.performerId, viewer, galleries.publishedAt),
  ];
}

function filters(page: AssetPage): SQL[] {
  const where: SQL[] = [];
  if (page.q) where.push(matchesText([galleries.title, galleries.description], page.q));
  const from = dateOr(page.fromDate);
  const to = dateOr(page.toDate);
  if (from) where.push(gte(galleries.createdAt, from));
  if (to) where.push(lte(galleries.createdAt, to));
  return where;
}

const SORTABLE = { title: galleries.title, views: galleries.views, createdAt: galleries.createdAt };
const lists = contentLists(galleries, { visible, filters, sortable: SORTABLE, defaultSort: galleries.publishedAt });

/** A creator's own galleries (any status, or `status`), sorted and paged. */
export const ownGalleries = lists.own;

/** The galleries a viewer may see (of one creator, leaving one out), sorted and paged. */
export const visibleGalleries = lists.visible;

/** A gallery's like, comment and bookmark counters, moved in the caller's transaction. */
export const galleryCounters: Pick<ObjectType, 'count' | 'countBookmark'> = counters(galleries, {
  like: 'likes',
  comment: 'comments',
  bookmark: 'bookmarks',
});

/** A gallery by id or slug when this viewer may open it (theirs, an admin, or visible): one statement. */
export const readableGallery = readableByKey(galleries, 'galleries', visible);

/** The galleries by id: the visible one(s) for a viewer, a new one, a change. */
export const galleryRows = contentRows(galleries, galleries.id, visible);

/** The galleries with these ids, whatever their status. */
export function galleriesByIds(db: Db, ids: string[]): Promise<GalleryRow[]> {
  return db.select().from(galleries).where(inArray(galleries.id, ids));
}

/** A gallery by id; undefined when none. */
export async function galleryById(db: Db, id: string): Promise<GalleryRow | undefined> {
  const [g] = await db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
  return g;
}

/** Deletes a gallery (its photos go with it), publishes a scheduled one whose time has come, adds counted views. */
export const {
  remove: deleteGallery,
  publishDue: publishDueGallery,
  addViews: addGalleryViews,
} = scheduledRows(galleries);

/** Makes a photo its gallery's cover. */
export async function setGalleryCover(db: Db, galleryId: string, photoId: string): Promise<void> {
  await db.update(galleries).set({ coverPhotoId: photoId }).where(eq(galleries.id, galleryId));
}

/** Moves the photo count and fixes the cover when photos come and go. */
export async function recountGallery(db: Db, galleryId: string): Promise<void> {
  const [first] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.galleryId, galleryId))
    .orderBy(asc(photos.position), asc(photos.id))
    .limit(1);
  await db
    .update(galleries)
    .set({
      numOfItems: sql`(select count(*) from ${photos} where ${photos.galleryId} = ${galleryId})`,
      coverPhotoId: sql`case when ${galleries.coverPhotoId} in (select ${photos.id} from ${photos} where ${photos.galleryId} = ${galleryId}) then ${galleries.coverPhotoId} else ${first?.id ?? null} end`,
    })
    .where(eq(galleries.id, galleryId));
}

/* Photos */

const photoOrder = [asc(photos.galleryId), asc(photos.position), asc(photos.id)];
/** The position after a gallery's last photo. */
const nextPosition = (galleryId: string) =>
  sql`(select coalesce(max(${photos.position}) + 1, 0) from ${photos} where ${photos.galleryId} = ${galleryId})`;

/** The photos with these ids. */
export function photosByIds(db: Db, ids: string[]): Promise<PhotoRow[]> {
  return db.select().from(photos).where(inArray(photos.id, ids));
}

/** A photo by id; undefined when none. */
export async function photoById(db: Db, id: string): Promise<PhotoRow | undefined> {
  const [p] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return p;
}

/** Every photo of a gallery. */
export function photosOfGallery(db: Db, galleryId: string): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.galleryId, galleryId));
}

/** A new photo, placed after the gallery's last one. */
export async function insertPhoto(
  db: Db,
  values: Omit<typeof photos.$inferInsert, 'position'> & { galleryId: string },
): Promise<PhotoRow> {
  const [row] = await db
    .insert(photos)
    .values({ ...values, position: nextPosition(values.galleryId) })
    .returning();
  return row!;
}

/** A creator's own photos (of one gallery, status, title text), in gallery order, paged. */
export function ownPhotos(
  db: Db,
  performerId: string,
  page: Page & { galleryId?: string; status?: string; q?: string },
): Promise<RowsPage<PhotoRow>> {
  const where: SQL[] = [eq(photos.performerId, performerId)];
  if (page.galleryId) where.push(eq(photos.galleryId, page.galleryId));
  if (page.status) where.push(eq(photos.status, page.status as PhotoRow['status']));
  if (page.q) where.push(ilike(photos.title, `%${escapeLike(page.q)}%`));
  return pageOf(db, photos, where, photoOrder, page);
}

/** Active photos of active, published, unhidden galleries a viewer may see (of one gallery or creator), paged. */
export function visiblePhotos(
  db: Db,
  viewer: ContentViewer,
  page: Page & { galleryId?: string; performerId?: string },
): Promise<RowsPage<PhotoRow>> {
  const where: SQL[] = [
    eq(photos.status, 'active'),
    sql`exists (select 1 from ${galleries} g where g.id = ${photos.galleryId} and g.status = 'active' and g.hidden_at is null and g.published_at <= now())`,
    ...visibleContent(photos.performerId, viewer),
  ];
  if (page.galleryId) where.push(eq(photos.galleryId, page.galleryId));
  if (page.performerId) where.push(eq(photos.performerId, page.performerId));
  return pageOf(db, photos, where, photoOrder, page);
}

/** Reorders a gallery: shifts by one the photos between a photo's old place `from` and new place `to`. */
export async function shiftPhotos(tx: Tx, galleryId: string, photoId: string, from: number, to: number): Promise<void> {
  await tx
    .update(photos)
    .set({
      position: to < from ? sql`${photos.position} + 1` : sql`${photos.position} - 1`,
    })
    .where(
      and(
        eq(photos.galleryId, galleryId),
        ne(photos.id, photoId),
        to < from ? gte(photos.position, to) : lte(photos.position, to),
        to < from ? lt(photos.position, from) : gt(photos.position, from),
      ),
    );
}

/** Changes a photo in the caller's transaction; `position: 'last'` places it after its gallery's last photo. */
export async function updatePhoto(
  tx: Tx,
  id: string,
  values: Pick<PhotoRow, 'title' | 'description' | 'status' | 'galleryId'> & { position: number | 'last' },
): Promise<void> {
  await tx
    .update(photos)
    .set({
      ...values,
      position: values.position === 'last' ? nextPosition(values.galleryId) : values.position,
    })
    .where(eq(photos.id, id));
}

/** Deletes a photo. */
export async function deletePhoto(db: Db, id: string): Promise<void> {
  await db.delete(photos).where(eq(photos.id, id));
}
