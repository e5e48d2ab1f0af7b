import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { SECURITY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { unprocessable, withFlags } from '../../http/errors.js';
import { checkPassword } from '../accounts/passwords.js';
import type { UserRow } from './sessions.service.js';
import {
  deleteTwoFactor,
  findTwoFactor,
  updateTwoFactor,
  upsertTwoFactorSecret,
  type TwoFactorRow,
} from './two-factor.repository.js';

const RECOVERY_CODES = 10;
const hash = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
/** "k3x9f-8m2qa": 50 random bits, easy to copy by hand. */
const recoveryCode = () => {
  const s = randomBytes(10)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(10, '7');
  return `${s.slice(0, 5)}-${s.slice(5, 10)}`;
};
const isTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * TOTP two-factor sign-in (RFC 6238 through otplib: SHA-1, 6 digits, 30 s, one step of drift either
 * way). A code's time step is remembered, so a code is never accepted twice; recovery codes are kept
 * as hashes and removed when used.
 */
export function createTwoFactorService(db: Db, siteName: () => Promise<string>) {
  const rowOf = (userId: string) => findTwoFactor(db, userId);
  const invalid = () => unprocessable(SECURITY_MESSAGES.twoFactorInvalid, 'TWO_FACTOR_INVALID');

  /** Checks a TOTP or recovery code against an enabled row; consumes what it uses. */
  async function consume(row: TwoFactorRow, code: string): Promise<boolean> {
    if (isTotp(code)) {
      const result = await verify({
        secret: row.secret,
        token: code.replace(/\s+/g, ''),
        epochTolerance: 30,
        afterTimeStep: row.lastStep || undefined,
      }).catch(() => ({ valid: false as const }));
      if (!result.valid) return false;
      const step = (result as { timeStep: number }).timeStep;
      await updateTwoFactor(db, row.userId, { lastStep: step });
      return true;
    }
    const left = row.recoveryCodes.filter((h) => h !== hash(code));
    if (left.length === row.recoveryCodes.length) return false;
    await updateTwoFactor(db, row.userId, { recoveryCodes: left });
    return true;
  }

  return {
    async status(userId: string) {
      const row = await rowOf(userId);
      return { enabled: !!row?.enabledAt, recoveryCodesLeft: row?.enabledAt ? row.recoveryCodes.length : 0 };
    },

    /** A new secret (replacing an unconfirmed one) with its otpauth URL and QR code. */
    async setup(user: UserRow) {
      const existing = await rowOf(user.id);
      if (existing?.enabledAt) throw unprocessable(SECURITY_MESSAGES.twoFactorAlreadyOn);
      const secret = generateSecret();
      await upsertTwoFactorSecret(db, user.id, secret);
      const otpauthUrl = generateURI({
        issuer: await siteName(),
        label: user.email ?? user.username ?? user.id,
        secret,
      });
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
    },

    /** Confirms the set-up with a first code; answers the recovery codes, shown this once. */
    async enable(userId: string, code: string): Promise<string[]> {
      const row = await rowOf(userId);
      if (!row) throw unprocessable(SECURITY_MESSAGES.twoFactorNotSetUp);
      if (row.enabledAt) throw unprocessable(SECURITY_MESSAGES.twoFactorAlreadyOn);
      if (!isTotp(code) || !(await consume(row, code))) throw invalid();
      const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      await updateTwoFactor(db, userId, { enabledAt: new Date(), recoveryCodes: codes.map(hash) });
      return codes;
    },

    /** Turns it off with a code (TOTP or recovery) or the account's password. */
    async disable(user: UserRow, proof: { code?: string; password?: string }) {
      const row = await rowOf(user.id);
      if (!row?.enabledAt) throw unprocessable(SECURITY_MESSAGES.twoFactorNotOn);
      if (!proof.code && !proof.password) throw unprocessable(SECURITY_MESSAGES.disableNeedsProof);
      const ok = proof.code
        ? await consume(row, proof.code)
        : !!user.passwordHash && (await checkPassword(user.passwordHash, proof.password!)).ok;
      if (!ok) throw invalid();
      await deleteTwoFactor(db, user.id);
    },

    /**
     * At sign-in, after the password: nothing for an account without 2FA; otherwise a valid code
     * (TOTP or an unused recovery code) or 422 with `twoFactorRequired: true` (no code) / invalid.
     */
    async assertAtSignIn(userId: string, code: string | undefined) {
      const row = await rowOf(userId);
      if (!row?.enabledAt) return;
      if (!code)
        throw withFlags(unprocessable(SECURITY_MESSAGES.twoFactorRequired, 'TWO_FACTOR_REQUIRED'), {
          twoFactorRequired: true,
        });
      if (!(await consume(row, code)))
        throw withFlags(unprocessable(SECURITY_MESSAGES.twoFactorInvalid, 'TWO_FACTOR_INVALID'), {
          twoFactorRequired: true,
        });
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
