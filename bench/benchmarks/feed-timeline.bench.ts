import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';
import { load, type LoadRequest, type LoadResult } from '../load.js';
import { freePort } from '../common.js';
import { databaseUrl, ensureSeeded, seedScale } from '../seed-feeds.js';

/**
 * The home timeline (`GET /user/feeds?isHome=true`) on PostgreSQL with 1M posts, 10k creators,
 * 100k fans and ~4.6M follows (see seed-feeds.ts for the shape). Signs in as the 200 fans who
 * follow the most creators (~100 each, ~15k posts in their timelines) and loads page 1, a deep
 * page by offset and the same deep page by keyset cursor, rotating over the fans, at 1 connection
 * (one request at a time: the latency a fan sees) and at several. Then EXPLAINs (ANALYZE, BUFFERS)
 * the timeline queries the route issued for one of them. Goal: p99 <= 50 ms.
 *
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where it may CREATE DATABASE).
 * The seeded database (fanlane_bench_feeds) is kept and reused; BENCH_RESEED=1 or --reseed rebuilds it.
 * BENCH_SCALE (default 1) scales every count; BENCH_DEEP_OFFSET (600) and BENCH_FEED_CONNECTIONS
 * ("1,10") set the deep page and the concurrency levels.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DEEP_OFFSET = Number(process.env.BENCH_DEEP_OFFSET ?? 600);
const CONNECTIONS = (process.env.BENCH_FEED_CONNECTIONS ?? '1,10').split(',').map(Number);
// `npm run bench -- feed-timeline --reseed` reaches here as npm's config (npm_config_reseed), not argv.
const RESEED =
  process.env.BENCH_RESEED === '1' || process.argv.includes('--reseed') || process.env.npm_config_reseed === 'true';
const GOAL_P99_MS = 50;
const LIMIT = 12;
const FANS = 200;

interface CapturedQuery {
  text: string;
  values: unknown[];
  ms: number;
}

/**
 * Records the SQL the API sends (it runs in this process, on the same `pg` module): every
 * Client#query between start() and stop(), with its values and its time to completion.
 */
function queryRecorder() {
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  let sink: CapturedQuery[] | null = null;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const list = sink;
    if (!list) return original.apply(this, args);
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'object' && first.values) || (Array.isArray(args[1]) ? args[1] : []);
    const started = performance.now();
    const done = () => list.push({ text, values, ms: performance.now() - started });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  return {
    async record(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
      const list: CapturedQuery[] = [];
      sink = list;
      try {
        await fn();
      } finally {
        sink = null;
      }
      return list;
    },
    restore: () => void (proto.query = original),
  };
}

interface TimelineAnswer {
  status: number;
  data: { data: { _id: string; cursor: string; fromSourceId: string }[]; total: number };
}

async function getTimeline(base: string, path: string, token: string): Promise<TimelineAnswer> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: token } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TimelineAnswer;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** The goal is the latency one fan sees (1 connection); with more, p99 mostly measures the queue. */
function row(name: string, r: LoadResult, judged: boolean) {
  const goal = !judged ? '' : r.latencyP99Ms <= GOAL_P99_MS ? 'goal met' : 'GOAL MISSED';
  console.log(
    `${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${String(r.latencyP50Ms).padStart(4)} ms   p99 ${String(r.latencyP99Ms).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}   ${goal.padEnd(11)}   (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

const short = (sql: string, n = 160) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n)}...` : flat;
};

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL to run it,');
    console.log('  e.g. BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- feed-timeline');
    return;
  }
  const dbName =
    process.env.BENCH_FEEDS_DB ??
    (SCALE === 1 ? 'fanlane_bench_feeds' : `fanlane_bench_feeds_s${SCALE}`.replace('.', '_'));
  const url = databaseUrl(serverUrl, dbName);

  const scale = seedScale(SCALE);
  console.log(
    `database ${dbName}: ${scale.creators} creators, ${scale.fans} fans, ${scale.feeds} posts${RESEED ? ' (reseed)' : ''}`,
  );
  const seed = await ensureSeeded(serverUrl, dbName, scale, { force: RESEED, log: console.log });
  console.log(
    seed.seededNow ? `seeded in ${seed.seconds.toFixed(0)} s` : 'reusing the seeded database (--reseed to rebuild)',
  );
  console.log(
    `  ${Object.entries(seed.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const settings = await sql.query<{ version: string; sb: string; wm: string; rpc: string }>(
    `SELECT split_part(version(), ' ', 2) AS version, current_setting('shared_buffers') AS sb,
            current_setting('work_mem') AS wm, current_setting('random_page_cost') AS rpc`,
  );
  const s = settings.rows[0]!;
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; PostgreSQL ${s.version} (shared_buffers ${s.sb}, work_mem ${s.wm}, random_page_cost ${s.rpc})`,
  );

  // The API, in this process, on the bench database.
  const recorder = queryRecorder();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = testEnv({ DATABASE_URL: url, API_PUBLIC_URL: base, API_PORT: String(port) });
  const { app, services } = await buildApp({ env });
  await app.listen({ host: '127.0.0.1', port });

  try {
    await sql.query('DELETE FROM sessions');
    const heavy = await sql.query<{ id: string; following: number; blocked: number }>(
      `SELECT h.id, u.following_count AS following,
              (SELECT count(*)::int FROM user_blocks b WHERE b.target_id = h.id) AS blocked
       FROM bench.heavy_fans h JOIN users u USING (id) ORDER BY h.n LIMIT $1`,
      [FANS],
    );
    const fans: { id: string; token: string; deepCursor: string; total: number }[] = [];
    for (const fan of heavy.rows) {
      const { token } = await services.sessions.create(fan.id);
      fans.push({ id: fan.id, token, deepCursor: '', total: 0 });
    }

    // Sanity, and each fan's cursor at the deep page: the last item of the page just before it.
    const home = `/user/feeds?isHome=true&limit=${LIMIT}`;
    for (const fan of fans) {
      const before = await getTimeline(base, `${home}&offset=${DEEP_OFFSET - LIMIT}`, fan.token);
      const last = before.data.data.at(-1);
      if (!last) throw new Error(`fan ${fan.id} has fewer than ${DEEP_OFFSET} posts in their timeline`);
      fan.deepCursor = last.cursor;
      fan.total = before.data.total;
    }
    const first = fans[0]!;
    const page1 = await getTimeline(base, home, first.token);
    const deep = await getTimeline(base, `${home}&offset=${DEEP_OFFSET}`, first.token);
    const byCursor = await getTimeline(base, `${home}&cursor=${encodeURIComponent(first.deepCursor)}`, first.token);
    const sameDeepPage =
      JSON.stringify(deep.data.data.map((f) => f._id)) === JSON.stringify(byCursor.data.data.map((f) => f._id));
    const totals = fans.map((f) => f.total).sort((a, b) => a - b);
    console.log(
      `${fans.length} fans signed in: follows ${heavy.rows.at(-1)?.following}-${heavy.rows[0]?.following}, ` +
        `${heavy.rows.filter((r) => r.blocked).length} blocked by a creator they follow; timeline totals ` +
        `min ${totals[0]} / median ${pct(totals, 0.5)} / max ${totals.at(-1)}`,
    );
    console.log(
      `  page 1 of fan 1: ${page1.data.data.length} posts from ${new Set(page1.data.data.map((f) => f.fromSourceId)).size} creators; ` +
        `offset ${DEEP_OFFSET} and its cursor give ${sameDeepPage ? 'the same page' : 'DIFFERENT PAGES'}`,
    );

    const cases: [string, LoadRequest[]][] = [
      ['page 1', fans.map((f) => ({ path: home, headers: { authorization: f.token } }))],
      [
        `offset ${DEEP_OFFSET}`,
        fans.map((f) => ({ path: `${home}&offset=${DEEP_OFFSET}`, headers: { authorization: f.token } })),
      ],
      [
        `cursor at ${DEEP_OFFSET}`,
        fans.map((f) => ({
          path: `${home}&cursor=${encodeURIComponent(f.deepCursor)}`,
          headers: { authorization: f.token },
        })),
      ],
    ];

    // What one request costs in queries (fan 1, after a warm-up), then the plans of the timeline SQL.
    for (const [, requests] of cases) await load(base, { seconds: 2, connections: 4, requests });
    // autocannon leaves requests in flight when it stops: let the server finish them first.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const explained: [string, CapturedQuery[], number][] = [];
    for (const [name, requests] of cases) {
      const r = requests[0]!;
      const started = performance.now();
      const queries = await recorder.record(() => getTimeline(base, r.path, r.headers!.authorization!));
      explained.push([name, queries, performance.now() - started]);
    }

    console.log(`\nGET ${home} (+ &offset= / &cursor=), ${SECONDS} s each, requests rotating over ${fans.length} fans`);
    console.log(`goal: p99 <= ${GOAL_P99_MS} ms at 1 connection (one request at a time)`);
    for (const connections of CONNECTIONS) {
      for (const [name, requests] of cases) {
        row(
          `${name}, ${connections} connection${connections > 1 ? 's' : ''}`,
          await load(base, { seconds: SECONDS, connections, requests }),
          connections === 1,
        );
      }
    }

    console.log('\nSQL of one request (fan 1), time to result in the API process:');
    for (const [name, queries, wall] of explained) {
      const total = queries.reduce((sum, q) => sum + q.ms, 0);
      console.log(
        `  ${name}: ${wall.toFixed(1)} ms for the request; ${queries.length} queries, ${total.toFixed(1)} ms summed (some run in parallel)`,
      );
      for (const q of queries) console.log(`    ${q.ms.toFixed(1).padStart(6)} ms  ${short(q.text)}`);
    }
    for (const [name, queries] of explained) {
      for (const q of queries.filter((q) => /"feeds"/.test(q.text) && /"follows"/.test(q.text))) {
        const plan = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
        const kind = /count\(/i.test(q.text) ? 'count' : 'page';
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${name}, ${kind} query:`);
        if (name === 'page 1' && kind === 'page')
          console.log(`  SQL: ${short(q.text, 4000)}\n  values: ${JSON.stringify(q.values)}`);
        for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
      }
    }
  } finally {
    recorder.restore();
    await app.close();
    await sql.end();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
