import type { Db } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { PERFORMER_MESSAGES } from '../performers/performers.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { countFollow } from '../users/users.repository.js';
import {
  deleteFollow,
  findFollow,
  followerIdsAfter,
  insertFollow as insertFollowRow,
  listFollows,
  type FollowRow,
} from './follows.repository.js';

export type { FollowRow } from './follows.repository.js';

/** Follows of creators; counters change in the same transaction as the rows (contract 3.8). */
export function createFollowsService(db: Db, performers: PerformersRepository, notifier?: Notifier) {
  async function insertFollow(followerId: string, performerId: string): Promise<{ row: FollowRow; created: boolean }> {
    if (followerId === performerId) throw unprocessable('You cannot follow yourself');
    const record = await performers.find(performerId);
    if (!record || record.user.id !== performerId || record.user.status !== 'active') throw notFound();
    if (await performers.isUserBlocked(performerId, followerId)) throw forbidden(PERFORMER_MESSAGES.userBlocked);
    return db.transaction(async (tx) => {
      const created = await insertFollowRow(tx, followerId, performerId);
      if (created) {
        await countFollow(tx, followerId, performerId, 1);
        return { row: created, created: true };
      }
      const existing = await findFollow(tx, followerId, performerId);
      return { row: existing!, created: false };
    });
  }

  return {
    async follow(followerId: string, performerId: string): Promise<FollowRow> {
      const { row, created } = await insertFollow(followerId, performerId);
      // After the commit; once per follower (the key), even after unfollowing and following again.
      if (created)
        void notifier?.notify({
          type: 'new_follower',
          userId: performerId,
          actorId: followerId,
          objectType: 'performer',
          objectId: performerId,
          link: '/creator/followers',
          key: `new_follower:${followerId}`,
        });
      return row;
    },

    async unfollow(followerId: string, performerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await deleteFollow(tx, followerId, performerId);
        if (!removed) throw notFound('You are not following this creator');
        await countFollow(tx, followerId, performerId, -1);
      });
    },

    /** A creator's followers by id after `after` (notification fan-outs). */
    followerIds(performerId: string, after: string | null, limit: number): Promise<string[]> {
      return followerIdsAfter(db, performerId, after, limit);
    },

    /** One side of the follows of an account, newest first. */
    list(side: 'followers' | 'following', userId: string, page: { limit: number; offset: number }) {
      return listFollows(db, side, userId, page);
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
