import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createRedisStore, type SharedStore } from './shared-store.js';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: SharedStore[] = [];
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(stores.map((s) => s.close()));
});

/** The same behaviour from both stores; Redis only when TEST_REDIS_URL is set. */
const kinds: [string, () => Promise<SharedStore>][] = [
  ['memory', async () => createMemoryStore()],
  ...(redisUrl
    ? ([['redis', () => createRedisStore(redisUrl, { prefix: `test:${process.pid}:${Date.now()}:` })]] as [
        string,
        () => Promise<SharedStore>,
      ][])
    : []),
];

describe.each(kinds)('%s shared store', (_kind, open) => {
  it('allows max hits in a window, then refuses with the wait until one more fits', async () => {
    const store = await open();
    stores.push(store);
    const key = `k${Math.random()}`;
    for (let i = 0; i < 3; i += 1) expect((await store.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await store.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(120_000);
    expect((await store.peek(key, 3, 60_000)).count).toBeGreaterThanOrEqual(3);
    // Refused hits are not counted, and other keys are their own.
    expect((await store.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
    await store.reset(key);
    expect((await store.hit(key, 3, 60_000)).allowed).toBe(true);
  });

  it('slides: hits age out of the window', async () => {
    const store = await open();
    stores.push(store);
    const key = `s${Math.random()}`;
    for (let i = 0; i < 2; i += 1) expect((await store.hit(key, 2, 300)).allowed).toBe(true);
    expect((await store.hit(key, 2, 300)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 650)); // two windows later nothing remains
    expect((await store.hit(key, 2, 300)).allowed).toBe(true);
  });

  it('keeps JSON values for their time', async () => {
    const store = await open();
    stores.push(store);
    await store.setJson('v', { n: 1 }, 200);
    expect(await store.getJson('v')).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.getJson('v')).toBeNull();
  });
});

describe.runIf(redisUrl)('redis shared store across processes', () => {
  it('counts the hits of two clients (two API processes) against one limit', async () => {
    const prefix = `test:${process.pid}:shared:${Date.now()}:`;
    const a = await createRedisStore(redisUrl!, { prefix });
    const b = await createRedisStore(redisUrl!, { prefix });
    stores.push(a, b);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('x', 6, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
  });

  it('fails open when Redis is gone', async () => {
    const warn = vi.fn();
    const store = await createRedisStore(redisUrl!, { prefix: 'test:gone:', warn });
    await store.close();
    expect((await store.hit('x', 1, 60_000)).allowed).toBe(true);
    expect(await store.getJson('x')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
