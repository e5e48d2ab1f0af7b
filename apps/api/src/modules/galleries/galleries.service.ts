import { fromMinor, toMinor, type Gallery, type GalleryInput } from '@fanlane/shared';
import { createViewCounter } from '../content/view-counter.js';
import { notFound } from '../../http/errors.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import type { CreatorNarrowing } from '../content/content-rows.js';
import type { ContentDeps } from '../content/deps.js';
import { assertCreatorAccount } from '../content/creator-account.js';
import { itemsOf, presentedOr404, presentedPage } from '../content/media-content.js';
import { publicationTime } from '../content/publisher.js';
import { slugFor } from '../content/slug.js';
import type { FileRow } from '../files/files.service.js';
import {
  addGalleryViews,
  deleteGallery,
  galleryById,
  readableGallery,
  galleryCounters,
  galleryRows,
  ownGalleries,
  photosByIds,
  photosOfGallery,
  publishDueGallery,
  recountGallery,
  visibleGalleries,
  type AssetPage,
  type GalleryRow,
  type PhotoRow,
} from './galleries.repository.js';
import { createPhotoVerbs } from './photos.js';

export type { AssetPage } from './galleries.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Galleries of photos (contract 3.9, 3.10): a gallery's price or the subscription opens its photos. */
export function createGalleriesService(deps: ContentDeps) {
  const { db, files, media, access, objects, publisher, context } = deps;
  /** Detail views, written once a second (content/view-counter.ts). */
  const views = createViewCounter((id, n) => addGalleryViews(db, id, n));

  const sellable = (g: GalleryRow) => ({
    id: g.id,
    ownerId: g.performerId,
    isSale: g.isSale,
    priceMinor: g.priceMinor,
  });

  async function present(rows: GalleryRow[], viewer: ContentViewer, withPerformer = true): Promise<Gallery[]> {
    if (!rows.length) return [];
    const ctx = await context.load(viewer, 'gallery', itemsOf(rows));
    const coverIds = rows.map((g) => g.coverPhotoId).filter((v): v is string => !!v);
    const covers = coverIds.length ? await photosByIds(db, coverIds) : [];
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

  async function own(performerId: string, id: string, isAdmin: boolean) {
    const g = await galleryById(db, id);
    if (!g || (!isAdmin && g.performerId !== performerId)) throw notFound();
    return g;
  }

  /** A gallery a viewer may open (by id or slug): published and visible, or theirs, or any for admins. */
  async function readable(idOrSlug: string, viewer: ContentViewer): Promise<GalleryRow | null> {
    return readableGallery(db, idOrSlug, viewer);
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
  const recount = (galleryId: string) => recountGallery(db, galleryId);

  publisher.register('gallery', (id) => publishDueGallery(db, id));

  objects.register('gallery', {
    async find(id, viewer) {
      const g = await readable(id, viewer);
      return g ? { id: g.id, ownerId: g.performerId, performerId: g.performerId } : null;
    },
    ...galleryCounters,
    async present(ids, viewer) {
      const rows = await galleryRows.visibleAmong(db, ids, viewer);
      return new Map((await present(rows, viewer)).map((g) => [g._id, g]));
    },
  });

  return {
    /** Writes the views counted so far (the app calls it when it closes). */
    flushViews: views.flush,

    async create(performerId: string, input: GalleryInput, viewer: ContentViewer) {
      if (performerId !== viewer.id) await assertCreatorAccount(db, performerId);
      const row = await db.transaction(async (tx) => {
        const g = await galleryRows.insert(tx, { ...values(performerId, input), slug: slugFor(input.title) });
        await publisher.schedule('gallery', g.id, g.isSchedule ? g.scheduledAt : null, tx);
        return g;
      });
      return (await present([row], viewer))[0]!;
    },

    async update(performerId: string, id: string, input: GalleryInput, viewer: ContentViewer) {
      const previous = await own(performerId, id, viewer.isAdmin);
      const row = await db.transaction(async (tx) => {
        const g = await galleryRows.update(tx, id, values(previous.performerId, input, previous));
        await publisher.schedule('gallery', g.id, g.isSchedule ? g.scheduledAt : null, tx);
        return g;
      });
      return (await present([row], viewer))[0]!;
    },

    async searchOwn(performerId: string, page: AssetPage & { status?: string }, viewer: ContentViewer) {
      const { rows, total } = await ownGalleries(db, performerId, page);
      return { data: await present(rows, viewer, false), total };
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const g = await own(performerId, id, isAdmin);
      const rows = await photosOfGallery(db, g.id);
      await deleteGallery(db, g.id);
      const fileRows = await files.byIds(rows.map((p) => p.fileId));
      await Promise.all([...fileRows.values()].map((f) => files.remove(f)));
      return true as const;
    },

    async search(page: AssetPage & CreatorNarrowing, viewer: ContentViewer) {
      return presentedPage(present, visibleGalleries(db, viewer, page), viewer);
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      const g = await readable(idOrSlug, viewer);
      if (g && g.performerId !== viewer.id) views.count(g.id);
      return presentedOr404(present, g && { ...g, views: g.views + views.pending(g.id) }, viewer);
    },

    ...createPhotoVerbs({ db, files, media, access, own, readable, present, recount, sellable }),
  };
}
export type GalleriesService = ReturnType<typeof createGalleriesService>;
