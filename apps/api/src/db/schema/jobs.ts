import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, tableWithId, timestamps, ts } from './columns.js';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Durable background jobs: a row per job, claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * several API processes share the work on PostgreSQL and a crashed worker's job is picked up again.
 */
export const jobs = tableWithId(
  'jobs',
  {
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: counter('attempts'),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: ts('run_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one unfinished job per key (e.g. "publish:<feedId>"). */
    singletonKey: text('singleton_key'),
    finishedAt: ts('finished_at'),
    /** The request that enqueued it (Fastify's reqId), or its parent job's: on the job's log lines. */
    requestId: text('request_id'),
    ...timestamps(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_key')
      .on(t.singletonKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
