import { createHash } from 'node:crypto';
import { ASSET_MESSAGES, fromMinor, toMinor, type Reel } from '@fanlane/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import type { ContentDeps } from '../content/deps.js';
import {
  contentObjectType,
  editedSaleFields,
  itemsOf,
  ownedAndReadable,
  presentedOr404,
  presentedPage,
  uploadOr400,
} from '../content/media-content.js';
import type { FileRow } from '../files/files.service.js';
import {
  countReelView,
  deleteReel,
  ownReels,
  reelById,
  reelCounters,
  reelRows,
  visibleReels,
  type ReelPage,
  type ReelRow,
  type ReelStatus,
} from './reels.repository.js';

export type { ReelPage } from './reels.repository.js';

/** Text fields of an upload or an edit (multipart strings already coerced by the shared schema). */
export interface ReelFields {
  title?: string;
  description?: string;
  status?: ReelStatus;
  isSale?: boolean;
  price?: number;
}

/** Who is counting a view: the account, or for signed-out visitors a hash of their address. */
export interface ViewerKeySource {
  ip: string;
  userAgent: string;
}

/** The viewer key of a view (a raw address never reaches the database). */
export const viewerKeyOf = (viewer: ContentViewer, source: ViewerKeySource) =>
  viewer.id ?? `anon:${createHash('sha256').update(`${source.ip}|${source.userAgent}`).digest('hex')}`;

/** The UTC day a view is counted in. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Reels: short vertical videos. One processed video each (type `reel-video`, private, transcoded by
 * the media job with a thumbnail and a blurred preview); the same access rules as other content.
 */
export function createReelsService(deps: ContentDeps) {
  const { db, files, media, access, objects, context } = deps;

  const sellable = (r: ReelRow) => ({ id: r.id, ownerId: r.performerId, isSale: r.isSale, priceMinor: r.priceMinor });

  const store = (ownerId: string, upload: UploadedFile) =>
    uploadOr400(
      () => media.upload(ownerId, upload, 'video', 'reel'),
      ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'],
      (detail) => `${ASSET_MESSAGES.invalidFileFormat}: ${detail}`,
    );

  async function present(rows: ReelRow[], viewer: ContentViewer): Promise<Reel[]> {
    if (!rows.length) return [];
    const ctx = await context.load(
      viewer,
      'reel',
      itemsOf(rows),
      [],
      rows.map((r) => r.fileId),
    );
    return Promise.all(rows.map((r) => presentOne(r, ctx, ctx.files)));
  }

  async function presentOne(r: ReelRow, ctx: ViewerContext, fileRows: Map<string, FileRow>): Promise<Reel> {
    const decision = access.decide(ctx.viewer, sellable(r), ctx.held);
    const file = fileRows.get(r.fileId);
    // Locked: url null and only the blurred preview (media.view mints no signed link for it).
    const video = file ? await media.view(file, { canView: decision.canView, viewerId: ctx.viewer.id }) : null;
    return {
      _id: r.id,
      performerId: r.performerId,
      performer: context.performer(ctx, r.performerId),
      title: r.title,
      description: r.description,
      // A reel whose file failed shows file-error (business-rules "Media processing").
      status: file?.status === 'error' ? 'file-error' : r.status,
      isSale: r.isSale,
      price: fromMinor(r.priceMinor),
      video,
      thumbnail: video?.thumbnails[0] ?? video?.preview ?? null,
      stats: { views: r.views, likes: r.likes, comments: r.comments },
      isLiked: context.liked(ctx, r.id),
      isBookMarked: context.bookmarked(ctx, r.id),
      isSubscribed: decision.isSubscribed,
      isBought: decision.isBought,
      canView: decision.canView,
      processing: file?.status === 'processing',
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** The creator's own reel (or any, for an admin), and a reel this viewer may open. */
  const { own, readable } = ownedAndReadable(db, reelById, reelById, reelRows.visibleOne);

  async function dropFile(id: string | null) {
    const row = id ? await files.get(id) : null;
    if (row) await files.remove(row);
  }

  function values(fields: ReelFields) {
    return {
      title: fields.title ?? '',
      description: fields.description ?? '',
      status: fields.status ?? 'active',
      isSale: fields.isSale ?? false,
      priceMinor: fields.isSale ? toMinor(fields.price ?? 0) : 0,
    };
  }

  const shownAmong = (ids: string[], viewer: ContentViewer) => reelRows.visibleAmong(db, ids, viewer);
  objects.register('reel', contentObjectType(readable, reelCounters, shownAmong, present));

  return {
    async upload(performerId: string, fields: ReelFields, video: UploadedFile | undefined, viewer: ContentViewer) {
      if (!video) throw badRequest('Attach the video in the "video" field');
      const file = await store(performerId, video);
      const row = await reelRows.insert(db, { ...values(fields), performerId, fileId: file.id });
      return (await present([row], viewer))[0]!;
    },

    /** Changes what is sent; a new video replaces the old one (which is deleted). */
    async edit(
      performerId: string,
      id: string,
      fields: ReelFields,
      video: UploadedFile | undefined,
      viewer: ContentViewer,
    ) {
      const previous = await own(performerId, id, viewer.isAdmin);
      const merged: ReelFields = editedSaleFields(fields, previous);
      if (merged.isSale && !(merged.price && merged.price > 0)) throw badRequest(ASSET_MESSAGES.priceNeeded);
      const file = video ? await store(previous.performerId, video) : null;
      const row = await reelRows.update(db, previous.id, { ...values(merged), fileId: file?.id ?? previous.fileId });
      if (file) await dropFile(previous.fileId);
      return (await present([row], viewer))[0]!;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const r = await own(performerId, id, isAdmin);
      await deleteReel(db, r.id);
      await dropFile(r.fileId);
      return true as const;
    },

    async searchOwn(performerId: string, page: ReelPage & { status?: ReelStatus }, viewer: ContentViewer) {
      return presentedPage(present, ownReels(db, performerId, page), viewer);
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(page: ReelPage & { performerId?: string }, viewer: ContentViewer) {
      return presentedPage(present, visibleReels(db, viewer, page), viewer);
    },

    /**
     * The vertical player's feed: visible reels, newest first, with the creators the viewer follows
     * or subscribes to first.
     */
    async feed(page: ReelPage & { performerId?: string }, viewer: ContentViewer) {
      return presentedPage(present, visibleReels(db, viewer, page, true), viewer);
    },

    async get(id: string, viewer: ContentViewer) {
      return presentedOr404(present, await readable(id, viewer), viewer);
    },

    /**
     * Counts a view once per viewer per (UTC) day; the creator's own views are not counted.
     * Returns whether this call counted and the reel's views.
     */
    async view(id: string, viewer: ContentViewer, source: ViewerKeySource) {
      const r = await readable(id, viewer);
      if (!r) throw notFound();
      if (r.performerId === viewer.id) return { viewed: false, views: r.views };
      const { counted, views } = await countReelView(db, r.id, viewerKeyOf(viewer, source), today());
      return { viewed: counted, views: views ?? r.views };
    },
  };
}
export type ReelsService = ReturnType<typeof createReelsService>;
