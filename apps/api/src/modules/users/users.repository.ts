import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { performerProfiles, users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;
export type NewPerformerProfile = Omit<typeof performerProfiles.$inferInsert, 'userId'>;

export function createUsersRepository(db: Db) {
  return {
    async insert(user: NewUser, profile?: NewPerformerProfile) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error('user insert returned nothing');
        if (row.role === 'performer') await tx.insert(performerProfiles).values({ ...profile, userId: row.id });
        return row;
      });
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async count() {
      return db.$count(users);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
