/** The passkeys and webauthn_challenges tables: an account's passkeys and the ceremonies' challenges. */
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeys, webauthnChallenges } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

const mine = (userId: string, id: string) => and(eq(passkeys.id, id), eq(passkeys.userId, userId));

/** Drops expired challenges, then keeps a new one. */
export async function insertChallenge(
  db: Db,
  challenge: { challenge: string; purpose: ChallengePurpose; userId: string | null; expiresAt: Date },
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values(challenge);
}

/** Deletes an unexpired challenge of this purpose and account (null: none); whether there was one. */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** An account's passkeys, the oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

/** Keeps a new passkey; null when its credential is already registered. */
export async function insertPasskey(db: Db, passkey: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
}

/** Renames one of the account's passkeys; null when it has no such passkey. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const [row] = await db.update(passkeys).set({ name }).where(mine(userId, id)).returning();
  return row ?? null;
}

/** Removes one of the account's passkeys; whether there was one. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db.delete(passkeys).where(mine(userId, id)).returning({ id: passkeys.id });
  return gone.length > 0;
}

/** The passkey with this credential id, if any. */
export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Records a sign-in with a passkey; with a counter, only if it moves forward (of two answers racing
 * with the same counter, only one moves it). Whether it was recorded.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const moved = await db
    .update(passkeys)
    .set({ counter: use.counter, lastUsedAt: new Date(), backedUp: use.backedUp })
    .where(and(eq(passkeys.id, id), use.counter > 0 ? lt(passkeys.counter, use.counter) : sql`true`))
    .returning({ id: passkeys.id });
  return moved.length > 0;
}
