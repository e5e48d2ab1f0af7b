import { ASSET_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { unprocessable } from '../../http/errors.js';
import { isCreatorAccount } from '../users/users.repository.js';

/**
 * Admins may make content for a creator (`performerId` in the body): the account must be one. An
 * unknown id used to fail the foreign key as a 500 (found by the fuzzer, issue #19).
 */
export async function assertCreatorAccount(db: Db, performerId: string): Promise<void> {
  if (!(await isCreatorAccount(db, performerId))) throw unprocessable(ASSET_MESSAGES.creatorNotFound);
}
