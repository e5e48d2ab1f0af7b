import { and, asc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ASSET_MESSAGES, fromMinor, toMinor, type Gallery, type GalleryInput, type Photo } from '@fanlane/shared';
import { galleries, photos } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { ContentDeps } from '../content/deps.js';
import { assertCreatorAccount } from '../content/creator-account.js';
import { counters } from '../content/objects.js';
import { publicationTime } from '../content/publisher.js';
import { isObjectId, slugFor } from '../content/slug.js';
import { escapeLike, visibleContent } from '../content/visibility.js';
import type { FileRow } from '../files/files.service.js';
import { matchesText } from '../../db/search.js';

type GalleryRow = typeof galleries.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

export interface AssetPage {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
  fromDate?: string;
  toDate?: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const dateOr = (v: string | undefined) => {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badRequest(`"${v}" is not a date`);
  return d;
};

/** Galleries of photos (contract 3.9, 3.10): a gallery's price or the subscription opens its photos. */
export function createGalleriesService(deps: ContentDeps) {
  const { db, files, media, access, objects, publisher, context } = deps;

  const photoOrder = [asc(photos.galleryId), asc(photos.position), asc(photos.id)];
  const sellable = (g: GalleryRow) => ({
    id: g.id,
    ownerId: g.performerId,
    isSale: g.isSale,
    priceMinor: g.priceMinor,
  });

  function visible(viewer: ContentViewer): SQL[] {
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

  const listGalleries = (where: SQL[], page: AssetPage) =>
    pageOf(
      db,
      galleries,
      [...where, ...filters(page)],
      sortOf(
        page,
        { title: galleries.title, views: galleries.views, createdAt: galleries.createdAt },
        galleries.publishedAt,
        galleries.id,
      ),
      page,
    );

  async function present(rows: GalleryRow[], viewer: ContentViewer, withPerformer = true): Promise<Gallery[]> {
    if (!rows.length) return [];
    const ctx = await context.load(
      viewer,
      'gallery',
      rows.map((g) => ({ id: g.id, ownerId: g.performerId })),
    );
    const coverIds = rows.map((g) => g.coverPhotoId).filter((v): v is string => !!v);
    const covers = coverIds.length ? await db.select().from(photos).where(inArray(photos.id, coverIds)) : [];
    const coverFiles = await files.byIds(covers.map((p) => p.fileId));
    return Promise.all(rows.map((g) => presentOne(g, ctx, covers, coverFiles, withPerformer)));
  }

  async function presentOne(
    g: GalleryRow,
    ctx: ViewerContext,
    covers: PhotoRow[],
    coverFiles: Map<string, FileRow>,
    withPerformer: boolean,
  ): Promise<Gallery> {
    const decision = access.decide(ctx.viewer, sellable(g), ctx.held);
    const cover = covers.find((p) => p.id === g.coverPhotoId);
    const coverFile = cover ? coverFiles.get(cover.fileId) : undefined;
    // The cover is the creator's shop window: its thumbnail shows to everyone, the full image only
    // to entitled viewers.
    const coverView = coverFile ? await media.view(coverFile, { canView: true, viewerId: ctx.viewer.id }) : null;
    return {
      _id: g.id,
      performerId: g.performerId,
      title: g.title,
      slug: g.slug,
      description: g.description,
      status: g.status,
      price: fromMinor(g.priceMinor),
      isSale: g.isSale,
      numOfItems: g.numOfItems,
      coverPhotoId: g.coverPhotoId,
      coverPhoto: coverView ? { url: decision.canView ? coverView.url : null, thumbnails: coverView.thumbnails } : null,
      stats: { likes: g.likes, bookmarks: g.bookmarks, comments: g.comments, views: g.views },
      isSchedule: g.isSchedule,
      scheduledAt: iso(g.scheduledAt),
      ...(withPerformer ? { performer: context.performer(ctx, g.performerId) } : {}),
      isBookMarked: context.bookmarked(ctx, g.id),
      isSubscribed: decision.isSubscribed,
      isBought: decision.isBought,
      canView: decision.canView,
      createdAt: g.createdAt.toISOString(),
      updatedAt: g.updatedAt.toISOString(),
    };
  }

  async function presentPhotos(rows: PhotoRow[], viewer: ContentViewer, withGallery = true): Promise<Photo[]> {
    if (!rows.length) return [];
    const galleryRows = await db
      .select()
      .from(galleries)
      .where(inArray(galleries.id, [...new Set(rows.map((p) => p.galleryId))]));
    const byId = new Map(galleryRows.map((g) => [g.id, g]));
    const held = await access.entitlements(
      viewer,
      'gallery',
      galleryRows.map((g) => ({ id: g.id, ownerId: g.performerId })),
    );
    const fileRows = await files.byIds(rows.map((p) => p.fileId));
    const out: Photo[] = [];
    for (const p of rows) {
      const g = byId.get(p.galleryId);
      const file = fileRows.get(p.fileId);
      if (!g || !file) continue;
      const { canView } = access.decide(viewer, sellable(g), held);
      out.push({
        _id: p.id,
        performerId: p.performerId,
        galleryId: p.galleryId,
        fileId: p.fileId,
        title: p.title,
        description: p.description,
        status: p.status,
        processing: file.status === 'processing',
        position: p.position,
        price: fromMinor(g.priceMinor),
        isGalleryCover: g.coverPhotoId === p.id,
        photo: await media.view(file, { canView, viewerId: viewer.id }),
        ...(withGallery
          ? { gallery: { _id: g.id, title: g.title, slug: g.slug, isSale: g.isSale, price: fromMinor(g.priceMinor) } }
          : {}),
        canView,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      });
    }
    return out;
  }

  async function own(performerId: string, id: string, isAdmin: boolean) {
    const [g] = await db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
    if (!g || (!isAdmin && g.performerId !== performerId)) throw notFound();
    return g;
  }

  async function ownPhoto(performerId: string, id: string, isAdmin: boolean) {
    const [p] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
    if (!p || (!isAdmin && p.performerId !== performerId)) throw notFound();
    return p;
  }

  /** A gallery a viewer may open (by id or slug): published and visible, or theirs, or any for admins. */
  async function readable(idOrSlug: string, viewer: ContentViewer): Promise<GalleryRow | null> {
    const key = isObjectId(idOrSlug) ? eq(galleries.id, idOrSlug) : eq(galleries.slug, idOrSlug);
    const [g] = await db.select().from(galleries).where(key).limit(1);
    if (!g) return null;
    if (viewer.isAdmin || g.performerId === viewer.id) return g;
    const [shown] = await db
      .select()
      .from(galleries)
      .where(and(eq(galleries.id, g.id), ...visible(viewer)))
      .limit(1);
    return shown ?? null;
  }

  function values(performerId: string, input: GalleryInput, previous?: GalleryRow) {
    const scheduledAt = input.isSchedule && input.scheduledAt ? new Date(input.scheduledAt) : null;
    const { publishedAt, isSchedule } = publicationTime(scheduledAt, previous?.publishedAt);
    return {
      performerId,
      title: input.title,
      description: input.description ?? '',
      status: input.status ?? 'active',
      isSale: input.isSale ?? false,
      priceMinor: input.isSale ? toMinor(input.price ?? 0) : 0,
      isSchedule,
      scheduledAt,
      publishedAt,
    };
  }

  /** Moves the photo count and fixes the cover when photos come and go. */
  async function recount(galleryId: string) {
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

  publisher.register('gallery', async (id) => {
    await db
      .update(galleries)
      .set({ isSchedule: false })
      .where(and(eq(galleries.id, id), sql`${galleries.publishedAt} <= now()`));
  });

  objects.register('gallery', {
    async find(id, viewer) {
      const g = await readable(id, viewer);
      return g ? { id: g.id, ownerId: g.performerId, performerId: g.performerId } : null;
    },
    ...counters(galleries, { like: 'likes', comment: 'comments', bookmark: 'bookmarks' }),
    async present(ids, viewer) {
      const rows = await db
        .select()
        .from(galleries)
        .where(and(inArray(galleries.id, ids), ...visible(viewer)));
      return new Map((await present(rows, viewer)).map((g) => [g._id, g]));
    },
  });

  return {
    async create(performerId: string, input: GalleryInput, viewer: ContentViewer) {
      if (performerId !== viewer.id) await assertCreatorAccount(db, performerId);
      const row = await db.transaction(async (tx) => {
        const [g] = await tx
          .insert(galleries)
          .values({ ...values(performerId, input), slug: slugFor(input.title) })
          .returning();
        await publisher.schedule('gallery', g!.id, g!.isSchedule ? g!.scheduledAt : null, tx);
        return g!;
      });
      return (await present([row], viewer))[0]!;
    },

    async update(performerId: string, id: string, input: GalleryInput, viewer: ContentViewer) {
      const previous = await own(performerId, id, viewer.isAdmin);
      const row = await db.transaction(async (tx) => {
        const [g] = await tx
          .update(galleries)
          .set(values(previous.performerId, input, previous))
          .where(eq(galleries.id, id))
          .returning();
        await publisher.schedule('gallery', g!.id, g!.isSchedule ? g!.scheduledAt : null, tx);
        return g!;
      });
      return (await present([row], viewer))[0]!;
    },

    async searchOwn(performerId: string, page: AssetPage & { status?: string }, viewer: ContentViewer) {
      const where: SQL[] = [eq(galleries.performerId, performerId)];
      if (page.status) where.push(eq(galleries.status, page.status as GalleryRow['status']));
      const { rows, total } = await listGalleries(where, page);
      return { data: await present(rows, viewer, false), total };
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const g = await own(performerId, id, isAdmin);
      const rows = await db.select().from(photos).where(eq(photos.galleryId, g.id));
      await db.delete(galleries).where(eq(galleries.id, g.id));
      const fileRows = await files.byIds(rows.map((p) => p.fileId));
      await Promise.all([...fileRows.values()].map((f) => files.remove(f)));
      return true as const;
    },

    async search(page: AssetPage & { performerId?: string; excludedId?: string }, viewer: ContentViewer) {
      const where = visible(viewer);
      if (page.performerId) where.push(eq(galleries.performerId, page.performerId));
      if (page.excludedId) where.push(ne(galleries.id, page.excludedId));
      const { rows, total } = await listGalleries(where, page);
      return { data: await present(rows, viewer), total };
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      const g = await readable(idOrSlug, viewer);
      if (!g) throw notFound();
      if (g.performerId !== viewer.id)
        await db
          .update(galleries)
          .set({ views: sql`${galleries.views} + 1` })
          .where(eq(galleries.id, g.id));
      return (await present([{ ...g, views: g.views + 1 }], viewer))[0]!;
    },

    /* Photos */

    async uploadPhoto(
      performerId: string,
      upload: UploadedFile,
      fields: { galleryId: string; title?: string; description?: string; status?: PhotoRow['status'] },
      viewer: ContentViewer,
    ) {
      const g = await own(performerId, fields.galleryId, viewer.isAdmin).catch(() => {
        throw new AppError('UNPROCESSABLE', ASSET_MESSAGES.galleryNotYours);
      });
      let file: FileRow;
      try {
        file = await media.upload(g.performerId, upload, 'photo', 'gallery');
      } catch (err) {
        if (err instanceof AppError && ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'].includes(err.code))
          throw badRequest(ASSET_MESSAGES.invalidImage);
        throw err;
      }
      const [row] = await db
        .insert(photos)
        .values({
          performerId: g.performerId,
          galleryId: g.id,
          fileId: file.id,
          title: fields.title ?? '',
          description: fields.description ?? '',
          status: fields.status ?? 'active',
          position: sql`(select coalesce(max(${photos.position}) + 1, 0) from ${photos} where ${photos.galleryId} = ${g.id})`,
        })
        .returning();
      await recount(g.id);
      return (await presentPhotos([row!], viewer))[0]!;
    },

    async searchOwnPhotos(
      performerId: string,
      page: { limit: number; offset: number; galleryId?: string; status?: string; q?: string },
      viewer: ContentViewer,
    ) {
      const where: SQL[] = [eq(photos.performerId, performerId)];
      if (page.galleryId) where.push(eq(photos.galleryId, page.galleryId));
      if (page.status) where.push(eq(photos.status, page.status as PhotoRow['status']));
      if (page.q) where.push(ilike(photos.title, `%${escapeLike(page.q)}%`));
      const { rows, total } = await pageOf(db, photos, where, photoOrder, page);
      return { data: await presentPhotos(rows, viewer), total };
    },

    async viewOwnPhoto(performerId: string, id: string, viewer: ContentViewer) {
      return (await presentPhotos([await ownPhoto(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async updatePhoto(
      performerId: string,
      id: string,
      input: {
        title?: string;
        description?: string;
        status?: PhotoRow['status'];
        galleryId?: string;
        position?: number;
      },
      viewer: ContentViewer,
    ) {
      const p = await ownPhoto(performerId, id, viewer.isAdmin);
      const target =
        input.galleryId && input.galleryId !== p.galleryId
          ? await own(p.performerId, input.galleryId, viewer.isAdmin)
          : null;
      await db.transaction(async (tx) => {
        const galleryId = target?.id ?? p.galleryId;
        if (input.position !== undefined) {
          // Reorder: shift the photos between the old and new place by one.
          const to = input.position;
          if (!target && to !== p.position)
            await tx
              .update(photos)
              .set({
                position: to < p.position ? sql`${photos.position} + 1` : sql`${photos.position} - 1`,
              })
              .where(
                and(
                  eq(photos.galleryId, galleryId),
                  ne(photos.id, p.id),
                  to < p.position ? gte(photos.position, to) : lte(photos.position, to),
                  to < p.position ? lt(photos.position, p.position) : gt(photos.position, p.position),
                ),
              );
        }
        await tx
          .update(photos)
          .set({
            title: input.title ?? p.title,
            description: input.description ?? p.description,
            status: input.status ?? p.status,
            galleryId,
            position: target
              ? sql`(select coalesce(max(${photos.position}) + 1, 0) from ${photos} where ${photos.galleryId} = ${galleryId})`
              : (input.position ?? p.position),
          })
          .where(eq(photos.id, p.id));
      });
      await recount(p.galleryId);
      if (target) await recount(target.id);
      return (await presentPhotos([await ownPhoto(p.performerId, p.id, true)], viewer))[0]!;
    },

    async setCover(performerId: string, id: string, viewer: ContentViewer) {
      const p = await ownPhoto(performerId, id, viewer.isAdmin);
      await db.update(galleries).set({ coverPhotoId: p.id }).where(eq(galleries.id, p.galleryId));
      return (await presentPhotos([p], viewer))[0]!;
    },

    async removePhoto(performerId: string, id: string, isAdmin: boolean) {
      const p = await ownPhoto(performerId, id, isAdmin);
      await db.delete(photos).where(eq(photos.id, p.id));
      const file = await files.get(p.fileId);
      if (file) await files.remove(file);
      await recount(p.galleryId);
      return true as const;
    },

    /** Photos fans may list: of active, visible galleries; URLs only for entitled viewers. */
    async photos(
      page: { limit: number; offset: number; galleryId?: string; performerId?: string },
      viewer: ContentViewer,
    ) {
      const where: SQL[] = [
        eq(photos.status, 'active'),
        sql`exists (select 1 from ${galleries} g where g.id = ${photos.galleryId} and g.status = 'active' and g.hidden_at is null and g.published_at <= now())`,
        ...visibleContent(photos.performerId, viewer),
      ];
      if (page.galleryId) {
        const g = await readable(page.galleryId, viewer);
        if (!g) throw notFound();
        where.push(eq(photos.galleryId, g.id));
      }
      if (page.performerId) where.push(eq(photos.performerId, page.performerId));
      const { rows, total } = await pageOf(db, photos, where, photoOrder, page);
      return { data: await presentPhotos(rows, viewer), total };
    },

    async photo(id: string, viewer: ContentViewer) {
      const [p] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
      const g = p ? await readable(p.galleryId, viewer) : null;
      if (!p || !g || (p.status !== 'active' && g.performerId !== viewer.id && !viewer.isAdmin)) throw notFound();
      const [view] = await presentPhotos([p], viewer);
      const [gallery] = await present([g], viewer);
      return { ...view!, performer: gallery!.performer };
    },
  };
}
export type GalleriesService = ReturnType<typeof createGalleriesService>;
