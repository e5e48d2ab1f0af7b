import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (business-rules "Accounts"). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
