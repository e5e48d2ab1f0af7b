import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (business-rules "Accounts"). The engine only: accounts store
 * and check passwords through modules/accounts/passwords.ts, which normalises them first.
 */
export const hashArgon2 = (secret: string) => hash(secret, { algorithm: 2 });
export const verifyArgon2 = (encoded: string, secret: string) => verify(encoded, secret);
