import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateDecision, SharedStore } from '../adapters/shared-store.js';
import { AppError } from './errors.js';

/**
 * Rate limits, one table for the whole API (docs/security.md lists them). Each rule counts hits in a
 * sliding window per key: the caller's account (its address when anonymous), the client address, or
 * what `key` derives from the request. Counters live in the shared store (Redis with `REDIS_URL`,
 * so a limit holds across API processes; memory otherwise).
 *
 * A route opts in with `config: limited('comment')` (several names: every rule must pass). Every
 * multipart request (an upload) counts against `upload` too, whatever the route says.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
  by: 'account' | 'ip';
  /** Narrows the key further, e.g. per conversation. */
  key?: (request: FastifyRequest) => string;
}

const MINUTE = 60_000;
const param = (name: string) => (request: FastifyRequest) =>
  String((request.params as Record<string, unknown> | undefined)?.[name] ?? '');

export const LIMITS = {
  /** Sign-up mails any address it is given: about 10 a minute per client address. */
  signup: { max: 10, windowMs: MINUTE, by: 'ip' },
  /** Mail-sending account routes: forgot password, verification re-send. */
  accountMail: { max: 5, windowMs: 15 * MINUTE, by: 'ip' },
  /** Sign-in through Google or X. */
  oauth: { max: 30, windowMs: MINUTE, by: 'ip' },
  /** The contact form mails every operator. */
  contact: { max: 5, windowMs: 10 * MINUTE, by: 'ip' },
  comment: { max: 20, windowMs: MINUTE, by: 'account' },
  report: { max: 10, windowMs: 10 * MINUTE, by: 'account' },
  reaction: { max: 120, windowMs: MINUTE, by: 'account' },
  /** Every multipart request. */
  upload: { max: 120, windowMs: 10 * MINUTE, by: 'account' },
  /** Messages per conversation: a creator answering many fans is limited per fan, not overall… */
  message: { max: 30, windowMs: MINUTE, by: 'account', key: param('id') },
  /** …under a generous ceiling per account. */
  messageAccount: { max: 300, windowMs: MINUTE, by: 'account' },
  /** Messages in a live stream's chat, per stream. */
  streamChat: { max: 30, windowMs: MINUTE, by: 'account', key: param('id') },
  /** Security-sensitive account changes: 2FA, passkeys, sessions, password and email changes. */
  accountSecurity: { max: 20, windowMs: 10 * MINUTE, by: 'account' },
  /** Passkey sign-in, both steps (each options call stores a challenge). */
  passkeySignIn: { max: 30, windowMs: MINUTE, by: 'ip' },
  /** reCAPTCHA/Turnstile checks (each calls the provider). */
  captcha: { max: 30, windowMs: MINUTE, by: 'ip' },
  /** Private show requests and their steps (request, approve, start, join, end…). */
  privateShow: { max: 30, windowMs: MINUTE, by: 'account' },
  /** Keyword searches (each is counted in the trending list). */
  search: { max: 60, windowMs: MINUTE, by: 'ip' },
  /** Stream key resets. */
  streamKey: { max: 10, windowMs: MINUTE, by: 'account' },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof LIMITS;

/** Route config naming the limits a route counts against: `{ config: limited('comment') }`. */
export const limited = (...names: LimitName[]) => ({ limits: names });

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: LimitName[];
  }
  interface FastifyInstance {
    sharedStore: SharedStore;
  }
}

export const TOO_MANY_REQUESTS = (seconds: number) =>
  `Too many requests, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

/** A 429 with Retry-After (whole seconds) and the spec's error envelope. */
export function tooManyRequests(retryAfterMs: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    message ?? TOO_MANY_REQUESTS(seconds),
    { retryAfter: seconds },
    'TOO_MANY_REQUESTS',
  );
}

/** Counts one hit against a rule for a request; throws the 429 when it is refused. */
export async function hitLimit(store: SharedStore, request: FastifyRequest, name: LimitName): Promise<RateDecision> {
  const rule: LimitRule = LIMITS[name];
  const who = rule.by === 'account' && request.auth ? `a:${request.auth.user.id}` : `i:${request.ip}`;
  const key = `${name}:${who}${rule.key ? `:${rule.key(request)}` : ''}`;
  const decision = await store.hit(key, rule.max, rule.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
  return decision;
}

export function registerRateLimits(app: FastifyInstance, store: SharedStore): void {
  app.decorate('sharedStore', store);
  app.addHook('preHandler', async (request) => {
    const names = request.routeOptions.config?.limits ?? [];
    for (const name of names) await hitLimit(store, request, name);
    if (request.isMultipart?.() && !names.includes('upload')) await hitLimit(store, request, 'upload');
  });
}
