import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { sortColumn } from '../../db/paging.js';
import { users } from '../../db/schema/index.js';

const SORTABLE = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  username: users.username,
} as const;

/** List queries over accounts. */
export function createUsersQueries(db: Db) {
  return {
    async searchFans(query: ListQuery) {
      const conditions = [eq(users.role, 'user'), eq(users.status, 'active')];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern))!);
      }
      const where = and(...conditions);
      const column = sortColumn(SORTABLE, query.sortBy) ?? users.updatedAt;
      const dir = query.sort === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(dir(column), dir(users.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
  };
}
export type UsersQueries = ReturnType<typeof createUsersQueries>;
