import { randomBytes } from 'node:crypto';

/**
 * Random bytes drawn 4 KiB at a time: one `randomBytes` call per 512 ids instead of one per id (on the
 * purchase path, three ids a purchase). The bytes are the same CSPRNG's.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function randomHex(bytes: number) {
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += bytes;
  return pool.toString('hex', used - bytes, used);
}

/** 24-hex ids (contract 1.7): 4 bytes of seconds then 8 random bytes, so ids sort by creation time. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomHex(8);
}

export const isId = (value: string) => /^[0-9a-f]{24}$/.test(value);
