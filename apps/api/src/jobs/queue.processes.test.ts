import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../test/index.js';
import { exited, killProcesses, startProcess } from '../test/processes.js';

/**
 * The job queue across real processes on one PostgreSQL database (issue #24): two "API" processes
 * enqueue 500 jobs each while they and a worker run them; every job runs once. Then one process is
 * killed (SIGKILL) in the middle of a batch: the others finish every job, none stays stuck.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
afterAll(killProcesses);

const start = (url: string, env: Record<string, string> = {}) =>
  startProcess(path.join(here, 'queue-process.ts'), { PROOF_DATABASE_URL: url, PROOF_LEASE_MS: '1500', ...env });

describe.skipIf(testDbKind() !== 'postgres')('job queue across processes (PostgreSQL)', () => {
  it('1,000 jobs enqueued on two processes run once each; a killed process’s jobs complete elsewhere', async () => {
    const database = await openTestDatabase();
    await database.migrate();
    const { db } = database;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);
    const until = async (check: () => Promise<boolean>, ms = 90_000) => {
      for (const end = Date.now() + ms; Date.now() < end;) {
        if (await check()) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('timed out');
    };
    try {
      await db.execute(sql`create table proof_runs (n int not null, pid int not null)`);
      const [a, b, worker] = await Promise.all([
        start(database.url!, { PROOF_FROM: '0', PROOF_COUNT: '500' }),
        start(database.url!, { PROOF_FROM: '500', PROOF_COUNT: '500' }),
        start(database.url!),
      ]);
      await until(async () => (await count(sql`select count(*) as n from jobs where status = 'done'`)) === 1000);
      expect(await count(sql`select count(*) as n from proof_runs`)).toBe(1000);
      expect(await count(sql`select count(distinct n) as n from proof_runs`)).toBe(1000);
      expect(await count(sql`select count(distinct pid) as n from proof_runs`)).toBe(3);

      // A slower batch; B dies with jobs in hand, its leases run out and the others take them.
      await db.execute(sql`
        insert into jobs (id, queue, payload)
        select substr(md5(random()::text), 1, 24), 'proof', jsonb_build_object('n', 1000 + i, 'ms', 20)
        from generate_series(0, 299) as i`);
      await until(
        async () =>
          (await count(
            sql`select count(*) as n from jobs where locked_by like ${`${b.pid}-%`} and status = 'running'`,
          )) > 0,
      );
      b.kill('SIGKILL');
      await until(async () => (await count(sql`select count(*) as n from jobs where status <> 'done'`)) === 0);
      expect(await count(sql`select count(distinct n) as n from proof_runs where n >= 1000`)).toBe(300);
      // At most the jobs B held when it died (its concurrency, 4) ran twice.
      const reruns = (await count(sql`select count(*) as n from proof_runs where n >= 1000`)) - 300;
      expect(reruns).toBeLessThanOrEqual(4);
      console.log(
        `queue across processes: 1,000 jobs on 3 processes, each run once; 300 more with one process killed: all done, ${reruns} recorded twice`,
      );

      // SIGTERM: the survivors stop gracefully.
      a.kill('SIGTERM');
      worker.kill('SIGTERM');
      expect(await Promise.all([exited(a), exited(worker)])).toEqual([0, 0]);
    } finally {
      await database.close();
      await database.drop();
    }
  }, 180_000);
});
