import { createHash } from 'node:crypto';
import { hashArgon2, verifyArgon2 } from '../../adapters/password.js';

/**
 * Passwords as received (contract 9): a client may send the password as typed or already MD5-hashed
 * (32 hex characters), whatever the `clientHash` setting says. Both forms are normalised to the MD5
 * hex before argon2, so an account works through either kind of client (docs/accounts.md).
 */

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

const MD5_HEX = /^[0-9a-f]{32}$/i;

/** The MD5 hex of a typed password; a received MD5 hex is kept (lower-cased). */
export const normalisePassword = (received: string) =>
  MD5_HEX.test(received) ? received.toLowerCase() : md5(received);

/**
 * Marks a stored hash made from the normalised form. Hashes without it predate the normalisation:
 * argon2 of whatever string the client sent then.
 */
const NORMALISED = 'md5+';

/** What `users.password_hash` keeps for a received password. */
export const hashPassword = async (received: string) => NORMALISED + (await hashArgon2(normalisePassword(received)));

/**
 * Checks a received password against a stored hash. `rehash` says the hash is an older one that
 * matched: the caller stores `hashPassword(received)` in its place, so both forms work from then on.
 */
export async function checkPassword(stored: string, received: string): Promise<{ ok: boolean; rehash: boolean }> {
  const normalised = normalisePassword(received);
  if (stored.startsWith(NORMALISED)) {
    return { ok: await verifyArgon2(stored.slice(NORMALISED.length), normalised), rehash: false };
  }
  // An older hash: of the typed password (a plain client), or of its MD5 (a hashing client).
  const ok =
    (await verifyArgon2(stored, received)) || (normalised !== received && (await verifyArgon2(stored, normalised)));
  return { ok, rehash: ok };
}
