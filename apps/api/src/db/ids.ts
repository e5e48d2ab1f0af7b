import { randomBytes } from 'node:crypto';

/** 24-hex ids (contract 1.7): 4 bytes of seconds then 8 random bytes, so ids sort by creation time. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const isId = (value: string) => /^[0-9a-f]{24}$/.test(value);
