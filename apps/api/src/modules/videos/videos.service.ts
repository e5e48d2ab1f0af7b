import { and, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ASSET_MESSAGES, fromMinor, toMinor, type Video, type VideoFields } from '@fanlane/shared';
import { files as fileTable, users, videos } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { ContentDeps } from '../content/deps.js';
import { counters } from '../content/objects.js';
import { publicationTime } from '../content/publisher.js';
import { isObjectId, slugFor } from '../content/slug.js';
import { visibleContent } from '../content/visibility.js';
import type { FileRow } from '../files/files.service.js';
import type { MediaUploadKind } from '../media/media.service.js';
import type { AssetPage } from '../galleries/galleries.service.js';
import { matchesText } from '../../db/search.js';

type VideoRow = typeof videos.$inferSelect;
export interface VideoUploads {
  video?: UploadedFile;
  teaser?: UploadedFile;
  thumbnail?: UploadedFile;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Videos (contract 3.11): one processed video, an optional public teaser and thumbnail. */
export function createVideosService(deps: ContentDeps) {
  const { db, files, media, access, objects, publisher, context } = deps;

  const sellable = (v: VideoRow) => ({ id: v.id, ownerId: v.performerId, isSale: v.isSale, priceMinor: v.priceMinor });

  function visible(viewer: ContentViewer): SQL[] {
    return [
      eq(videos.status, 'active'),
      isNull(videos.hiddenAt),
      sql`exists (select 1 from ${fileTable} f where f.id = ${videos.fileId} and f.status = 'finished')`,
      ...visibleContent(videos.performerId, viewer, videos.publishedAt),
    ];
  }

  async function store(ownerId: string, upload: UploadedFile, kind: MediaUploadKind) {
    try {
      return await media.upload(ownerId, upload, kind, 'performer');
    } catch (err) {
      if (err instanceof AppError && ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'].includes(err.code))
        throw badRequest(`${ASSET_MESSAGES.invalidFileFormat}: ${err.message}`);
      throw err;
    }
  }

  /** Participants must be active creators. */
  async function checkParticipants(ids: string[] | undefined) {
    const unique = [...new Set(ids ?? [])];
    if (!unique.length) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, unique), eq(users.role, 'performer'), eq(users.status, 'active')));
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
    );
    const fileRows = await files.byIds(
      rows.flatMap((v) => [v.fileId, v.thumbnailId, v.teaserId]).filter((x): x is string => !!x),
    );
    return Promise.all(rows.map((v) => presentOne(v, ctx, fileRows, options.list ?? false)));
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

  function filters(page: AssetPage & { isSale?: boolean; tag?: string }): SQL[] {
    const where: SQL[] = [];
    if (page.q) where.push(matchesText([videos.title, videos.description], page.q));
    if (page.isSale !== undefined) where.push(eq(videos.isSale, page.isSale));
    if (page.tag) where.push(sql`${page.tag} = any(${videos.tags})`);
    if (page.fromDate && !Number.isNaN(Date.parse(page.fromDate)))
      where.push(gte(videos.createdAt, new Date(page.fromDate)));
    if (page.toDate && !Number.isNaN(Date.parse(page.toDate))) where.push(lte(videos.createdAt, new Date(page.toDate)));
    return where;
  }

  const list = (where: SQL[], page: AssetPage) =>
    pageOf(
      db,
      videos,
      where,
      sortOf(
        page,
        { views: videos.views, title: videos.title, createdAt: videos.createdAt },
        videos.publishedAt,
        videos.id,
      ),
      page,
    );

  async function own(performerId: string, id: string, isAdmin: boolean) {
    const [v] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
    if (!v || (!isAdmin && v.performerId !== performerId)) throw notFound();
    return v;
  }

  async function readable(idOrSlug: string, viewer: ContentViewer) {
    const key = isObjectId(idOrSlug) ? eq(videos.id, idOrSlug) : eq(videos.slug, idOrSlug);
    const [v] = await db.select().from(videos).where(key).limit(1);
    if (!v) return null;
    if (viewer.isAdmin || v.performerId === viewer.id) return v;
    const [shown] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, v.id), ...visible(viewer)))
      .limit(1);
    return shown ?? null;
  }

  async function dropFiles(ids: (string | null)[]) {
    const rows = await files.byIds(ids.filter((x): x is string => !!x));
    await Promise.all([...rows.values()].map((f) => files.remove(f)));
  }

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

  publisher.register('video', async (id) => {
    await db
      .update(videos)
      .set({ isSchedule: false })
      .where(and(eq(videos.id, id), sql`${videos.publishedAt} <= now()`));
  });

  objects.register('video', {
    async find(id, viewer) {
      const v = await readable(id, viewer);
      return v ? { id: v.id, ownerId: v.performerId, performerId: v.performerId } : null;
    },
    ...counters(videos, { like: 'likes', comment: 'comments', bookmark: 'bookmarks' }),
    async present(ids, viewer) {
      const rows = await db
        .select()
        .from(videos)
        .where(and(inArray(videos.id, ids), ...visible(viewer)));
      return new Map((await present(rows, viewer, { list: true })).map((v) => [v._id, v]));
    },
  });

  return {
    async upload(performerId: string, fields: VideoFields, uploads: VideoUploads, viewer: ContentViewer) {
      if (!uploads.video) throw badRequest('Attach the video in the "video" field');
      const participantIds = await checkParticipants(fields.participantIds);
      const video = await store(performerId, uploads.video, 'video');
      const teaser = uploads.teaser ? await store(performerId, uploads.teaser, 'teaser') : null;
      const thumbnail = uploads.thumbnail ? await store(performerId, uploads.thumbnail, 'thumbnail') : null;
      const row = await db.transaction(async (tx) => {
        const [v] = await tx
          .insert(videos)
          .values({
            ...values(fields),
            performerId,
            participantIds,
            slug: slugFor(fields.title),
            fileId: video.id,
            teaserId: teaser?.id ?? null,
            thumbnailId: thumbnail?.id ?? null,
          })
          .returning();
        await publisher.schedule('video', v!.id, v!.isSchedule ? v!.scheduledAt : null, tx);
        return v!;
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
        title: fields.title ?? previous.title,
        description: fields.description ?? previous.description,
        status: fields.status ?? previous.status,
        isSale: fields.isSale ?? previous.isSale,
        price: fields.price ?? fromMinor(previous.priceMinor),
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
        const [v] = await tx
          .update(videos)
          .set({
            ...values(merged, previous),
            participantIds,
            fileId: video?.id ?? previous.fileId,
            teaserId: teaser?.id ?? previous.teaserId,
            thumbnailId: thumbnail?.id ?? previous.thumbnailId,
          })
          .where(eq(videos.id, previous.id))
          .returning();
        await publisher.schedule('video', v!.id, v!.isSchedule ? v!.scheduledAt : null, tx);
        return v!;
      });
      // Replaced files go.
      await dropFiles([video && previous.fileId, teaser && previous.teaserId, thumbnail && previous.thumbnailId]);
      return (await present([row], viewer))[0]!;
    },

    async removeFile(performerId: string, id: string, type: 'teaser' | 'thumbnail', isAdmin: boolean) {
      const v = await own(performerId, id, isAdmin);
      const fileId = type === 'teaser' ? v.teaserId : v.thumbnailId;
      await db
        .update(videos)
        .set(type === 'teaser' ? { teaserId: null } : { thumbnailId: null })
        .where(eq(videos.id, v.id));
      await dropFiles([fileId]);
      return true as const;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const v = await own(performerId, id, isAdmin);
      await db.delete(videos).where(eq(videos.id, v.id));
      await dropFiles([v.fileId, v.teaserId, v.thumbnailId]);
      return true as const;
    },

    async searchOwn(
      performerId: string,
      page: AssetPage & { status?: string; isSale?: boolean },
      viewer: ContentViewer,
    ) {
      const where = [eq(videos.performerId, performerId), ...filters(page)];
      if (page.status) where.push(eq(videos.status, page.status as VideoRow['status']));
      const { rows, total } = await list(where, page);
      return { data: await present(rows, viewer), total };
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(
      page: AssetPage & { performerId?: string; excludedId?: string; isSale?: boolean; tag?: string },
      viewer: ContentViewer,
    ) {
      const where = [...visible(viewer), ...filters(page)];
      if (page.performerId) where.push(eq(videos.performerId, page.performerId));
      if (page.excludedId) where.push(ne(videos.id, page.excludedId));
      const { rows, total } = await list(where, page);
      return { data: await present(rows, viewer, { list: true }), total };
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      const v = await readable(idOrSlug, viewer);
      if (!v) throw notFound();
      if (v.performerId !== viewer.id)
        await db
          .update(videos)
          .set({ views: sql`${videos.views} + 1` })
          .where(eq(videos.id, v.id));
      return (await present([{ ...v, views: v.views + 1 }], viewer))[0]!;
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
