import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { UsersRepository } from '../users/users.repository.js';
import {
  deleteUserBlock,
  listUserBlocks,
  upsertBlockedCountries,
  upsertUserBlock,
  type UserBlockRow,
} from './blocks.repository.js';

export type { UserBlockRow } from './blocks.repository.js';

/** A creator's blocks of fans and countries (business-rules "Content access": enforced on every read). */
export function createBlocksService(db: Db, users: UsersRepository) {
  return {
    async blockUser(performerId: string, targetId: string, reason: string): Promise<UserBlockRow> {
      if (targetId === performerId) throw unprocessable('You cannot block yourself');
      const target = await users.findById(targetId);
      if (!target) throw notFound();
      return upsertUserBlock(db, performerId, targetId, reason);
    },

    async unblockUser(performerId: string, targetId: string) {
      if (!(await deleteUserBlock(db, performerId, targetId))) throw notFound('This user is not blocked');
    },

    async listUsers(performerId: string, query: ListQuery) {
      return listUserBlocks(db, performerId, query);
    },

    async setCountries(performerId: string, countryCodes: string[]) {
      const codes = [...new Set(countryCodes.map((c) => c.toUpperCase()))].sort();
      return upsertBlockedCountries(db, performerId, codes);
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
