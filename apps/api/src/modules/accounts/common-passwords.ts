import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { unprocessable } from '../../http/errors.js';
import { md5 } from './passwords.js';

/**
 * Refuses passwords found in a maintained list of common passwords (zxcvbn-ts's common dictionary,
 * about 49,000 from public breach corpora; NIST 800-63B 3.1.1.2). Clients may send the MD5 hex of
 * the password (contract 9), so the list's MD5s are checked too. The set is built on first use in
 * slices of 2,000 words (hashing all at once held the event loop for about 0.6 s).
 */
let known: Promise<Set<string>> | null = null;
function list(): Promise<Set<string>> {
  known ??= (async () => {
    const words = dictionary['passwords-common'] as string[];
    const set = new Set<string>();
    for (let i = 0; i < words.length; i += 2000) {
      for (const word of words.slice(i, i + 2000)) {
        set.add(word.toLowerCase());
        set.add(md5(word));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return set;
  })();
  return known;
}

/** Starts building the list now, so the first sign-up does not wait for it. */
export const warmCommonPasswords = () => void list();

export async function isCommonPassword(received: string): Promise<boolean> {
  const set = await list();
  return set.has(received.toLowerCase()) || set.has(received);
}

/** 422 "This password is too common…" for a password on the list. */
export async function assertNotCommon(received: string | undefined): Promise<void> {
  if (received && (await isCommonPassword(received))) throw unprocessable(ACCOUNT_MESSAGES.passwordTooCommon);
}
