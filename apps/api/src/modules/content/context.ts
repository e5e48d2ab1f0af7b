import type { Storage } from '../../adapters/storage.js';
import { presentDetails, type PerformerRecord } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { ContentViewer, Entitlements } from './access.service.js';
import { creatorsOf, type PageFile, type PageLoad, type ViewerStateLoader } from './viewer-state.js';

/**
 * What presenting a page of content to one viewer needs, loaded in one round of queries: the
 * creators, the viewer's subscriptions and purchases among them, their likes and bookmarks, whom
 * they follow, and the page's files.
 */
export interface ViewerContext {
  viewer: ContentViewer;
  creators: Map<string, PerformerRecord>;
  held: Entitlements;
  reacted: Set<string>;
  followed: Set<string>;
  /** The page's files asked for by id (`fileIds`), read in the same statement. */
  files: Map<string, PageFile>;
}

export function createContextLoader(deps: {
  performers: PerformersRepository;
  viewerState: ViewerStateLoader;
  storage: Storage;
}) {
  const { performers, viewerState, storage } = deps;
  /** The page's creators and what the viewer holds among it. */
  const load: PageLoad<ViewerContext> = async (viewer, target, items, extraCreators = [], fileIds = []) => {
    const creatorIds = creatorsOf(items, extraCreators);
    const [creators, state] = await Promise.all([
      performers.findMany(creatorIds),
      viewerState.load(viewer, target, items, creatorIds, fileIds),
    ]);
    const { held, reacted, followed, files } = state;
    return { viewer, creators, held, reacted, followed, files };
  };
  return {
    load,

    /** Public Performer Details of a creator as this viewer sees it (contract 4.3). */
    performer(ctx: ViewerContext, performerId: string) {
      const record = ctx.creators.get(performerId);
      if (!record) return { _id: performerId, username: '', name: '' };
      return presentDetails(record, storage, {
        isFollowed: ctx.followed.has(performerId),
        isSubscribed: ctx.viewer.isAdmin || ctx.viewer.id === performerId || ctx.held.subscribed.has(performerId),
        isBookMarked: false,
        usedFreeSubscription: false,
      });
    },

    liked: (ctx: ViewerContext, id: string) => ctx.reacted.has(`like:${id}`),
    bookmarked: (ctx: ViewerContext, id: string) => ctx.reacted.has(`bookmark:${id}`),
  };
}
export type ContextLoader = ReturnType<typeof createContextLoader>;
