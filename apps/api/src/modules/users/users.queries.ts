import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { searchFans } from './users.repository.js';

/** List queries over accounts. */
export function createUsersQueries(db: Db) {
  return {
    async searchFans(query: ListQuery) {
      return searchFans(db, query);
    },
  };
}
export type UsersQueries = ReturnType<typeof createUsersQueries>;
