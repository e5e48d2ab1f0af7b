/** The two_factor table: an account's TOTP secret, last used time step and recovery-code hashes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactor } from '../../db/schema/index.js';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** The account's two-factor row, if it has one. */
export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  return (await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)))[0];
}

/** Changes the account's two-factor row. */
export async function updateTwoFactor(
  db: Db,
  userId: string,
  changes: Partial<Pick<TwoFactorRow, 'lastStep' | 'recoveryCodes' | 'enabledAt'>>,
): Promise<void> {
  await db.update(twoFactor).set(changes).where(eq(twoFactor.userId, userId));
}

/** A new, unconfirmed secret, replacing an earlier one (its step and recovery codes reset). */
export async function upsertTwoFactorSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastStep: 0, recoveryCodes: [] } });
}

/** Removes the account's two-factor row. */
export async function deleteTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}
