import { createClient } from 'redis';

/** What a rate limit answered for one hit. */
export interface RateDecision {
  allowed: boolean;
  /** Hits counted in the window, weighted (the sliding estimate). */
  count: number;
  /** When refused: how long until one more hit would be allowed. */
  retryAfterMs: number;
}

/**
 * State shared by every API process: rate-limit counters and small short-lived values (caches, the
 * login limiter's delays). In Redis when `REDIS_URL` is set, so a limit holds across processes; in
 * the process's memory otherwise. Redis being down fails open (the hit is allowed, a warning logged):
 * a limiter must not take the site down with it.
 */
export interface SharedStore {
  kind: 'memory' | 'redis';
  /** Counts one hit of `key` in a sliding window of `windowMs`, unless `max` hits are counted already. */
  hit(key: string, max: number, windowMs: number): Promise<RateDecision>;
  /** The same estimate without counting a hit. */
  peek(key: string, max: number, windowMs: number): Promise<RateDecision>;
  /** Forgets a key's hits (every window). */
  reset(key: string): Promise<void>;
  getJson<T>(key: string): Promise<T | null>;
  setJson(key: string, value: unknown, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sliding-window counter (the previous fixed window's count weighted by how much of it still
 * overlaps, plus the current one's): one small record per key and window, exact enough for abuse limits.
 */
function decide(prev: number, cur: number, max: number, windowMs: number, now: number, counting: boolean) {
  const elapsed = (now % windowMs) / windowMs;
  const estimate = prev * (1 - elapsed) + cur;
  if (estimate + (counting ? 1 : 0) <= max) return { allowed: true, count: estimate, retryAfterMs: 0 };
  const rest = (1 - elapsed) * windowMs;
  let wait: number;
  if (cur + 1 <= max && prev > 0) {
    // The current window has room; wait until enough of the previous one has slid out.
    wait = Math.min(rest, ((estimate + 1 - max) / prev) * windowMs);
  } else {
    // Wait for the next window, then until enough of this one has slid out.
    wait = rest + Math.max(0, 1 - (max - 1) / Math.max(cur, 1)) * windowMs;
  }
  return { allowed: false, count: estimate, retryAfterMs: Math.max(1, Math.ceil(wait)) };
}

const windowKeys = (key: string, windowMs: number, now: number) => {
  const index = Math.floor(now / windowMs);
  return [`${key}:${windowMs}:${index}`, `${key}:${windowMs}:${index - 1}`] as const;
};

export function createMemoryStore(): SharedStore {
  const counters = new Map<string, { count: number; until: number }>();
  const values = new Map<string, { value: string; until: number }>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    sweptAt = now;
    for (const [k, v] of counters) if (v.until <= now) counters.delete(k);
    for (const [k, v] of values) if (v.until <= now) values.delete(k);
  };
  const count = (k: string, now: number) => {
    const entry = counters.get(k);
    return entry && entry.until > now ? entry.count : 0;
  };
  const estimate = (key: string, max: number, windowMs: number, counting: boolean) => {
    const now = Date.now();
    sweep(now);
    const [current, previous] = windowKeys(key, windowMs, now);
    const decision = decide(count(previous, now), count(current, now), max, windowMs, now, counting);
    if (counting && decision.allowed) {
      counters.set(current, { count: count(current, now) + 1, until: now + 2 * windowMs });
      decision.count += 1;
    }
    return decision;
  };
  return {
    kind: 'memory',
    hit: async (key, max, windowMs) => estimate(key, max, windowMs, true),
    peek: async (key, max, windowMs) => estimate(key, max, windowMs, false),
    async reset(key) {
      for (const k of counters.keys()) if (k.startsWith(`${key}:`)) counters.delete(k);
    },
    async getJson<T>(key: string) {
      const entry = values.get(key);
      return entry && entry.until > Date.now() ? (JSON.parse(entry.value) as T) : null;
    },
    async setJson(key, value, ttlMs) {
      sweep(Date.now());
      values.set(key, { value: JSON.stringify(value), until: Date.now() + ttlMs });
    },
    async close() {
      counters.clear();
      values.clear();
    },
  };
}

// KEYS: current window, previous window, the key's index of windows. ARGV: count a hit (1/0),
// max, windowMs, elapsed fraction. Answers {allowed, current, previous}; counts only allowed hits.
const HIT_SCRIPT = `
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
local prev = tonumber(redis.call('GET', KEYS[2]) or '0')
local est = prev * (1 - tonumber(ARGV[4])) + cur
if ARGV[1] == '0' or est + 1 > tonumber(ARGV[2]) then return {0, cur, prev} end
cur = redis.call('INCR', KEYS[1])
if cur == 1 then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) * 2)
  redis.call('SADD', KEYS[3], KEYS[1])
  redis.call('PEXPIRE', KEYS[3], tonumber(ARGV[3]) * 2)
end
return {1, cur, prev}`;

export async function createRedisStore(
  url: string,
  options: { prefix?: string; warn?: (err: unknown, what: string) => void } = {},
): Promise<SharedStore> {
  const prefix = options.prefix ?? 'fanlane:';
  const client = createClient({ url, socket: { connectTimeout: 2000 }, disableOfflineQueue: true });
  let warnedAt = 0;
  const warn = (err: unknown, what: string) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    options.warn?.(err, what);
  };
  client.on('error', (err) => warn(err, 'redis shared store error'));
  await client.connect();
  const run = async (key: string, max: number, windowMs: number, counting: boolean): Promise<RateDecision> => {
    const now = Date.now();
    const [current, previous] = windowKeys(`${prefix}rl:${key}`, windowMs, now);
    try {
      const reply = (await client.eval(HIT_SCRIPT, {
        keys: [current, previous, `${prefix}rl:${key}:windows`],
        arguments: [counting ? '1' : '0', String(max), String(windowMs), String((now % windowMs) / windowMs)],
      })) as number[];
      const [counted = 0, cur = 0, prev = 0] = reply.map(Number);
      if (counted) {
        return { allowed: true, count: prev * (1 - (now % windowMs) / windowMs) + cur, retryAfterMs: 0 };
      }
      return decide(prev, cur, max, windowMs, now, counting);
    } catch (err) {
      warn(err, 'rate limit not checked: redis unavailable');
      return { allowed: true, count: 0, retryAfterMs: 0 };
    }
  };
  return {
    kind: 'redis',
    hit: (key, max, windowMs) => run(key, max, windowMs, true),
    peek: (key, max, windowMs) => run(key, max, windowMs, false),
    async reset(key) {
      const index = `${prefix}rl:${key}:windows`;
      try {
        const keys = await client.sMembers(index);
        await client.del([...keys, index]);
      } catch (err) {
        warn(err, 'rate limit not reset: redis unavailable');
      }
    },
    async getJson<T>(key: string) {
      try {
        const raw = await client.get(`${prefix}kv:${key}`);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch (err) {
        warn(err, 'shared value not read: redis unavailable');
        return null;
      }
    },
    async setJson(key, value, ttlMs) {
      try {
        await client.set(`${prefix}kv:${key}`, JSON.stringify(value), { PX: Math.max(1, Math.ceil(ttlMs)) });
      } catch (err) {
        warn(err, 'shared value not stored: redis unavailable');
      }
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
