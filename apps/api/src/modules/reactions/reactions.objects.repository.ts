/** The reactions table as content modules reach it: an item's reactions go with the item. */
import { and, eq } from 'drizzle-orm';
import { reactions } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

/** Deletes every reaction to one object, in the caller's transaction (the object's deletion). */
export async function deleteObjectReactions(tx: Tx, objectType: string, objectId: string): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.objectType, objectType), eq(reactions.objectId, objectId)));
}
