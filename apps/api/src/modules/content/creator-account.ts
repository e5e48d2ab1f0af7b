import { and, eq } from 'drizzle-orm';
import { ASSET_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { unprocessable } from '../../http/errors.js';

/**
 * Admins may make content for a creator (`performerId` in the body): the account must be one. An
 * unknown id used to fail the foreign key as a 500 (found by the fuzzer, issue #19).
 */
export async function assertCreatorAccount(db: Db, performerId: string): Promise<void> {
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, performerId), eq(users.role, 'performer')))
    .limit(1);
  if (!creator) throw unprocessable(ASSET_MESSAGES.creatorNotFound);
}
