import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { FEED_MESSAGES, fromMinor, toMinor, type Feed, type FeedInput, type Poll } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { inIds } from '../../db/statements.js';
import { feeds, pollVotes, polls, reactions } from '../../db/schema/index.js';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { AccessService, ContentViewer } from '../content/access.service.js';
import type { ViewerStateLoader } from '../content/viewer-state.js';
import { assertCreatorAccount } from '../content/creator-account.js';
import { counters, type ObjectRegistry } from '../content/objects.js';
import { publicationTime, type Publisher } from '../content/publisher.js';
import type { FileRow, FilesService } from '../files/files.service.js';
import type { MediaService } from '../media/media.service.js';
import { presentDetails } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { Notifier } from '../notifications/notifier.js';
import { tellSubscribersOfPost } from './feed-notices.js';
import {
  feedCursor,
  parseFeedCursor,
  type FeedFilters,
  type FeedRow,
  type FeedsRepository,
} from './feeds.repository.js';

type PollRow = typeof polls.$inferSelect;

/** Which file type each feed type holds, and how many. */
const FILES_OF: Record<string, { type: string; min: number; max: number } | null> = {
  text: null,
  'scheduled-streaming': null,
  photo: { type: 'feed-photo', min: 1, max: 12 },
  video: { type: 'feed-video', min: 1, max: 1 },
  audio: { type: 'feed-audio', min: 1, max: 1 },
};

const presentPoll = (p: PollRow): Poll => ({
  _id: p.id,
  description: p.description,
  totalVote: p.totalVote,
  expiredAt: p.expiredAt?.toISOString() ?? null,
  refId: p.feedId,
  fromRef: 'feed',
  createdBy: p.createdBy,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Creator posts: validation of their files and polls, scheduling, and the viewer-aware view. */
export function createFeedsService(deps: {
  db: Db;
  repo: FeedsRepository;
  performers: PerformersRepository;
  files: FilesService;
  media: MediaService;
  access: AccessService;
  viewerState: ViewerStateLoader;
  objects: ObjectRegistry;
  publisher: Publisher;
  storage: Storage;
  /** Tells subscribers of a new post once it is out (after the commit). */
  notifier?: Notifier;
}) {
  const { db, repo, performers, files, media, access, viewerState, publisher, storage, notifier } = deps;

  /** Checks the post's files, thumbnail and teaser belong to the creator and fit its type. */
  async function checkFiles(performerId: string, input: FeedInput): Promise<string[]> {
    const spec = FILES_OF[input.type];
    const fileIds = spec ? [...new Set(input.fileIds ?? [])] : [];
    if (spec && fileIds.length < spec.min) throw unprocessable(FEED_MESSAGES.needsFiles);
    if (spec && fileIds.length > spec.max)
      throw unprocessable(spec.max === 1 ? FEED_MESSAGES.oneMediaFile : FEED_MESSAGES.tooManyPhotos);
    const extra = [input.thumbnailId, input.teaserId].filter((v): v is string => !!v);
    const rows = await files.byIds([...fileIds, ...extra]);
    const owned = (id: string, type: string) => {
      const row = rows.get(id);
      if (!row || row.ownerId !== performerId) throw unprocessable(FEED_MESSAGES.fileNotYours);
      if (row.type !== type) throw unprocessable(FEED_MESSAGES.wrongFileKind);
    };
    for (const id of fileIds) owned(id, spec!.type);
    if (input.thumbnailId) owned(input.thumbnailId, 'feed-thumbnail');
    if (input.teaserId) owned(input.teaserId, 'feed-teaser');
    return fileIds;
  }

  /** Poll options must be the creator's and not taken by another post. */
  async function checkPolls(performerId: string, pollIds: string[], feedId: string | null) {
    if (!pollIds.length) return;
    const rows = await db
      .select()
      .from(polls)
      .where(
        and(
          inArray(polls.id, pollIds),
          eq(polls.createdBy, performerId),
          feedId ? or(isNull(polls.feedId), eq(polls.feedId, feedId)) : isNull(polls.feedId),
        ),
      );
    if (rows.length !== new Set(pollIds).size)
      throw unprocessable('One of the poll options does not exist or is taken');
  }

  function values(performerId: string, input: FeedInput, fileIds: string[], previous?: FeedRow) {
    const now = new Date();
    const scheduleAt = input.isSchedule && input.scheduleAt ? new Date(input.scheduleAt) : null;
    // A past schedule time means published now; an edit keeps a published post's time.
    const { publishedAt, isSchedule } = publicationTime(scheduleAt, previous?.publishedAt);
    const pinned = input.isPinned ?? false;
    return {
      performerId,
      type: input.type,
      title: input.title ?? '',
      text: input.text,
      fileIds,
      thumbnailId: input.thumbnailId ?? null,
      teaserId: input.teaserId ?? null,
      pollDescription: input.pollIds?.length ? (input.pollDescription ?? '') : '',
      pollExpiredAt: input.pollIds?.length && input.pollExpiredAt ? new Date(input.pollExpiredAt) : null,
      isSale: input.isSale ?? false,
      priceMinor: input.isSale ? toMinor(input.price ?? 0) : 0,
      status: input.status ?? 'active',
      isPinned: pinned,
      pinnedAt: pinned ? (previous?.isPinned ? previous.pinnedAt : now) : null,
      isSchedule,
      scheduleAt,
      streamingScheduled: input.streamingScheduled ? new Date(input.streamingScheduled) : null,
      publishedAt,
    };
  }

  const schedulePublish = (row: FeedRow, tx: Db) => publisher.schedule('feed', row.id, row.scheduleAt, tx);

  /** Deletes files a post no longer uses (replaced on edit, or the post deleted). */
  async function dropFiles(ids: (string | null)[]) {
    const rows = await files.byIds(ids.filter((v): v is string => !!v));
    await Promise.all([...rows.values()].map((row) => files.remove(row)));
  }

  /** The polls of a page of posts: a statement built once (every page of posts reads it). */
  const preparePolls = () =>
    db.select().from(polls).where(inIds(polls.feedId, 'ids')).orderBy(polls.createdAt, polls.id).prepare('feed_polls');
  let pollsQuery: ReturnType<typeof preparePolls> | undefined;

  /** Populates feeds for one viewer (contract 4.6): creator, files, polls and the ‡ flags. */
  async function present(rows: FeedRow[], viewer: ContentViewer): Promise<Feed[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const fileIds = rows.flatMap((r) => [...r.fileIds, r.thumbnailId, r.teaserId]).filter((v): v is string => !!v);
    const performerIds = [...new Set(rows.map((r) => r.performerId))];
    const [creators, fileRows, pollRows, state] = await Promise.all([
      performers.findMany(performerIds),
      files.byIds(fileIds),
      (pollsQuery ??= preparePolls()).execute({ ids: JSON.stringify(ids) }),
      viewerState.load(
        viewer,
        'feed',
        rows.map((r) => ({ id: r.id, ownerId: r.performerId })),
      ),
    ]);
    const { held, reacted, followed, votes: voted } = state;
    return Promise.all(
      rows.map(async (row) => {
        const decision = access.decide(
          viewer,
          { id: row.id, ownerId: row.performerId, isSale: row.isSale, priceMinor: row.priceMinor },
          held,
        );
        const opts = { canView: decision.canView, viewerId: viewer.id };
        const view = (id: string | null) => {
          const f = id ? fileRows.get(id) : undefined;
          return f ? media.view(f, opts) : Promise.resolve(null);
        };
        const fileViews = (await Promise.all(row.fileIds.map(view))).filter((v) => v !== null);
        const creator = creators.get(row.performerId);
        const isFollowed = followed.has(row.performerId);
        return {
          _id: row.id,
          type: row.type,
          fromSource: 'performer' as const,
          fromSourceId: row.performerId,
          title: row.title,
          slug: row.slug,
          text: row.text,
          pollDescription: row.pollDescription,
          fileIds: row.fileIds,
          pollIds: pollRows.filter((p) => p.feedId === row.id).map((p) => p.id),
          pollExpiredAt: iso(row.pollExpiredAt),
          totalLike: row.totalLike,
          totalComment: row.totalComment,
          isSale: row.isSale,
          price: fromMinor(row.priceMinor),
          status: row.status,
          isPinned: row.isPinned,
          pinnedAt: iso(row.pinnedAt),
          isSchedule: row.isSchedule,
          scheduleAt: iso(row.scheduleAt),
          streamingScheduled: iso(row.streamingScheduled),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          performer: creator
            ? presentDetails(creator, storage, {
                isFollowed,
                isSubscribed: decision.isSubscribed,
                isBookMarked: false,
                usedFreeSubscription: false,
              })
            : { _id: row.performerId, username: '', name: '' },
          files: fileViews,
          thumbnail: await view(row.thumbnailId),
          teaser: await view(row.teaserId),
          polls: pollRows.filter((p) => p.feedId === row.id).map(presentPoll),
          votedPollId: voted.get(row.id) ?? null,
          isLiked: reacted.has(`like:${row.id}`),
          isBookMarked: reacted.has(`bookmark:${row.id}`),
          isSubscribed: decision.isSubscribed,
          isBought: decision.isBought,
          isFollowed,
          canView: decision.canView,
          cursor: feedCursor(row),
        };
      }),
    );
  }

  async function ownFeed(performerId: string, id: string, isAdmin = false) {
    const row = await repo.find(id);
    if (!row || (!isAdmin && row.performerId !== performerId)) throw notFound();
    return row;
  }

  /** What a viewer may open: published and visible, or their own, or anything for admins. */
  async function readable(idOrSlug: string, viewer: ContentViewer): Promise<FeedRow | null> {
    const row = await repo.find(idOrSlug);
    if (!row) return null;
    if (viewer.isAdmin || row.performerId === viewer.id) return row;
    return repo.find(row.id, viewer);
  }

  publisher.register('feed', async (id) => {
    const [published] = await db
      .update(feeds)
      .set({ isSchedule: false })
      .where(and(eq(feeds.id, id), eq(feeds.isSchedule, true), sql`${feeds.publishedAt} <= now()`))
      .returning();
    tellSubscribersOfPost(notifier, published);
  });

  deps.objects.register('feed', {
    async present(ids, viewer) {
      const rows = await repo.findMany(ids, viewer);
      const shown = await present([...rows.values()], viewer);
      return new Map(shown.map((f) => [f._id, f]));
    },
    async find(id, viewer) {
      const row = await readable(id, viewer);
      return row ? { id: row.id, ownerId: row.performerId, performerId: row.performerId } : null;
    },
    ...counters(feeds, { like: 'totalLike', comment: 'totalComment' }),
  });

  return {
    present,
    readable,

    async performerIdOf(usernameOrId: string): Promise<string | null> {
      const record = await performers.find(usernameOrId);
      return record && record.user.role === 'performer' ? record.user.id : null;
    },

    async createPoll(performerId: string, input: { description: string; expiredAt?: string | null }, byAdmin = false) {
      if (byAdmin) await assertCreatorAccount(db, performerId);
      const [row] = await db
        .insert(polls)
        .values({
          createdBy: performerId,
          description: input.description,
          expiredAt: input.expiredAt ? new Date(input.expiredAt) : null,
        })
        .returning();
      return presentPoll(row!);
    },

    async create(performerId: string, input: FeedInput, viewer: ContentViewer): Promise<Feed> {
      const fileIds = await checkFiles(performerId, input);
      const pollIds = [...new Set(input.pollIds ?? [])];
      await checkPolls(performerId, pollIds, null);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(feeds)
          .values({
            ...values(performerId, input, fileIds),
            slug: `post-${Date.now()}-${randomBytes(3).toString('hex')}`,
          })
          .returning();
        if (pollIds.length)
          await tx
            .update(polls)
            .set({ feedId: created!.id, expiredAt: created!.pollExpiredAt })
            .where(inArray(polls.id, pollIds));
        await schedulePublish(created!, tx);
        return created!;
      });
      tellSubscribersOfPost(notifier, row);
      return (await present([row], viewer))[0]!;
    },

    async update(performerId: string, id: string, input: FeedInput, isAdmin: boolean) {
      const previous = await ownFeed(performerId, id, isAdmin);
      const owner = previous.performerId;
      const fileIds = await checkFiles(owner, input);
      const pollIds = [...new Set(input.pollIds ?? [])];
      await checkPolls(owner, pollIds, previous.id);
      // A post a moderator hid stays hidden whatever its creator sends.
      const next = {
        ...values(owner, input, fileIds, previous),
        ...(previous.status === 'hidden' && { status: 'hidden' as const }),
      };
      const updated = await db.transaction(async (tx) => {
        const [updated] = await tx.update(feeds).set(next).where(eq(feeds.id, previous.id)).returning();
        // Options left out of the poll go, with their votes.
        await tx
          .delete(polls)
          .where(and(eq(polls.feedId, previous.id), pollIds.length ? notInArray(polls.id, pollIds) : sql`true`));
        if (pollIds.length)
          await tx
            .update(polls)
            .set({ feedId: previous.id, expiredAt: next.pollExpiredAt })
            .where(inArray(polls.id, pollIds));
        await schedulePublish(updated!, tx);
        return updated;
      });
      // A scheduled post its creator now publishes at once.
      if (previous.isSchedule) tellSubscribersOfPost(notifier, updated);
      const kept = new Set([...fileIds, next.thumbnailId, next.teaserId]);
      await dropFiles([...previous.fileIds, previous.thumbnailId, previous.teaserId].filter((f) => f && !kept.has(f)));
      return { updated: true as const };
    },

    async remove(performerId: string, id: string, isAdmin: boolean) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      if (!isAdmin && row.performerId !== performerId) throw forbidden(FEED_MESSAGES.noPermissionRemove);
      await db.transaction(async (tx) => {
        await tx.delete(reactions).where(and(eq(reactions.objectType, 'feed'), eq(reactions.objectId, row.id)));
        await tx.delete(feeds).where(eq(feeds.id, row.id));
      });
      await dropFiles([...row.fileIds, row.thumbnailId, row.teaserId]);
      return { success: true as const };
    },

    async getOwn(performerId: string, id: string, viewer: ContentViewer) {
      return (await present([await ownFeed(performerId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async listOwn(
      performerId: string,
      filters: FeedFilters,
      page: { limit: number; offset: number },
      viewer: ContentViewer,
    ) {
      const { rows, total } = await repo.listOwn(performerId, filters, page);
      return { data: await present(rows, viewer), total };
    },

    async list(
      filters: FeedFilters,
      viewer: ContentViewer & { role: string | null },
      page: { limit: number; offset: number; cursor?: string },
    ) {
      const after = page.cursor ? parseFeedCursor(page.cursor) : null;
      if (page.cursor && !after) throw new AppError('VALIDATION', 'The cursor is not valid');
      // isHome is ignored for creators (contract 3.7).
      const home = filters.home && viewer.id !== null && viewer.role !== 'performer';
      const { rows, total } = await repo.list({ ...filters, home }, viewer, {
        limit: page.limit,
        offset: page.offset,
        after: after ?? undefined,
        pinnedFirst: !!filters.performerId && !after,
      });
      return { data: await present(rows, viewer), total };
    },

    /** Moderation (issue #18): hide a post from everyone but its creator and staff, or restore it. */
    async setHidden(id: string, hidden: boolean) {
      const [row] = await db.select().from(feeds).where(eq(feeds.id, id)).limit(1);
      if (!row) throw notFound();
      if (hidden === (row.status === 'hidden')) return { before: row.status, after: row.status };
      const after = hidden ? 'hidden' : 'active';
      await db.update(feeds).set({ status: after }).where(eq(feeds.id, id));
      return { before: row.status, after };
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      const row = await readable(idOrSlug, viewer);
      if (!row) throw notFound();
      return (await present([row], viewer))[0]!;
    },

    /** One vote per user per post, whichever option; closed polls refuse votes. */
    async vote(userId: string, pollId: string, viewer: ContentViewer) {
      const [poll] = await db.select().from(polls).where(eq(polls.id, pollId)).limit(1);
      const feed = poll?.feedId ? await readable(poll.feedId, viewer) : null;
      if (!poll || !feed) throw notFound();
      const closesAt = poll.expiredAt ?? feed.pollExpiredAt;
      if (closesAt && closesAt <= new Date()) throw forbidden(FEED_MESSAGES.pollClosed);
      await db.transaction(async (tx) => {
        const [vote] = await tx
          .insert(pollVotes)
          .values({ feedId: feed.id, userId, pollId })
          .onConflictDoNothing()
          .returning();
        if (!vote) throw unprocessable(FEED_MESSAGES.alreadyVoted);
        await tx
          .update(polls)
          .set({ totalVote: sql`${polls.totalVote} + 1` })
          .where(eq(polls.id, pollId));
      });
      return { voted: true as const };
    },

    /** A file's processing status in a post, with a URL only for viewers who may see it. */
    async fileStatus(feedIdOrSlug: string, fileId: string, viewer: ContentViewer) {
      const row = await readable(feedIdOrSlug, viewer);
      if (!row || ![...row.fileIds, row.thumbnailId, row.teaserId].includes(fileId)) throw notFound();
      const [feed] = await present([row], viewer);
      const all = [...feed!.files, feed!.thumbnail, feed!.teaser];
      const found = all.find((f) => f?._id === fileId);
      if (!found) throw notFound();
      return found;
    },

    /** The creator's own upload, before it is in a post (the composer polls it). */
    async ownFileStatus(performerId: string, fileId: string) {
      const row: FileRow | null = await files.get(fileId);
      if (!row || row.ownerId !== performerId || !row.type.startsWith('feed-')) throw notFound();
      return media.view(row, { canView: true, viewerId: performerId });
    },
  };
}
export type FeedsService = ReturnType<typeof createFeedsService>;
