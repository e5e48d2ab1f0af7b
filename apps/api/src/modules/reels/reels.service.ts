import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ASSET_MESSAGES, fromMinor, toMinor, type Reel } from '@fanlane/shared';
import { files as fileTable, follows, reactions, reels, reelViews, subscriptions } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { ContentDeps } from '../content/deps.js';
import { counters } from '../content/objects.js';
import { visibleContent } from '../content/visibility.js';
import type { FileRow } from '../files/files.service.js';
import { matchesText } from '../../db/search.js';

type ReelRow = typeof reels.$inferSelect;
type ReelStatus = ReelRow['status'];

/** Text fields of an upload or an edit (multipart strings already coerced by the shared schema). */
export interface ReelFields {
  title?: string;
  description?: string;
  status?: ReelStatus;
  isSale?: boolean;
  price?: number;
}

export interface ReelPage {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
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

  /** What others may see: active reels with a processed video, of creators visible to the viewer. */
  function visible(viewer: ContentViewer): SQL[] {
    return [
      eq(reels.status, 'active'),
      isNull(reels.hiddenAt),
      sql`exists (select 1 from ${fileTable} f where f.id = ${reels.fileId} and f.status = 'finished')`,
      ...visibleContent(reels.performerId, viewer, reels.publishedAt),
    ];
  }

  async function store(ownerId: string, upload: UploadedFile) {
    try {
      return await media.upload(ownerId, upload, 'video', 'reel');
    } catch (err) {
      if (err instanceof AppError && ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'].includes(err.code))
        throw badRequest(`${ASSET_MESSAGES.invalidFileFormat}: ${err.message}`);
      throw err;
    }
  }

  async function present(rows: ReelRow[], viewer: ContentViewer): Promise<Reel[]> {
    if (!rows.length) return [];
    const ctx = await context.load(
      viewer,
      'reel',
      rows.map((r) => ({ id: r.id, ownerId: r.performerId })),
    );
    const fileRows = await files.byIds(rows.map((r) => r.fileId));
    return Promise.all(rows.map((r) => presentOne(r, ctx, fileRows)));
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

  const order = (page: ReelPage) =>
    sortOf(page, { views: reels.views, likes: reels.likes, createdAt: reels.createdAt }, reels.publishedAt, reels.id);

  function textFilter(q: string | undefined): SQL[] {
    if (!q) return [];
    return [matchesText([reels.title, reels.description], q)];
  }

  const list = (where: SQL[], page: ReelPage, orderBy: SQL[] = order(page)) => pageOf(db, reels, where, orderBy, page);

  /** The creator's own reel (or any, for an admin); 404 otherwise. */
  async function own(performerId: string, id: string, isAdmin: boolean) {
    const [r] = await db.select().from(reels).where(eq(reels.id, id)).limit(1);
    if (!r || (!isAdmin && r.performerId !== performerId)) throw notFound();
    return r;
  }

  /** A reel this viewer may open: any of their own (admins: any), others only when visible. */
  async function readable(id: string, viewer: ContentViewer) {
    const [r] = await db.select().from(reels).where(eq(reels.id, id)).limit(1);
    if (!r) return null;
    if (viewer.isAdmin || r.performerId === viewer.id) return r;
    const [shown] = await db
      .select()
      .from(reels)
      .where(and(eq(reels.id, r.id), ...visible(viewer)))
      .limit(1);
    return shown ?? null;
  }

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

  objects.register('reel', {
    async find(id, viewer) {
      const r = await readable(id, viewer);
      return r ? { id: r.id, ownerId: r.performerId, performerId: r.performerId } : null;
    },
    ...counters(reels, { like: 'likes', comment: 'comments' }),
    async present(ids, viewer) {
      if (!ids.length) return new Map();
      const rows = await db
        .select()
        .from(reels)
        .where(and(inArray(reels.id, ids), ...visible(viewer)));
      return new Map((await present(rows, viewer)).map((r) => [r._id, r]));
    },
  });

  return {
    async upload(performerId: string, fields: ReelFields, video: UploadedFile | undefined, viewer: ContentViewer) {
      if (!video) throw badRequest('Attach the video in the "video" field');
      const file = await store(performerId, video);
      const [row] = await db
        .insert(reels)
        .values({ ...values(fields), performerId, fileId: file.id })
        .returning();
      return (await present([row!], viewer))[0]!;
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
      const merged: ReelFields = {
        title: fields.title ?? previous.title,
        description: fields.description ?? previous.description,
        status: fields.status ?? previous.status,
        isSale: fields.isSale ?? previous.isSale,
        price: fields.price ?? fromMinor(previous.priceMinor),
      };
      if (merged.isSale && !(merged.price && merged.price > 0)) throw badRequest(ASSET_MESSAGES.priceNeeded);
      const file = video ? await store(previous.performerId, video) : null;
      const [row] = await db
        .update(reels)
        .set({ ...values(merged), fileId: file?.id ?? previous.fileId })
        .where(eq(reels.id, previous.id))
        .returning();
      if (file) await dropFile(previous.fileId);
      return (await present([row!], viewer))[0]!;
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const r = await own(performerId, id, isAdmin);
      await db.transaction(async (tx) => {
        await tx.delete(reactions).where(and(eq(reactions.objectType, 'reel'), eq(reactions.objectId, r.id)));
        await tx.delete(reels).where(eq(reels.id, r.id));
      });
      await dropFile(r.fileId);
      return true as const;
    },

    async searchOwn(performerId: string, page: ReelPage & { status?: ReelStatus }, viewer: ContentViewer) {
      const where = [eq(reels.performerId, performerId), ...textFilter(page.q)];
      if (page.status) where.push(eq(reels.status, page.status));
      const { rows, total } = await list(where, page);
      return { data: await present(rows, viewer), total };
    },

    async viewOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await own(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(page: ReelPage & { performerId?: string }, viewer: ContentViewer) {
      const where = [...visible(viewer), ...textFilter(page.q)];
      if (page.performerId) where.push(eq(reels.performerId, page.performerId));
      const { rows, total } = await list(where, page);
      return { data: await present(rows, viewer), total };
    },

    /**
     * The vertical player's feed: visible reels, newest first, with the creators the viewer follows
     * or subscribes to first.
     */
    async feed(page: ReelPage & { performerId?: string }, viewer: ContentViewer) {
      const where = [...visible(viewer), ...textFilter(page.q)];
      if (page.performerId) where.push(eq(reels.performerId, page.performerId));
      const orderBy: SQL[] = [];
      if (viewer.id)
        orderBy.push(
          sql`case when exists (select 1 from ${follows} fo where fo.follower_id = ${viewer.id} and fo.following_id = ${reels.performerId})
            or exists (select 1 from ${subscriptions} s where s.user_id = ${viewer.id} and s.performer_id = ${reels.performerId}
              and s.status in ('active', 'created', 'deactivated') and s.expired_at > now()) then 0 else 1 end`,
        );
      orderBy.push(desc(reels.publishedAt), desc(reels.id));
      const { rows, total } = await list(where, page, orderBy);
      return { data: await present(rows, viewer), total };
    },

    async get(id: string, viewer: ContentViewer) {
      const r = await readable(id, viewer);
      if (!r) throw notFound();
      return (await present([r], viewer))[0]!;
    },

    /**
     * Counts a view once per viewer per (UTC) day; the creator's own views are not counted.
     * Returns whether this call counted and the reel's views.
     */
    async view(id: string, viewer: ContentViewer, source: ViewerKeySource) {
      const r = await readable(id, viewer);
      if (!r) throw notFound();
      if (r.performerId === viewer.id) return { viewed: false, views: r.views };
      return db.transaction(async (tx) => {
        const [counted] = await tx
          .insert(reelViews)
          .values({ reelId: r.id, viewerKey: viewerKeyOf(viewer, source), day: today() })
          .onConflictDoNothing()
          .returning({ reelId: reelViews.reelId });
        const [row] = counted
          ? await tx
              .update(reels)
              .set({ views: sql`${reels.views} + 1` })
              .where(eq(reels.id, r.id))
              .returning({ views: reels.views })
          : await tx.select({ views: reels.views }).from(reels).where(eq(reels.id, r.id));
        return { viewed: !!counted, views: row?.views ?? r.views };
      });
    },
  };
}
export type ReelsService = ReturnType<typeof createReelsService>;
