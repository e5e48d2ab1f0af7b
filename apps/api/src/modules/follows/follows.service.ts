import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, performerProfiles, users } from '../../db/schema/index.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { PERFORMER_MESSAGES } from '../performers/performers.service.js';
import type { Notifier } from '../notifications/notifier.js';

export type FollowRow = typeof follows.$inferSelect;

/** Follows of creators; counters change in the same transaction as the rows (contract 3.8). */
export function createFollowsService(db: Db, performers: PerformersRepository, notifier?: Notifier) {
  async function insertFollow(followerId: string, performerId: string): Promise<{ row: FollowRow; created: boolean }> {
    if (followerId === performerId) throw unprocessable('You cannot follow yourself');
    const record = await performers.find(performerId);
    if (!record || record.user.id !== performerId || record.user.status !== 'active') throw notFound();
    if (await performers.isUserBlocked(performerId, followerId)) throw forbidden(PERFORMER_MESSAGES.userBlocked);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(follows)
        .values({ followerId, followingId: performerId })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await tx
          .update(performerProfiles)
          .set({ followerCount: sql`${performerProfiles.followerCount} + 1` })
          .where(eq(performerProfiles.userId, performerId));
        await tx
          .update(users)
          .set({ followingCount: sql`${users.followingCount} + 1` })
          .where(eq(users.id, followerId));
        return { row: created, created: true };
      }
      const [existing] = await tx
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followingId, performerId)));
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
        const [removed] = await tx
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followingId, performerId)))
          .returning();
        if (!removed) throw notFound('You are not following this creator');
        await tx
          .update(performerProfiles)
          .set({ followerCount: sql`greatest(${performerProfiles.followerCount} - 1, 0)` })
          .where(eq(performerProfiles.userId, performerId));
        await tx
          .update(users)
          .set({ followingCount: sql`greatest(${users.followingCount} - 1, 0)` })
          .where(eq(users.id, followerId));
      });
    },

    /** A creator's followers by id after `after` (notification fan-outs). */
    async followerIds(performerId: string, after: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followingId, performerId), after ? gt(follows.followerId, after) : undefined))
        .orderBy(asc(follows.followerId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** One side of the follows of an account, newest first. */
    async list(side: 'followers' | 'following', userId: string, page: { limit: number; offset: number }) {
      const where = side === 'followers' ? eq(follows.followingId, userId) : eq(follows.followerId, userId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(follows)
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(follows, where),
      ]);
      return { rows, total };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
