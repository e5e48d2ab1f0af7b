import { fromMinor, type Feed, type Poll } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { AccessService, ContentViewer } from '../content/access.service.js';
import type { ViewerStateLoader } from '../content/viewer-state.js';
import type { MediaService } from '../media/media.service.js';
import { presentDetails } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { feedCursor, type FeedRow } from './feeds.repository.js';
import type { PollRow } from './feeds.polls.repository.js';

export const presentPoll = (p: PollRow): Poll => ({
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

/**
 * What presenting a page of posts reads: the creators, and in one statement the viewer's state with
 * the page's files and polls (viewer-state.ts).
 */
export interface FeedPresenterDeps {
  performers: PerformersRepository;
  media: MediaService;
  access: AccessService;
  viewerState: ViewerStateLoader;
  storage: Storage;
}

/** Populates feeds for one viewer (contract 4.6): creator, files, polls and the ‡ flags. */
export function createFeedPresenter(
  deps: FeedPresenterDeps,
): (rows: FeedRow[], viewer: ContentViewer) => Promise<Feed[]> {
  const { performers, media, access, viewerState, storage } = deps;
  return async function present(rows: FeedRow[], viewer: ContentViewer): Promise<Feed[]> {
    if (!rows.length) return [];
    const fileIds = rows.flatMap((r) => [...r.fileIds, r.thumbnailId, r.teaserId]).filter((v): v is string => !!v);
    const performerIds = [...new Set(rows.map((r) => r.performerId))];
    const [creators, state] = await Promise.all([
      performers.findMany(performerIds),
      viewerState.load(
        viewer,
        'feed',
        rows.map((r) => ({ id: r.id, ownerId: r.performerId })),
        [],
        fileIds,
      ),
    ]);
    const { held, reacted, followed, votes: voted, files: fileRows, polls: pollRows } = state;
    // A page's posts mostly share one creator: each creator is presented once per page and flag.
    const presented = new Map<string, Feed['performer']>();
    const performerOf = (performerId: string, isSubscribed: boolean) => {
      const key = `${performerId}:${isSubscribed}`;
      let shown = presented.get(key);
      if (!shown) {
        const creator = creators.get(performerId);
        shown = creator
          ? presentDetails(creator, storage, {
              isFollowed: followed.has(performerId),
              isSubscribed,
              isBookMarked: false,
              usedFreeSubscription: false,
            })
          : { _id: performerId, username: '', name: '' };
        presented.set(key, shown);
      }
      return shown;
    };
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
          performer: performerOf(row.performerId, decision.isSubscribed),
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
  };
}
