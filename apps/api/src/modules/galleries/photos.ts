import { ASSET_MESSAGES, fromMinor, type Gallery, type Photo } from '@fanlane/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ContentDeps } from '../content/deps.js';
import type { FileRow } from '../files/files.service.js';
import {
  deletePhoto,
  galleriesByIds,
  insertPhoto,
  ownPhotos,
  photoById,
  setGalleryCover,
  shiftPhotos,
  updatePhoto,
  visiblePhotos,
  type GalleryRow,
  type PhotoRow,
} from './galleries.repository.js';

/** What the photo verbs take from the galleries service: its gallery reads, presenter and recount. */
export interface PhotoVerbDeps extends Pick<ContentDeps, 'db' | 'files' | 'media' | 'access'> {
  /** The creator's own gallery (any for admins); 404 otherwise. */
  own(performerId: string, id: string, isAdmin: boolean): Promise<GalleryRow>;
  /** A gallery the viewer may open; null otherwise. */
  readable(idOrSlug: string, viewer: ContentViewer): Promise<GalleryRow | null>;
  present(rows: GalleryRow[], viewer: ContentViewer): Promise<Gallery[]>;
  /** Moves the photo count and fixes the cover when photos come and go. */
  recount(galleryId: string): Promise<void>;
  sellable(g: GalleryRow): { id: string; ownerId: string; isSale: boolean; priceMinor: number };
}

/** The photos of galleries (contract 3.10): uploads, order, cover, and the lists fans and creators see. */
export function createPhotoVerbs(deps: PhotoVerbDeps) {
  const { db, files, media, access, own, readable, present, recount, sellable } = deps;

  async function presentPhotos(rows: PhotoRow[], viewer: ContentViewer, withGallery = true): Promise<Photo[]> {
    if (!rows.length) return [];
    const galleryRows = await galleriesByIds(db, [...new Set(rows.map((p) => p.galleryId))]);
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

  async function ownPhoto(performerId: string, id: string, isAdmin: boolean) {
    const p = await photoById(db, id);
    if (!p || (!isAdmin && p.performerId !== performerId)) throw notFound();
    return p;
  }

  return {
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
      const row = await insertPhoto(db, {
        performerId: g.performerId,
        galleryId: g.id,
        fileId: file.id,
        title: fields.title ?? '',
        description: fields.description ?? '',
        status: fields.status ?? 'active',
      });
      await recount(g.id);
      return (await presentPhotos([row], viewer))[0]!;
    },

    async searchOwnPhotos(
      performerId: string,
      page: { limit: number; offset: number; galleryId?: string; status?: string; q?: string },
      viewer: ContentViewer,
    ) {
      const { rows, total } = await ownPhotos(db, performerId, page);
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
          if (!target && to !== p.position) await shiftPhotos(tx, galleryId, p.id, p.position, to);
        }
        await updatePhoto(tx, p.id, {
          title: input.title ?? p.title,
          description: input.description ?? p.description,
          status: input.status ?? p.status,
          galleryId,
          position: target ? 'last' : (input.position ?? p.position),
        });
      });
      await recount(p.galleryId);
      if (target) await recount(target.id);
      return (await presentPhotos([await ownPhoto(p.performerId, p.id, true)], viewer))[0]!;
    },

    async setCover(performerId: string, id: string, viewer: ContentViewer) {
      const p = await ownPhoto(performerId, id, viewer.isAdmin);
      await setGalleryCover(db, p.galleryId, p.id);
      return (await presentPhotos([p], viewer))[0]!;
    },

    async removePhoto(performerId: string, id: string, isAdmin: boolean) {
      const p = await ownPhoto(performerId, id, isAdmin);
      await deletePhoto(db, p.id);
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
      let galleryId: string | undefined;
      if (page.galleryId) {
        const g = await readable(page.galleryId, viewer);
        if (!g) throw notFound();
        galleryId = g.id;
      }
      const { rows, total } = await visiblePhotos(db, viewer, {
        limit: page.limit,
        offset: page.offset,
        galleryId,
        performerId: page.performerId,
      });
      return { data: await presentPhotos(rows, viewer), total };
    },

    async photo(id: string, viewer: ContentViewer) {
      const p = await photoById(db, id);
      const g = p ? await readable(p.galleryId, viewer) : null;
      if (!p || !g || (p.status !== 'active' && g.performerId !== viewer.id && !viewer.isAdmin)) throw notFound();
      const [view] = await presentPhotos([p], viewer);
      const [gallery] = await present([g], viewer);
      return { ...view!, performer: gallery!.performer };
    },
  };
}
export type PhotoVerbs = ReturnType<typeof createPhotoVerbs>;
