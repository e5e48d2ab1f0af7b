import { ASSET_MESSAGES, fromMinor, toMinor, type Video, type VideoFields } from '@fanlane/shared';
import { createViewCounter } from '../content/view-counter.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import type { ContentDeps } from '../content/deps.js';
import {
  contentObject,
  dropFiles as dropStored,
  editedSaleFields,
  ownedAndReadable,
  uploadOr400,
} from '../content/media-content.js';
import { publicationTime } from '../content/publisher.js';
import { slugFor } from '../content/slug.js';
import type { FileRow } from '../files/files.service.js';
import type { MediaUploadKind } from '../media/media.service.js';
import type { AssetPage } from '../galleries/galleries.service.js';
import { activeCreatorIds } from '../users/users.repository.js';
import {
  addVideoViews,
  deleteVideo,
  markVideoPublished,
  ownVideos,
  videoById,
  readableVideo,
  videoByKey,
  videoCounters,
  videoRows,
  visibleVideos,
  type VideoRow,
} from './videos.repository.js';

export interface VideoUploads {
  video?: UploadedFile;
  teaser?: UploadedFile;
  thumbnail?: UploadedFile;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Videos (contract 3.11): one processed video, an optional public teaser and thumbnail. */
export function createVideosService(deps: ContentDeps) {
  const { db, files, media, access, objects, publisher, context } = deps;
  /** Detail views, written once a second (content/view-counter.ts). */
  const views = createViewCounter((id, n) => addVideoViews(db, id, n));

  const sellable = (v: VideoRow) => ({ id: v.id, ownerId: v.performerId, isSale: v.isSale, priceMinor: v.priceMinor });

  const store = (ownerId: string, upload: UploadedFile, kind: MediaUploadKind) =>
    uploadOr400(
      () => media.upload(ownerId, upload, kind, 'performer'),
      ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'],
      (detail) => `${ASSET_MESSAGES.invalidFileFormat}: ${detail}`,
    );

  /** Participants must be active creators. */
  async function checkParticipants(ids: string[] | undefined) {
    const unique = [...new Set(ids ?? [])];
    if (!unique.length) return [];
    const rows = await activeCreatorIds(db, unique);
    if (rows.length !== unique.length) throw badRequest('One of the participants is not a creator');
    return unique;
  }

  async function present(rows: VideoRow[], viewer: ContentViewer, options: { list?: boolean } = {}): Promise<Video[]> {
    if (!rows.length) return [];
    const participantIds = [...new Set(rows.flatMap((v) => v.participantIds))];
    const ctx = await context.load(
      viewer,
      'video',
      rows.map((v) => ({ id: v.id, ownerId: v.performerId })),
      participantIds,
      rows.flatMap((v) => [v.fileId, v.thumbnailId, v.teaserId]),
    );
    return Promise.all(rows.map((v) => presentOne(v, ctx, ctx.files, options.list ?? false)));
  }

  async function presentOne(
    v: VideoRow,
    ctx: ViewerContext,
    fileRows: Map<string, FileRow>,
    list: boolean,
  ): Promise<Video> {
    const decision = access.decide(ctx.viewer, sellable(v), ctx.held);
    const opts = { canView: decision.canView, viewerId: ctx.viewer.id };
    const view = async (id: string | null, canView: boolean) => {
      const f = id ? fileRows.get(id) : undefined;
      return f ? media.view(f, { ...opts, canView }) : null;
    };
    const file = fileRows.get(v.fileId);
    const video = await view(v.fileId, decision.canView);
    const teaser = await view(v.teaserId, true);
    return {
      _id: v.id,
      performerId: v.performerId,
      fileId: v.fileId,
      title: v.title,
      slug: v.slug,
      description: v.description,
      // An item whose file failed shows file-error (business-rules "Media processing").
      status: file?.status === 'error' ? 'file-error' : v.status,
      tags: v.tags,
      processing: file?.status === 'processing',
      teaserProcessing: v.teaserId ? fileRows.get(v.teaserId)?.status === 'processing' : false,
      thumbnailId: v.thumbnailId,
      teaserId: v.teaserId,
      isSale: v.isSale,
      price: fromMinor(v.priceMinor),
      isSchedule: v.isSchedule,
      scheduledAt: iso(v.scheduledAt),
      participantIds: v.participantIds,
      participants: v.participantIds.map((id) => context.performer(ctx, id)),
      stats: { views: v.views, likes: v.likes, comments: v.comments, bookmarks: v.bookmarks },
      thumbnail: await view(v.thumbnailId, true),
      // Lists never carry playable URLs (contract 3.11); details do, for entitled viewers.
      teaser: teaser && list ? { ...teaser, url: null } : teaser,
      video: video && list ? { ...video, url: null } : video,
      performer: context.performer(ctx, v.performerId),
      isSubscribed: decision.isSubscribed,
      isBought: decision.isBought,
      isLiked: context.liked(ctx, v.id),
      isBookmarked: context.bookmarked(ctx, v.id),
      canView: decision.canView,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    };
  }

  const { own } = ownedAndReadable(db, videoById, videoByKey, videoRows.visibleOne);
  /** A video this viewer may open, and whether, in one statement. */
  const readable = (idOrSlug: string, viewer: ContentViewer) => readableVideo(db, idOrSlug, viewer);

  const dropFiles = (ids: (string | null)[]) => dropStored(files, ids);

  function values(fields: VideoFields, previous?: VideoRow) {
    const scheduledAt = fields.isSchedule && fields.scheduledAt ? new Date(fields.scheduledAt) : null;
    const { publishedAt, isSchedule } = publicationTime(scheduledAt, previous?.publishedAt);
    return {
      title: fields.title,
      description: fields.description ?? '',
      status: fields.status ?? 'active',
      tags: [...new Set((fields.tags ?? []).map((t) => t.toLowerCase()))],
      isSale: fields.isSale ?? false,
      priceMinor: fields.isSale ? toMinor(fields.price ?? 0) : 0,
      isSchedule,
      scheduledAt,
      publishedAt,
    };
  }

  publisher.register('video', (id) => markVideoPublished(db, id));

  objects.register('video', {
    find: async (id, viewer) => contentObject(await readable(id, viewer)),
    ...videoCounters,
    async present(ids, viewer) {
      const rows = await videoRows.visibleAmong(db, ids, viewer);
      return new Map((await present(rows, viewer, { list: true })).map((v) => [v._id, v]));
    },
  });

  return {
    /** Writes the views counted so far (the app calls it when it closes). */
    flushViews: views.flush,

    async upload(performerId: string, fields: VideoFields, uploads: VideoUploads, viewer: ContentViewer) {
      if (!uploads.video) throw badRequest('Attach the video in the "video" field');
      const participantIds = await checkParticipants(fields.participantIds);
      const video = await store(performerId, uploads.video, 'video');
      const teaser = uploads.teaser ? await store(performerId, uploads.teaser, 'teaser') : null;
      const thumbnail = uploads.thumbnail ? await store(performerId, uploads.thumbnail, 'thumbnail') : null;
      const row = await db.transaction(async (tx) => {
        const v = await videoRows.insert(tx, {
          ...values(fields),
          performerId,
          participantIds,
          slug: slugFor(fields.title),
          fileId: video.id,
          teaserId: teaser?.id ?? null,
          thumbnailId: thumbnail?.id ?? null,
        });
        await publisher.schedule('video', v.id, v.isSchedule ? v.scheduledAt : null, tx);
        return v;
      });
      return (await present([row], viewer))[0]!;
    },

    async edit(
      performerId: string,
      id: string,
      fields: Partial<VideoFields>,
      uploads: VideoUploads,
      viewer: ContentViewer,
    ) {
      const previous = await own(performerId, id, viewer.isAdmin);
      const owner = previous.performerId;
      const merged: VideoFields = {
        ...editedSaleFields(fields, previous),
        isSchedule: fields.isSchedule ?? previous.isSchedule,
        scheduledAt: fields.scheduledAt ?? previous.scheduledAt?.toISOString(),
        tags: fields.tags ?? previous.tags,
        participantIds: fields.participantIds ?? previous.participantIds,
      };
      if (merged.isSale && !(merged.price && merged.price > 0)) throw badRequest(ASSET_MESSAGES.priceNeeded);
      const participantIds = await checkParticipants(merged.participantIds);
      const video = uploads.video ? await store(owner, uploads.video, 'video') : null;
      const teaser = uploads.teaser ? await store(owner, uploads.teaser, 'teaser') : null;
      const thumbnail = uploads.thumbnail ? await store(owner, uploads.thumbnail, 'thumbnail') : null;
      const row = await db.transaction(async (tx) => {
        const v = await videoRows.update(tx, previous.id, {
          ...values(merged, previous),
          participantIds,
          fileId: video?.id ?? previous.fileId,
          teaserId: teaser?.id ?? previous.teaserId,
          thumbnailId: thumbnail?.id ?? previous.thumbnailId,
        });
        await publisher.schedule('video', v.id, v.isSchedule ? v.scheduledAt : null, tx);
        return v;
      });
      // Replaced files go.
      await dropFiles([video && previous.fileId, teaser && previous.teaserId, thumbnail && previous.thumbnailId]);
      return (await present([row], viewer))[0]!;
    },

    async removeFile(performerId: string, id: string, type: 'teaser' | 'thumbnail', isAdmin: boolean) {
      const v = await own(performerId, id, isAdmin);
      const fileId = type === 'teaser' ? v.teaserId : v.thumbnailId;
      await videoRows.update(db, v.id, type === 'teaser' ? { teaserId: null } : { thumbnailId: null });
      await dropFiles([fileId]);
      return true as const;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const v = await own(performerId, id, isAdmin);
      await deleteVideo(db, v.id);
      await dropFiles([v.fileId, v.teaserId, v.thumbnailId]);
      return true as const;
    },

    async searchOwn(
      performerId: string,
      page: AssetPage & { status?: string; isSale?: boolean },
      viewer: ContentViewer,
    ) {
      const { rows, total } = await ownVideos(db, performerId, {
        ...page,
        status: page.status as VideoRow['status'] | undefined,
      });
      return { data: await present(rows, viewer), total };
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(
      page: AssetPage & { performerId?: string; excludedId?: string; isSale?: boolean; tag?: string },
      viewer: ContentViewer,
    ) {
      const { rows, total } = await visibleVideos(db, viewer, page);
      return { data: await present(rows, viewer, { list: true }), total };
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      const v = await readable(idOrSlug, viewer);
      if (!v) throw notFound();
      if (v.performerId !== viewer.id) views.count(v.id);
      return (await present([{ ...v, views: v.views + views.pending(v.id) }], viewer))[0]!;
    },

    async fileStatus(idOrSlug: string, fileId: string, viewer: ContentViewer) {
      const v = await readable(idOrSlug, viewer);
      if (!v || ![v.fileId, v.teaserId, v.thumbnailId].includes(fileId)) throw notFound();
      const [shown] = await present([v], viewer);
      const found = [shown!.video, shown!.teaser, shown!.thumbnail].find((f) => f?._id === fileId);
      if (!found) throw notFound();
      return found;
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
