import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens } from '../../db/schema/index.js';
import { hashToken } from '../auth/sessions.service.js';

type Purpose = 'verify-email' | 'reset-password';
const LIFETIME_MS: Record<Purpose, number> = { 'verify-email': 7 * 86_400_000, 'reset-password': 86_400_000 };

/** Single-use, expiring tokens for mailed links; only their hashes are stored. */
export function createAccountTokens(db: Db) {
  return {
    async issue(userId: string, purpose: Purpose, email?: string | null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(accountTokens).values({
        userId,
        purpose,
        email: email ?? null,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
      });
      return token;
    },

    /** Marks the token used and returns it, or null when unknown, used, expired or of another purpose. */
    async consume(token: string, purpose: Purpose) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Checks a token without using it (to show the reset form). */
    async peek(token: string, purpose: Purpose) {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;
