/** The oauth_identities and oauth_states tables: who a provider's subject is, and X's pending sign-ins. */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthIdentities, oauthStates } from '../../db/schema/index.js';

export type OauthIdentityRow = typeof oauthIdentities.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
export type NewOauthState = typeof oauthStates.$inferInsert;

/** The account a provider's subject signs in as; undefined when none yet. */
export async function findIdentity(
  db: Db,
  provider: OauthIdentityRow['provider'],
  subject: string,
): Promise<OauthIdentityRow | undefined> {
  const [identity] = await db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return identity;
}

/** Links a provider's subject to an account. */
export async function insertIdentity(db: Db, values: typeof oauthIdentities.$inferInsert): Promise<void> {
  await db.insert(oauthIdentities).values(values);
}

/** Forgets the pending sign-ins that have expired, then stores a new one. */
export async function storeState(db: Db, values: NewOauthState): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(values);
}

/** Takes the unexpired pending sign-in with this state hash (deleted: usable once); undefined when none. */
export async function takeState(db: Db, stateHash: string): Promise<OauthStateRow | undefined> {
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, new Date())))
    .returning();
  return pending;
}
