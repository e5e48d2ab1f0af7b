import { and, eq, inArray } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { reactions } from '../../db/schema/index.js';
import { presentDetails, type PerformerRecord } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { AccessService, ContentViewer, Entitlements } from './access.service.js';

/**
 * What presenting a page of content to one viewer needs, loaded in one round of queries: the
 * creators, the viewer's subscriptions and purchases among them, their likes and bookmarks, and
 * whom they follow.
 */
export interface ViewerContext {
  viewer: ContentViewer;
  creators: Map<string, PerformerRecord>;
  held: Entitlements;
  reacted: Set<string>;
  followed: Set<string>;
}

export function createContextLoader(deps: {
  db: Db;
  performers: PerformersRepository;
  access: AccessService;
  storage: Storage;
}) {
  const { db, performers, access, storage } = deps;
  return {
    async load(
      viewer: ContentViewer,
      target: string,
      items: { id: string; ownerId: string }[],
      extraCreators: string[] = [],
    ): Promise<ViewerContext> {
      const ids = items.map((i) => i.id);
      const creatorIds = [...new Set([...items.map((i) => i.ownerId), ...extraCreators])];
      const [creators, held, mine, followed] = await Promise.all([
        performers.findMany(creatorIds),
        access.entitlements(viewer, target, items),
        viewer.id && ids.length
          ? db
              .select({ objectId: reactions.objectId, action: reactions.action })
              .from(reactions)
              .where(
                and(
                  eq(reactions.createdBy, viewer.id),
                  eq(reactions.objectType, target),
                  inArray(reactions.objectId, ids),
                ),
              )
          : Promise.resolve([]),
        viewer.id ? performers.followedIds(viewer.id, creatorIds) : Promise.resolve(new Set<string>()),
      ]);
      return { viewer, creators, held, reacted: new Set(mine.map((m) => `${m.action}:${m.objectId}`)), followed };
    },

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
