import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ObjectRegistry } from '../content/objects.js';
import { contentLink } from '../notifications/links.js';
import type { Notifier } from '../notifications/notifier.js';
import { upsertReport, type ReportRow } from '../moderation/reports.repository.js';
import {
  bookmarksOf,
  deleteReaction,
  findReaction,
  insertReaction,
  type ReactionAction as Action,
  type ReactionRow,
} from './reactions.repository.js';

/** List names of `/reactions/{type}/bookmark` and the object type each holds. */
export const BOOKMARK_TYPES: Record<string, string> = {
  feeds: 'feed',
  galleries: 'gallery',
  products: 'product',
  videos: 'video',
  performers: 'performer',
  reels: 'reel',
};

const presentReaction = (r: ReactionRow) => ({
  _id: r.id,
  objectId: r.objectId,
  objectType: r.objectType as 'feed',
  action: r.action,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const presentReport = (r: ReportRow) => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  source: 'user' as const,
  sourceId: r.sourceId,
  performerId: r.performerId,
  target: r.target as 'feed',
  targetId: r.targetId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Likes, bookmarks (idempotent, counters kept in the same transaction) and reports. */
export function createReactionsService(db: Db, objects: ObjectRegistry, notifier?: Notifier) {
  async function target(type: string, id: string, viewer: ContentViewer) {
    const object = await objects.find(type, id, viewer);
    if (!object) throw notFound();
    return object;
  }

  /** Keeps the object's like or bookmark counter with the reaction rows, in the same transaction. */
  async function move(tx: Db, input: { objectType: string; action: Action }, id: string, delta: number) {
    const type = objects.get(input.objectType);
    if (input.action === 'like') await type?.count?.(tx, id, 'like', delta);
    if (input.action === 'bookmark') await type?.countBookmark?.(tx, id, delta);
  }

  /** After the commit: the object's type may tell others (a stream's room sees its likes). */
  async function afterLike(input: { objectType: string; action: Action }, id: string) {
    if (input.action !== 'like') return;
    await objects
      .get(input.objectType)
      ?.liked?.(id)
      .catch(() => undefined);
  }

  return {
    async add(userId: string, input: { objectId: string; objectType: string; action: Action }, viewer: ContentViewer) {
      const object = await target(input.objectType, input.objectId, viewer);
      let moved = false;
      const row = await db.transaction(async (tx) => {
        const created = await insertReaction(tx, userId, { ...input, objectId: object.id });
        if (created) {
          await move(tx, input, object.id, 1);
          moved = true;
          return created;
        }
        const existing = await findReaction(tx, userId, { ...input, objectId: object.id });
        return existing!;
      });
      if (moved) await afterLike(input, object.id);
      // A like told once per liker and object, even when undone and done again (the key).
      if (moved && input.action === 'like')
        void notifier?.notify({
          type: 'like',
          userId: object.ownerId,
          actorId: userId,
          objectType: input.objectType,
          objectId: object.id,
          link: contentLink(input.objectType, object.id),
          key: `like:${input.objectType}:${object.id}:${userId}`,
        });
      return presentReaction(row);
    },

    /** Removes a reaction; false when there was none. */
    async remove(userId: string, input: { objectId: string; objectType: string; action: Action }) {
      const removed = await db.transaction(async (tx) => {
        const row = await deleteReaction(tx, userId, input);
        if (row) await move(tx, input, input.objectId, -1);
        return !!row;
      });
      if (removed) await afterLike(input, input.objectId);
      return removed;
    },

    /** The viewer's bookmarks of one type, newest first, each with the object as they may see it. */
    async bookmarks(list: string, viewer: ContentViewer & { id: string }, page: { limit: number; offset: number }) {
      const objectType = BOOKMARK_TYPES[list];
      if (!objectType) throw notFound();
      const { rows, total } = await bookmarksOf(db, viewer.id, objectType, page);
      const type = objects.get(objectType);
      const infos = type?.present ? await type.present([...new Set(rows.map((r) => r.objectId))], viewer) : new Map();
      // Objects the viewer may no longer see (deleted, blocked, unpublished) are left out of the page.
      const data = rows
        .filter((r) => infos.has(r.objectId))
        .map((r) => ({ ...presentReaction(r), objectInfo: infos.get(r.objectId) }));
      return { data, total };
    },

    /** One report per user per target; a repeat updates it (business-rules). */
    async report(
      userId: string,
      input: { target: string; targetId: string; performerId: string; title: string; description?: string },
      viewer: ContentViewer,
    ) {
      const object = await target(input.target, input.targetId, viewer);
      const row = await upsertReport(db, {
        sourceId: userId,
        target: input.target,
        targetId: object.id,
        performerId: object.performerId,
        title: input.title,
        description: input.description ?? '',
      });
      return presentReport(row);
    },
  };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
