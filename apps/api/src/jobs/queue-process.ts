/**
 * One process of the multi-process queue test (queue.processes.test.ts): a job queue on the
 * PostgreSQL database PROOF_DATABASE_URL whose `proof` jobs record each run in `proof_runs`. It
 * enqueues PROOF_FROM … PROOF_FROM + PROOF_COUNT - 1, runs jobs, and stops gracefully on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { createJobQueue } from './queue.js';

const env = process.env;
const database = await openDatabase({ url: env.PROOF_DATABASE_URL, poolSize: 4 });
const { db } = database;
const queue = createJobQueue(db, { leaseMs: Number(env.PROOF_LEASE_MS ?? 60_000), pollMs: 50, concurrency: 4 });
queue.register('proof', async (payload) => {
  await new Promise((r) => setTimeout(r, Number(payload.ms ?? 2)));
  await db.execute(sql`insert into proof_runs (n, pid) values (${Number(payload.n)}, ${process.pid})`);
});
const from = Number(env.PROOF_FROM ?? 0);
for (let i = 0; i < Number(env.PROOF_COUNT ?? 0); i++) await queue.enqueue('proof', { n: from + i });
queue.start();
process.send?.('ready');
process.on('SIGTERM', () => {
  void queue
    .stop({ handBackAfterMs: 1000 })
    .then(() => database.close())
    .then(() => process.exit(0));
});
