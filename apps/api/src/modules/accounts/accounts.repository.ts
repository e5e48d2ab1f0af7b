/** The account_tokens table: single-use, expiring tokens for mailed links (only their hashes). */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens } from '../../db/schema/index.js';
import { rowWhere, updateRowWhere } from '../shared-repo/rows.js';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

/** A token with this hash and purpose that is neither used nor expired. */
const usable = (tokenHash: string, purpose: AccountTokenPurpose): SQL =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  )!;

/** Stores a new token's hash. */
export async function insertAccountToken(db: Db, token: typeof accountTokens.$inferInsert): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/** Marks a usable token used and returns it, or null. */
export async function useAccountToken(
  db: Db,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | null> {
  return updateRowWhere(db, accountTokens, usable(tokenHash, purpose), { usedAt: new Date() });
}

/** A usable token, left unused, or null. */
export async function findUsableAccountToken(
  db: Db,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | null> {
  return rowWhere(db, accountTokens, usable(tokenHash, purpose));
}
