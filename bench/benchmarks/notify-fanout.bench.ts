import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';
import { freePort, recreateBenchDatabase, sleep } from '../common.js';

/**
 * `new_post` fan-out (docs/notifications.md): one creator with 100k active subscribers on PostgreSQL.
 * (1) `POST /performer/feeds` (a text post) over HTTP, p50 of 20 posts with 0 subscribers and again
 * with 100k: the request only queues a `notifications.fan-out` job, so the audience should not slow it
 * (the job runner is stopped meanwhile, so the figure is the request's own cost). (2) With the job
 * runner started, the time from one post's request until all 100k `new_post` rows exist, rows/s, and
 * the fan-out jobs it took. Each figure line ends with the load average.
 *
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where it may CREATE DATABASE);
 * (re)creates `fanlane_bench_notify` each run. BENCH_NOTIFY_SUBSCRIBERS (100000), BENCH_NOTIFY_POSTS
 * (20) and BENCH_JOB_CONCURRENCY (the API's JOB_CONCURRENCY, default 2) size it.
 */
const SUBSCRIBERS = Number(process.env.BENCH_NOTIFY_SUBSCRIBERS ?? 100_000);
const POSTS = Number(process.env.BENCH_NOTIFY_POSTS ?? 20);
const JOB_CONCURRENCY = process.env.BENCH_JOB_CONCURRENCY ?? '2';
const FAN_OUT_QUEUE = 'notifications.fan-out';
const TIMEOUT_MS = 10 * 60_000;

const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

export async function run() {
  if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) {
    console.log('skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL to run it,');
    console.log('  e.g. BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- notify-fanout');
    return;
  }
  const fresh = await recreateBenchDatabase('fanlane_bench_notify');
  if (!fresh) return;
  await fresh.admin.end();
  const { url } = fresh;

  // The API in this process (migrations at boot); its job runner stays stopped until part 2.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = testEnv({
    DATABASE_URL: url,
    API_PUBLIC_URL: base,
    API_PORT: String(port),
    JOB_CONCURRENCY,
  });
  const { app, services } = await buildApp({ env });
  await app.listen({ host: '127.0.0.1', port });
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();

  try {
    const creatorId = 'bench0creator00000000000';
    await sql.query(
      `INSERT INTO users (id, role, email, username, name, status, verified_email)
         VALUES ($1, 'performer', 'creator@bench.test', 'benchcreator', 'Bench Creator', 'active', true)`,
      [creatorId],
    );
    await sql.query(
      `INSERT INTO performer_profiles (user_id, verified_document, verified_account) VALUES ($1, true, true)`,
      [creatorId],
    );
    const { token } = await services.sessions.create(creatorId);
    let n = 0;
    const post = async (): Promise<{ id: string; ms: number }> => {
      const started = performance.now();
      const response = await fetch(`${base}/performer/feeds`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'text', text: `Bench post ${++n}` }),
      });
      const body = (await response.json()) as { data?: { _id: string } };
      const ms = performance.now() - started;
      if (!response.ok || !body.data)
        throw new Error(`POST /performer/feeds: ${response.status} ${JSON.stringify(body)}`);
      return { id: body.data._id, ms };
    };
    const posts = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) times.push((await post()).ms);
      // Their fan-out jobs wait queued (runner stopped): drop them so part 2 runs alone.
      await sql.query(`DELETE FROM jobs WHERE queue = $1`, [FAN_OUT_QUEUE]);
      return times;
    };
    const row = (label: string, times: number[]) =>
      console.log(
        `POST /performer/feeds, ${label.padEnd(16)} p50 ${pct(times, 0.5).toFixed(1).padStart(6)} ms   p90 ${pct(
          times,
          0.9,
        )
          .toFixed(1)
          .padStart(6)} ms   max ${Math.max(...times)
          .toFixed(1)
          .padStart(6)} ms   (${times.length} posts; ${load()})`,
      );

    console.log(
      `machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${load()}`,
    );
    await posts(5); // warm-up
    const before = await posts(POSTS);

    // 100k fans, each with an active subscription to the creator, in two set-based inserts.
    const seedStarted = performance.now();
    await sql.query(
      `INSERT INTO users (id, role, email, username, name, status, verified_email)
         SELECT 'bench1fan' || lpad(n::text, 15, '0'), 'user', 'fan' || n || '@bench.test', 'fan' || n, 'Fan ' || n,
                'active', true
         FROM generate_series(1, $1::int) n`,
      [SUBSCRIBERS],
    );
    await sql.query(
      `INSERT INTO subscriptions (id, user_id, performer_id, subscription_type, status, expired_at, price_minor)
         SELECT 'bench2sub' || lpad(n::text, 15, '0'), 'bench1fan' || lpad(n::text, 15, '0'), $2, 'monthly', 'active',
                now() + interval '30 days', 995
         FROM generate_series(1, $1::int) n`,
      [SUBSCRIBERS, creatorId],
    );
    await sql.query(`UPDATE performer_profiles SET subscriber_count = $1 WHERE user_id = $2`, [SUBSCRIBERS, creatorId]);
    await sql.query('ANALYZE users; ANALYZE subscriptions');
    console.log(
      `seeded ${SUBSCRIBERS} fans with active subscriptions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    await posts(5); // warm-up
    const after = await posts(POSTS);
    console.log('\n(1) the post request, job runner stopped (only the request; its fan-out job waits queued)');
    row('0 subscribers', before);
    row(`${SUBSCRIBERS} subscribers`, after);
    console.log(`  ratio of p50s: ${(pct(after, 0.5) / pct(before, 0.5)).toFixed(2)}`);

    // (2) One post, with the job runner started: time until every subscriber has its row.
    console.log(`\n(2) fan-out of one post to ${SUBSCRIBERS} subscribers (JOB_CONCURRENCY ${env.JOB_CONCURRENCY})`);
    console.log(`  before: ${load()}`);
    services.jobs.start();
    // The periodic jobs queued at start run first, so they do not share the fan-out's slots.
    await sleep(1000); // start() queues them without waiting
    for (let waited = 0; waited < 30_000; waited += 100) {
      const due = await sql.query<{ c: number }>(
        `SELECT count(*)::int AS c FROM jobs WHERE status = 'running' OR (status = 'queued' AND run_at <= now())`,
      );
      if (!due.rows[0]!.c) break;
      await sleep(100);
    }
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const created = await post();
    let first = 0;
    let count = 0;
    while (count < SUBSCRIBERS && performance.now() - started < TIMEOUT_MS) {
      const r = await sql.query<{ c: number }>(
        `SELECT count(*)::int AS c FROM notifications WHERE type = 'new_post' AND object_id = $1`,
        [created.id],
      );
      count = r.rows[0]!.c;
      if (count > 0 && !first) first = performance.now() - started;
      if (count < SUBSCRIBERS) await sleep(50);
    }
    const allRows = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    // The last chunk (empty when the audience is a multiple of the chunk) may still be finishing.
    const key = `new_post:${created.id}`;
    let jobs: { total: number; done: number; failed: number; span: number | null };
    for (;;) {
      const r = await sql.query<{ total: number; done: number; failed: number; span: number | null }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'done')::int AS done,
                count(*) FILTER (WHERE status = 'failed')::int AS failed,
                extract(epoch FROM max(finished_at) - min(created_at)) * 1000 AS span
         FROM jobs WHERE queue = $1 AND payload -> 'event' ->> 'key' = $2`,
        [FAN_OUT_QUEUE, key],
      );
      jobs = r.rows[0]!;
      if (jobs.done + jobs.failed === jobs.total || performance.now() - started > TIMEOUT_MS) break;
      await sleep(50);
    }
    const seconds = allRows / 1000;
    console.log(
      `  post request ${created.ms.toFixed(1)} ms; first row after ${first.toFixed(0)} ms; ` +
        `${count} of ${SUBSCRIBERS} rows after ${allRows.toFixed(0)} ms (from the request; polled every 50 ms)`,
    );
    console.log(
      `  ${(count / seconds).toFixed(0)} rows/s; ${jobs.total} fan-out jobs (${jobs.done} done, ${jobs.failed} failed), ` +
        `first job queued to last finished ${Number(jobs.span ?? 0).toFixed(0)} ms`,
    );
    // Each chunk queues its successor as it starts, so a job's start is its successor's queue time.
    const timeline = await sql.query<{ queued: number; finished: number | null }>(
      `SELECT extract(epoch FROM j.created_at - f.created_at) AS queued,
              extract(epoch FROM j.finished_at - f.created_at) AS finished
       FROM jobs j, feeds f WHERE f.id = $3 AND j.queue = $1 AND j.payload -> 'event' ->> 'key' = $2
       ORDER BY j.created_at`,
      [FAN_OUT_QUEUE, key, created.id],
    );
    const s = (v: number | null) => (v === null ? '-' : Number(v).toFixed(2));
    console.log(
      `  jobs, queued -> finished (s after the post's row): ${timeline.rows.map((j) => `${s(j.queued)}->${s(j.finished)}`).join(' ')}`,
    );
    console.log(
      `  API process CPU meanwhile: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms ` +
        `(${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms per row, polling included); after: ${load()}`,
    );
  } finally {
    await services.jobs.stop();
    await app.close();
    await sql.end();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
