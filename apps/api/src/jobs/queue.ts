import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { currentRequestId, withRequestId } from '../http/request-context.js';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> & { child?: FastifyBaseLogger['child'] };
export type JobRow = typeof jobs.$inferSelect;
/** `log` carries the job's id, queue and (when a request enqueued it) the request's `reqId`. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow, log?: Logger) => Promise<void>;

/** How one run of a job ended: done, failed with a retry to come, or failed for good. */
export type JobOutcome = 'done' | 'retry' | 'failed';

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  singletonKey?: string;
}

export interface QueueOptions {
  /** How long a claimed job stays reserved before another worker may take it over. */
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
  /** Delay before retry n (1-based). */
  backoffMs?: (attempt: number) => number;
  logger?: Logger;
}

const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 10 * 60_000);

/**
 * A durable job queue on the application's own database (PostgreSQL or PGlite, one code path).
 * Handlers must tolerate running twice: a job whose worker died is run again after its lease.
 */
export function createJobQueue(db: Db, options: QueueOptions = {}) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const backoff = options.backoffMs ?? defaultBackoff;
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, JobHandler>();
  const periodic = new Map<string, number>();
  const periodicTimers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  /** Inserts under way that nobody awaits (`void enqueue(...)` after commit): `drain` waits for them. */
  const enqueuing = new Set<Promise<unknown>>();
  const settled = new Set<(queue: string, outcome: JobOutcome) => void>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let ticking = false;

  async function claim(limit: number): Promise<JobRow[]> {
    const queues = [...handlers.keys()];
    if (!queues.length || limit <= 0) return [];
    const lockedUntil = new Date(Date.now() + leaseMs);
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = ${lockedUntil.toISOString()}::timestamptz, updated_at = now()
      where id in (
        select id from ${jobs}
        where queue in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (!ids.length) return [];
    return db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }

  async function run(job: JobRow) {
    const handler = handlers.get(job.queue)!;
    const bindings = { jobId: job.id, queue: job.queue, ...(job.requestId ? { reqId: job.requestId } : {}) };
    const child = options.logger?.child?.(bindings);
    try {
      // Jobs it enqueues carry the same request id.
      await withRequestId(job.requestId, () => handler(job.payload, job, child ?? options.logger));
      // Only the worker holding the lease may finish the job; a late, taken-over worker cannot.
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
      for (const listener of settled) listener(job.queue, 'done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.maxAttempts;
      for (const listener of settled) listener(job.queue, final ? 'failed' : 'retry');
      (child ?? options.logger)?.warn(
        { ...(child ? {} : bindings), attempt: job.attempts, err: message },
        final ? 'job failed for good' : 'job failed, will retry',
      );
      await db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', lastError: message, finishedAt: new Date(), lockedUntil: null }
            : {
                status: 'queued',
                lastError: message,
                runAt: new Date(Date.now() + backoff(job.attempts)),
                lockedUntil: null,
              },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
    }
  }

  let current: Promise<number> = Promise.resolve(0);
  /** Claims what is due (up to the free slots) and starts it; returns how many were claimed. */
  function tick(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    // A claim under way (the poll, a freed slot): its jobs are this tick's.
    if (ticking) return current;
    ticking = true;
    current = claimAndStart();
    return current;
  }

  async function claimAndStart(): Promise<number> {
    try {
      const claimed = await claim(concurrency - inFlight.size);
      for (const job of claimed) {
        const p: Promise<void> = run(job).finally(() => {
          inFlight.delete(p);
          // A freed slot looks for work at once (a fan-out's next chunk), not at the next poll.
          if (timer && !stopping) void tick();
        });
        inFlight.add(p);
      }
      return claimed.length;
    } catch (err) {
      options.logger?.error({ err }, 'job claim failed');
      return 0;
    } finally {
      ticking = false;
    }
  }

  async function insert(queue: string, payload: Record<string, unknown>, opts: EnqueueOptions, tx: Db) {
    const [row] = await tx
      .insert(jobs)
      .values({
        queue,
        payload,
        runAt: opts.runAt ?? new Date(),
        maxAttempts: opts.maxAttempts ?? 5,
        singletonKey: opts.singletonKey ?? null,
        requestId: currentRequestId() ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row && timer && !opts.runAt) setImmediate(() => void tick());
    return row ?? null;
  }

  return {
    workerId,

    /** Told how each run of a job on this process ends (the /metrics counters). */
    onSettled(listener: (queue: string, outcome: JobOutcome) => void) {
      settled.add(listener);
    },

    /** Where failures and hand-backs are logged (the app's logger). */
    useLogger(logger: Logger) {
      options.logger = logger;
    },

    register(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },

    /** Adds a job; pass a transaction as `tx` to commit it with the change that caused it. */
    enqueue(queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}, tx: Db = db) {
      const inserted = insert(queue, payload, opts, tx);
      enqueuing.add(inserted);
      void inserted.catch(() => undefined).finally(() => enqueuing.delete(inserted));
      return inserted;
    },

    /**
     * Runs everything due until nothing is left, then returns how many jobs it claimed (tests, CLI).
     * It waits for inserts under way first, so a job queued without `await` (a fan-out after commit,
     * by a request or by a job it ran) is run too, not missed by a claim that raced its insert.
     */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        await Promise.allSettled([...enqueuing]);
        const claimed = await tick();
        const running = [...inFlight];
        await Promise.all(running);
        total += claimed;
        if (claimed === 0 && running.length === 0 && enqueuing.size === 0) return total;
      }
    },

    /**
     * A periodic job: while the queue runs, one `queue` job is enqueued every `intervalMs`; the
     * singleton key keeps one at a time across every process.
     */
    every(queue: string, intervalMs: number, handler: JobHandler) {
      handlers.set(queue, handler);
      periodic.set(queue, intervalMs);
    },

    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      for (const [queue, intervalMs] of periodic) {
        const schedule = () =>
          void this.enqueue(queue, {}, { singletonKey: `periodic:${queue}`, maxAttempts: 1 }).catch((err) =>
            options.logger?.warn({ err, queue }, 'periodic job not scheduled'),
          );
        schedule();
        const t = setInterval(schedule, intervalMs);
        t.unref();
        periodicTimers.push(t);
      }
      void tick();
    },

    /**
     * Stops claiming and waits for running jobs to finish. With `handBackAfterMs`, jobs still running
     * then are handed back (queued again, their attempt not counted) for another process to take at
     * once, rather than after their lease; a handed-back job finishing here late records nothing.
     */
    async stop(opts: { handBackAfterMs?: number } = {}) {
      stopping = true;
      if (timer) clearInterval(timer);
      for (const t of periodicTimers.splice(0)) clearInterval(t);
      timer = null;
      await current; // a claim under way: its jobs count as running here
      const finished = Promise.all([...inFlight]).then(() => true);
      if (opts.handBackAfterMs === undefined) return void (await finished);
      let wait: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (wait = setTimeout(() => resolve(false), opts.handBackAfterMs)));
      const done = await Promise.race([finished, late]);
      clearTimeout(wait);
      if (done) return;
      const handed = await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`${jobs.attempts} - 1`,
          lockedBy: null,
          lockedUntil: null,
          runAt: new Date(),
        })
        .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id, queue: jobs.queue });
      if (handed.length) options.logger?.warn({ jobs: handed }, 'stopping: running jobs handed back');
    },

    async get(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
