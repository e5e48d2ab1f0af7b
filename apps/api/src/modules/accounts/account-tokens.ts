import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hashToken } from '../auth/sessions.service.js';
import {
  findUsableAccountToken,
  insertAccountToken,
  useAccountToken,
  type AccountTokenPurpose as Purpose,
} from './accounts.repository.js';

const LIFETIME_MS: Record<Purpose, number> = { 'verify-email': 7 * 86_400_000, 'reset-password': 86_400_000 };

/** Single-use, expiring tokens for mailed links; only their hashes are stored. */
export function createAccountTokens(db: Db) {
  return {
    async issue(userId: string, purpose: Purpose, email?: string | null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await insertAccountToken(db, {
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
      return useAccountToken(db, hashToken(token), purpose);
    },

    /** Checks a token without using it (to show the reset form). */
    async peek(token: string, purpose: Purpose) {
      return findUsableAccountToken(db, hashToken(token), purpose);
    },
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;
