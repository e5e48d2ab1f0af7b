import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { registerRequestContext } from '../http/request-context.js';
import { openTestDatabase } from '../test/index.js';
import { createJobQueue } from './queue.js';

let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe('job queue', () => {
  it('runs a job once and marks it done', async () => {
    const queue = createJobQueue(database.db);
    const seen: unknown[] = [];
    queue.register('hello', async (payload) => void seen.push(payload));
    const job = await queue.enqueue('hello', { n: 1 });
    await queue.drain();
    await queue.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await queue.get(job!.id))?.status).toBe('done');
  });

  it('drain runs jobs queued without await, by the caller or by a job it runs, and counts them', async () => {
    const queue = createJobQueue(database.db);
    const seen: string[] = [];
    queue.register('first', async () => {
      seen.push('first');
      void queue.enqueue('second', {}); // after its own work, not awaited (a fan-out after commit)
    });
    queue.register('second', async () => void seen.push('second'));
    void queue.enqueue('first', {});
    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual(['first', 'second']);
    expect(await queue.drain()).toBe(0);
  });

  it('retries with backoff, then gives up after maxAttempts', async () => {
    const queue = createJobQueue(database.db, { backoffMs: () => 0 });
    let calls = 0;
    queue.register('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    const ok = await queue.enqueue('flaky', {});
    for (let i = 0; i < 5; i++) await queue.drain();
    expect(calls).toBe(3);
    expect((await queue.get(ok!.id))?.status).toBe('done');

    queue.register('broken', async () => {
      throw new Error('always');
    });
    const bad = await queue.enqueue('broken', {}, { maxAttempts: 2 });
    for (let i = 0; i < 4; i++) await queue.drain();
    expect(await queue.get(bad!.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
  });

  it('waits for runAt and keeps one unfinished job per singleton key', async () => {
    const queue = createJobQueue(database.db);
    let calls = 0;
    queue.register('later', async () => void (calls += 1));
    const first = await queue.enqueue('later', {}, { runAt: new Date(Date.now() + 60_000), singletonKey: 'later:1' });
    const dup = await queue.enqueue('later', {}, { singletonKey: 'later:1' });
    expect(first).not.toBeNull();
    expect(dup).toBeNull();
    await queue.drain();
    expect(calls).toBe(0);
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, first!.id));
    await queue.drain();
    expect(calls).toBe(1);
    expect(await queue.enqueue('later', {}, { singletonKey: 'later:1' })).not.toBeNull();
  });

  it('completes once a job whose worker died mid-run, and ignores the dead worker coming back', async () => {
    const dead = createJobQueue(database.db, { leaseMs: 50 });
    let deadRuns = 0;
    let release!: () => void;
    dead.register('interrupted', () => {
      deadRuns += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    const job = await dead.enqueue('interrupted', { id: 'x' });
    const stuck = dead.drain(); // claims, then "dies" (never finishes within the lease)
    await new Promise((r) => setTimeout(r, 120));

    const survivor = createJobQueue(database.db, { leaseMs: 60_000 });
    let survivorRuns = 0;
    survivor.register('interrupted', async () => void (survivorRuns += 1));
    await survivor.drain();
    expect(survivorRuns).toBe(1);
    expect((await survivor.get(job!.id))?.status).toBe('done');

    release();
    await stuck;
    await survivor.drain();
    expect(deadRuns).toBe(1);
    expect(survivorRuns).toBe(1);
    expect((await survivor.get(job!.id))?.lockedBy).toBe(survivor.workerId);
  });

  it('shares work between workers so each job runs exactly once', async () => {
    const runs = new Map<string, number>();
    const workers = [createJobQueue(database.db, { concurrency: 3 }), createJobQueue(database.db, { concurrency: 3 })];
    for (const w of workers)
      w.register('shared', async (p) => void runs.set(String(p.n), (runs.get(String(p.n)) ?? 0) + 1));
    for (let n = 0; n < 30; n++) await workers[0]!.enqueue('shared', { n });
    for (let round = 0; round < 10; round++) await Promise.all(workers.map((w) => w.drain()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
  });

  it('hands a job still running at shutdown back to the queue, for another worker to run at once', async () => {
    const leaving = createJobQueue(database.db, { leaseMs: 60_000 });
    let release!: () => void;
    leaving.register('long', () => new Promise<void>((resolve) => (release = resolve)));
    const job = await leaving.enqueue('long', {});
    leaving.start();
    await expect.poll(async () => (await leaving.get(job!.id))?.status).toBe('running');
    await leaving.stop({ handBackAfterMs: 50 });
    expect(await leaving.get(job!.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const next = createJobQueue(database.db);
    let ran = 0;
    next.register('long', async () => void (ran += 1));
    await next.drain();
    expect(ran).toBe(1);
    release(); // the first worker's late finish records nothing over the second's
    await new Promise((r) => setTimeout(r, 50));
    expect(await next.get(job!.id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: next.workerId });
  });
});

/** A request's id reaches the jobs it enqueues, their jobs, and their log lines (docs/operations.md). */
describe('request ids on jobs', () => {
  it('stores the reqId of the request that enqueued a job, passes it on, and binds it to the job log', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = {
      info: () => undefined,
      error: () => undefined,
      warn: (obj: object) => void lines.push({ ...obj }),
      child(bindings: Record<string, unknown>) {
        return { ...logger, warn: (obj: object) => void lines.push({ ...bindings, ...obj }) };
      },
    };
    const queue = createJobQueue(database.db, { backoffMs: () => 0 });
    queue.useLogger(logger as never);
    const seen = new Set<string>();
    queue.register('first', async (_payload, job) => {
      seen.add(`first ${job.requestId}`);
      await queue.enqueue('second', {});
    });
    queue.register('second', async (_payload, job) => {
      seen.add(`second ${job.requestId}`);
      if (job.attempts === 1) throw new Error('second fails once');
    });

    const app = Fastify({ requestIdHeader: 'x-request-id', genReqId: () => randomUUID() });
    registerRequestContext(app);
    app.post('/enqueue', async () => queue.enqueue('first', {}));
    const res = await app.inject({ method: 'POST', url: '/enqueue', headers: { 'x-request-id': 'trace-123' } });
    expect(res.json()).toMatchObject({ requestId: 'trace-123' });
    const generated = (await app.inject({ method: 'POST', url: '/enqueue' })).json();
    expect(generated.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();

    expect((await queue.enqueue('first', {}))?.requestId).toBeNull(); // outside any request
    await queue.drain();
    // Its job, and that job's job; the job enqueued outside a request has none, nor has its job.
    expect([...seen].sort()).toEqual(
      [
        'first trace-123',
        'second trace-123',
        `first ${generated.requestId}`,
        `second ${generated.requestId}`,
        'first null',
        'second null',
      ].sort(),
    );
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'trace-123', queue: 'second' }));
    expect(lines.find((l) => l.reqId === undefined)).toMatchObject({ queue: 'second', jobId: expect.any(String) });
  });
});
