import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { AppError } from '../../http/errors.js';

/**
 * Failed sign-ins per account and per IP in a sliding window. In memory, per process: each process
 * enforces the limit on the requests it sees.
 */
export function createLoginLimiter(options: { perAccount: number; perIp: number; windowMs: number }) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = Date.now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const accountKey = (login: string) => `a:${login.trim().toLowerCase()}`;

  return {
    assertAllowed(login: string, ip: string) {
      if (recent(accountKey(login)).length >= options.perAccount || recent(`i:${ip}`).length >= options.perIp) {
        throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyAttempts);
      }
    },
    fail(login: string, ip: string) {
      for (const key of [accountKey(login), `i:${ip}`]) failures.set(key, [...recent(key), Date.now()]);
    },
    succeed(login: string) {
      failures.delete(accountKey(login));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
