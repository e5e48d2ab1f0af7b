import { randomBytes } from 'node:crypto';
import { FEED_MESSAGES, toMinor, type Feed, type FeedInput } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { AccessService, ContentViewer } from '../content/access.service.js';
import type { ViewerStateLoader } from '../content/viewer-state.js';
import { assertCreatorAccount } from '../content/creator-account.js';
import { presentedOr404 } from '../content/media-content.js';
import type { ObjectRegistry } from '../content/objects.js';
import { publicationTime, type Publisher } from '../content/publisher.js';
import type { FileRow, FilesService } from '../files/files.service.js';
import type { MediaService } from '../media/media.service.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { Notifier } from '../notifications/notifier.js';
import { tellSubscribersOfPost } from './feed-notices.js';
import { deleteReactionsOn } from '../reactions/reactions.repository.js';
import { createFeedPresenter, presentPoll } from './present-feeds.js';
import {
  deleteFeed,
  feedById,
  feedCounters,
  insertFeed,
  parseFeedCursor,
  publishDueFeed,
  setFeedStatus,
  updateFeed,
  type FeedFilters,
  type FeedRow,
  type FeedsRepository,
} from './feeds.repository.js';
import {
  attachPolls,
  availablePolls,
  castVote,
  dropPollsExcept,
  insertPoll,
  pollById,
} from './feeds.polls.repository.js';

/** A page of a post list: offset paging, or a keyset `cursor` from the last page. */
export interface FeedListPage {
  limit: number;
  offset: number;
  cursor?: string;
}

/** Which file type each feed type holds, and how many. */
const FILES_OF: Record<string, { type: string; min: number; max: number } | null> = {
  text: null,
  'scheduled-streaming': null,
  photo: { type: 'feed-photo', min: 1, max: 12 },
  video: { type: 'feed-video', min: 1, max: 1 },
  audio: { type: 'feed-audio', min: 1, max: 1 },
};

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
    const rows = await availablePolls(db, performerId, pollIds, feedId);
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

  const present = createFeedPresenter({
    performers,
    media,
    access,
    viewerState,
    storage,
  });

  async function ownFeed(performerId: string, id: string, isAdmin = false) {
    const row = await repo.find(id);
    if (!row || (!isAdmin && row.performerId !== performerId)) throw notFound();
    return row;
  }

  /** What a viewer may open: published and visible, or their own, or anything for admins. */
  const readable = (idOrSlug: string, viewer: ContentViewer): Promise<FeedRow | null> =>
    repo.readable(idOrSlug, viewer);

  publisher.register('feed', async (id) => {
    tellSubscribersOfPost(notifier, await publishDueFeed(db, id));
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
    ...feedCounters,
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
      const row = await insertPoll(db, {
        createdBy: performerId,
        description: input.description,
        expiredAt: input.expiredAt ? new Date(input.expiredAt) : null,
      });
      return presentPoll(row);
    },

    async create(performerId: string, input: FeedInput, viewer: ContentViewer): Promise<Feed> {
      const fileIds = await checkFiles(performerId, input);
      const pollIds = [...new Set(input.pollIds ?? [])];
      await checkPolls(performerId, pollIds, null);
      const row = await db.transaction(async (tx) => {
        const created = await insertFeed(tx, {
          ...values(performerId, input, fileIds),
          slug: `post-${Date.now()}-${randomBytes(3).toString('hex')}`,
        });
        if (pollIds.length) await attachPolls(tx, pollIds, created.id, created.pollExpiredAt);
        await schedulePublish(created, tx);
        return created;
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
        const updated = await updateFeed(tx, previous.id, next);
        // Options left out of the poll go, with their votes.
        await dropPollsExcept(tx, previous.id, pollIds);
        if (pollIds.length) await attachPolls(tx, pollIds, previous.id, next.pollExpiredAt);
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
        await deleteReactionsOn(tx, 'feed', row.id);
        await deleteFeed(tx, row.id);
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

    async list(filters: FeedFilters, viewer: ContentViewer & { role: string | null }, page: FeedListPage) {
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

    /**
     * A creator's posts by their username or id (their profile's feed). The plain page (no search,
     * dates or home filter) is one statement that also finds the creator and counts.
     */
    async listOfCreator(
      usernameOrId: string,
      filters: FeedFilters,
      viewer: ContentViewer & { role: string | null },
      page: FeedListPage,
    ) {
      const after = page.cursor ? parseFeedCursor(page.cursor) : null;
      const home = filters.home && viewer.id !== null && viewer.role !== 'performer';
      if (!filters.q && !filters.fromDate && !filters.toDate && !home && (after || !page.cursor)) {
        const found = await repo.creatorPage(usernameOrId, filters.type, viewer, {
          limit: page.limit,
          offset: page.offset,
          after: after ?? undefined,
        });
        if (found) return { data: await present(found.rows, viewer), total: found.total };
      }
      const performerId = await this.performerIdOf(usernameOrId);
      return performerId ? this.list({ ...filters, performerId }, viewer, page) : { data: [], total: 0 };
    },

    /** Moderation (issue #18): hide a post from everyone but its creator and staff, or restore it. */
    async setHidden(id: string, hidden: boolean) {
      const row = await feedById(db, id);
      if (!row) throw notFound();
      if (hidden === (row.status === 'hidden')) return { before: row.status, after: row.status };
      const after = hidden ? 'hidden' : 'active';
      await setFeedStatus(db, id, after);
      return { before: row.status, after };
    },

    async get(idOrSlug: string, viewer: ContentViewer) {
      return presentedOr404(present, await readable(idOrSlug, viewer), viewer);
    },

    /** One vote per user per post, whichever option; closed polls refuse votes. */
    async vote(userId: string, pollId: string, viewer: ContentViewer) {
      const poll = await pollById(db, pollId);
      const feed = poll?.feedId ? await readable(poll.feedId, viewer) : null;
      if (!poll || !feed) throw notFound();
      const closesAt = poll.expiredAt ?? feed.pollExpiredAt;
      if (closesAt && closesAt <= new Date()) throw forbidden(FEED_MESSAGES.pollClosed);
      await db.transaction(async (tx) => {
        if (!(await castVote(tx, feed.id, userId, pollId))) throw unprocessable(FEED_MESSAGES.alreadyVoted);
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
