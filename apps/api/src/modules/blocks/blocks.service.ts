import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { performerBlockedCountries, userBlocks } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { UsersRepository } from '../users/users.repository.js';

export type UserBlockRow = typeof userBlocks.$inferSelect;

/** A creator's blocks of fans and countries (business-rules "Content access": enforced on every read). */
export function createBlocksService(db: Db, users: UsersRepository) {
  return {
    async blockUser(performerId: string, targetId: string, reason: string): Promise<UserBlockRow> {
      if (targetId === performerId) throw unprocessable('You cannot block yourself');
      const target = await users.findById(targetId);
      if (!target) throw notFound();
      const [row] = await db
        .insert(userBlocks)
        .values({ performerId, targetId, reason })
        .onConflictDoUpdate({
          target: [userBlocks.performerId, userBlocks.targetId],
          set: { reason, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async unblockUser(performerId: string, targetId: string) {
      const [removed] = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.performerId, performerId), eq(userBlocks.targetId, targetId)))
        .returning();
      if (!removed) throw notFound('This user is not blocked');
    },

    async listUsers(performerId: string, query: ListQuery) {
      const where = eq(userBlocks.performerId, performerId);
      const dir = query.sort === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(userBlocks)
          .where(where)
          .orderBy(dir(userBlocks.createdAt), dir(userBlocks.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(userBlocks, where),
      ]);
      return { rows, total };
    },

    async setCountries(performerId: string, countryCodes: string[]) {
      const codes = [...new Set(countryCodes.map((c) => c.toUpperCase()))].sort();
      const [row] = await db
        .insert(performerBlockedCountries)
        .values({ performerId, countryCodes: codes })
        .onConflictDoUpdate({
          target: performerBlockedCountries.performerId,
          set: { countryCodes: codes, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
