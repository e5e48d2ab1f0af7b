import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import type { SharedStore } from '../../adapters/shared-store.js';
import { tooManyRequests } from '../../http/rate-limit.js';

export interface LoginLimiterOptions {
  store: SharedStore;
  /** Failed sign-ins from one client address in the window, across accounts, before it waits. */
  perIp: number;
  /** How long failures are remembered. */
  windowMs: number;
  /** Failures of one account before each further try waits (and before the bot check is asked). */
  freeFailures: number;
  /** The first wait; it doubles with every further failure… */
  baseDelayMs: number;
  /** …up to this: never a hard lockout of the owner (issue #19, defect 5). */
  maxDelayMs: number;
}

export interface LoginCheck {
  /** The account has failed `freeFailures` times or more: ask for the bot check when it is on. */
  suspicious: boolean;
}

/**
 * Failed sign-ins, counted per account (every identifier of an account maps to its one counter: the
 * caller passes the account's id when the login names one) and per client address. After
 * `freeFailures` failures each further try of that account waits a growing delay (1 s, 2 s, 4 s… up
 * to `maxDelayMs`), counted across processes in the shared store, so guessing is slowed to a crawl
 * while the owner is only ever asked to wait a moment. An address with too many failures across
 * accounts waits for its window.
 */
export function createLoginLimiter(options: LoginLimiterOptions) {
  const { store, windowMs } = options;
  const BIG = 1_000_000;
  const failKey = (account: string) => `login-fail:${account}`;
  const ipKey = (ip: string) => `login-ip:${ip}`;
  const waitKey = (account: string) => `login-wait:${account}`;
  const refuse = (retryAfterMs: number) => tooManyRequests(retryAfterMs, ACCOUNT_MESSAGES.tooManyAttempts);

  const delayAfter = (failures: number) =>
    failures < options.freeFailures
      ? 0
      : Math.min(options.baseDelayMs * 2 ** (failures - options.freeFailures), options.maxDelayMs);
  const failures = async (account: string) => Math.floor((await store.peek(failKey(account), BIG, windowMs)).count);

  return {
    /** The key of an account's counter: its id when the login names one, the login itself otherwise. */
    accountKey: (login: string, userId?: string | null) => (userId ? `u:${userId}` : `l:${login.trim().toLowerCase()}`),

    /** Throws 429 (with Retry-After) while the address or the account must wait. */
    async check(accountKey: string, ip: string): Promise<LoginCheck> {
      const byIp = await store.peek(ipKey(ip), options.perIp - 1, windowMs);
      if (!byIp.allowed) throw refuse(byIp.retryAfterMs);
      const until = await store.getJson<number>(waitKey(accountKey));
      if (until && until > Date.now()) throw refuse(until - Date.now());
      if ((await failures(accountKey)) < options.freeFailures) return { suspicious: false };
      // While the account is under attack, one try at a time: parallel guesses cannot share a wait.
      const slot = await store.hit(`login-slot:${accountKey}`, 1, options.baseDelayMs);
      if (!slot.allowed) throw refuse(slot.retryAfterMs);
      return { suspicious: true };
    },

    async fail(accountKey: string, ip: string) {
      await store.hit(failKey(accountKey), BIG, windowMs);
      await store.hit(ipKey(ip), BIG, windowMs);
      const delay = delayAfter(await failures(accountKey));
      if (delay) await store.setJson(waitKey(accountKey), Date.now() + delay, delay);
    },

    async succeed(accountKey: string) {
      await store.reset(failKey(accountKey));
      await store.setJson(waitKey(accountKey), 0, 1);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
