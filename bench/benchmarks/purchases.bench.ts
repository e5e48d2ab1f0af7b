import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';
import { load, type LoadRequest } from '../load.js';
import { freePort, profiled, recreateBenchDatabase } from '../common.js';

/**
 * Wallet purchases on PostgreSQL (business-rules "Wallet"): funded fans buy pay-per-view posts, each
 * purchase one database transaction (entitlement, ledger entries and balances, earning, wallet
 * charge). Measured twice at several numbers of purchases in flight:
 * - service level: `services.charges.buy` called in this process by C concurrent workers;
 * - HTTP: `POST /wallet/charges/feed/:id` on the API listening in this process (127.0.0.1), real HTTP
 *   requests from a second process (autocannon) with C connections, one signed-in fan per request.
 * Each (fan, item) pair is bought once, so every purchase really moves money. Then it lists the SQL
 * of one purchase and checks the books (reconcile). Goal: >= 1,000 purchases/s.
 *
 * PostgreSQL server: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (its server only), else
 * postgres://root@127.0.0.1:5432/postgres. The bench (re)creates its own database there,
 * fanlane_bench_purchases. BENCH_PURCHASE_CONCURRENCY ("16,32,64"), BENCH_PURCHASES (purchases per
 * case, 6000), BENCH_FANS (400), BENCH_ITEMS (600), BENCH_CREATORS (60) size it.
 *
 * BENCH_API_PROCESSES=N (default 1) runs the API as N processes (node:cluster, `purchases-worker.ts`),
 * each with its own pool on the same database, sharing one port: the deployment docs/benchmarks.md
 * proposes. The service case then splits each slice and its concurrency over the N processes.
 * Each case also prints the CPU it cost per purchase: the API process(es) (`process.cpuUsage`) and the
 * PostgreSQL backends of the bench database (/proc), so figures taken on a busy machine still say
 * what one purchase costs and what 2 idle cores could do.
 */
const CONCURRENCY = (process.env.BENCH_PURCHASE_CONCURRENCY ?? '16,32,64').split(',').map(Number);
const PER_CASE = Number(process.env.BENCH_PURCHASES ?? 6000);
const FANS = Number(process.env.BENCH_FANS ?? 400);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 600);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 60);
const DB_NAME = process.env.BENCH_PURCHASES_DB ?? 'fanlane_bench_purchases';
const GOAL = 1000;
const PROCESSES = Math.max(1, Number(process.env.BENCH_API_PROCESSES ?? 1));
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'purchases-worker.ts');
const PRICE = 500;
/** BENCH_POOL_SIZE: the API's DATABASE_POOL_SIZE (its default, 10, when unset). */
export const poolSize: Record<string, string> = process.env.BENCH_POOL_SIZE
  ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE }
  : {};

const newId = () => randomBytes(12).toString('hex');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const loadAvg = () => os.loadavg()[0]!.toFixed(1);

interface CapturedQuery {
  text: string;
  ms: number;
}

/** Records the SQL sent through `pg` (the API runs in this process) while `fn` runs. */
async function recordQueries(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const list: CapturedQuery[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    const started = performance.now();
    const result = original.apply(this, args);
    const done = () => void list.push({ text, ms: performance.now() - started });
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return list;
}

/** CPU microseconds (utime + stime) of each PostgreSQL backend serving `database`, from /proc. */
function postgresMicros(database: string): Map<string, number> {
  const tick = 1e6 / 100; // USER_HZ is 100 on Linux
  const total = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function row(
  name: string,
  purchases: number,
  seconds: number,
  p50: number,
  p99: number,
  failed: number,
  cpu?: { node: number; nodeSystem: number; pg: number; client?: number },
) {
  const rate = purchases / seconds;
  const ms = (us: number) => `${(us / 1000 / purchases).toFixed(2)} ms`;
  const perPurchase =
    cpu && purchases
      ? `   CPU/purchase: API ${ms(cpu.node)} (system ${ms(cpu.nodeSystem)}), PostgreSQL ${ms(cpu.pg)}${cpu.client === undefined ? '' : `, load generator ${ms(cpu.client)}`}`
      : '';
  console.log(
    `${name.padEnd(26)} ${String(purchases).padStart(6)} purchases in ${seconds.toFixed(2).padStart(5)} s  ${rate
      .toFixed(0)
      .padStart(
        5,
      )} purchases/s   p50 ${p50.toFixed(1).padStart(5)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   failed ${failed}   ${
      rate >= GOAL ? 'goal met' : 'GOAL MISSED'
    }${perPurchase}   (load ${loadAvg()})`,
  );
}

/** Sends `message` to a worker (none: just waits) and resolves with its first answer of type `type`. */
function reply(worker: Worker, message: object | null, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listener = (m: { type?: string }) => {
      if (m?.type !== type) return;
      worker.off('message', listener);
      resolve(m as Record<string, unknown>);
    };
    worker.on('message', listener);
    if (message) worker.send(message);
  });
}

export async function run() {
  const fresh = await recreateBenchDatabase(DB_NAME);
  if (!fresh) return;
  const { admin, url } = fresh;
  const settings = await admin.query<{ version: string; sb: string; sc: string }>(
    `SELECT split_part(version(), ' ', 2) AS version, current_setting('shared_buffers') AS sb,
            current_setting('synchronous_commit') AS sc`,
  );
  await admin.end();
  const s = settings.rows[0]!;
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; PostgreSQL ${s.version} (shared_buffers ${s.sb}, synchronous_commit ${s.sc})`,
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = testEnv({ DATABASE_URL: url, API_PUBLIC_URL: base, API_PORT: String(port), ...poolSize });
  // As `npm start` builds it: the API's own pool (10 connections), migrations at boot.
  const { app, services } = await buildApp({ env });
  // One process: the API listens here. Several: the cluster's workers listen and this one only seeds.
  if (PROCESSES === 1) await app.listen({ host: '127.0.0.1', port });
  const workers: Worker[] = [];
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();

  try {
    // Seed: creators with profiles, pay-per-view posts, fans with funded wallets and sessions.
    const started = performance.now();
    const creators: string[] = [];
    for (let i = 0; i < CREATORS; i += 1) {
      const c = await services.users.insert(
        {
          role: 'performer',
          username: `benchcreator${i}`,
          email: `benchcreator${i}@example.test`,
          name: `Creator ${i}`,
          status: 'active',
          verifiedEmail: true,
        },
        { verifiedDocument: true },
      );
      creators.push(c.id);
    }
    const items = Array.from({ length: ITEMS }, (_, i) => ({ id: newId(), performerId: creators[i % CREATORS]! }));
    await sql.query(
      `INSERT INTO feeds (id, performer_id, type, slug, text, is_sale, price_minor)
       SELECT id, performer_id, 'text', 'ppv-' || id, 'pay-per-view', true, $3
       FROM unnest($1::text[], $2::text[]) AS t(id, performer_id)`,
      [items.map((i) => i.id), items.map((i) => i.performerId), PRICE],
    );
    const fans: { id: string; token: string }[] = [];
    for (let i = 0; i < FANS; i += 1) {
      const u = await services.users.insert({
        role: 'user',
        username: `benchfan${i}`,
        email: `benchfan${i}@example.test`,
        name: `Fan ${i}`,
        status: 'active',
        verifiedEmail: true,
      });
      const { token } = await services.sessions.create(u.id);
      await services.ledger.postNow({
        key: `bench-topup:${u.id}`,
        kind: 'top_up',
        entries: [
          {
            account: { id: 'gateway_clearing:sandbox', kind: 'gateway_clearing', ownerId: null, allowNegative: true },
            amount: -PRICE * ITEMS,
          },
          {
            account: { id: `wallet:${u.id}`, kind: 'wallet', ownerId: u.id, allowNegative: false },
            amount: PRICE * ITEMS,
          },
        ],
      });
      fans.push({ id: u.id, token });
    }
    // Every (fan, item) pair once, shuffled: cases take disjoint slices of it.
    const pairs: [number, number][] = [];
    for (let f = 0; f < FANS; f += 1) for (let i = 0; i < ITEMS; i += 1) pairs.push([f, i]);
    for (let i = pairs.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    let cursor = 0;
    const take = (n: number) => {
      if (cursor + n > pairs.length) throw new Error('not enough (fan, item) pairs: raise BENCH_FANS or BENCH_ITEMS');
      const slice = pairs.slice(cursor, cursor + n);
      cursor += n;
      return slice;
    };
    /** The next pair that `wanted` accepts (moved to the front of the remaining ones). */
    const takeWhere = (wanted: (pair: [number, number]) => boolean) => {
      const at = pairs.findIndex((pair, k) => k >= cursor && wanted(pair));
      if (at < 0) throw new Error('no (fan, item) pair left of the kind wanted');
      [pairs[cursor], pairs[at]] = [pairs[at]!, pairs[cursor]!];
      return take(1)[0]!;
    };
    console.log(
      `seeded ${CREATORS} creators, ${ITEMS} pay-per-view posts at ${PRICE / 100} tokens, ${FANS} funded fans in ${(
        (performance.now() - started) /
        1000
      ).toFixed(1)} s; ${PER_CASE} purchases per case, each a distinct (fan, item) pair`,
    );

    if (PROCESSES > 1) {
      cluster.setupPrimary({ exec: WORKER, execArgv: ['--import', 'tsx'] });
      for (let k = 0; k < PROCESSES; k += 1) {
        const worker = cluster.fork({ BENCH_WORKER_DATABASE_URL: url, BENCH_WORKER_PORT: String(port) });
        workers.push(worker);
      }
      await Promise.all(workers.map((w) => reply(w, null, 'ready')));
      console.log(`${PROCESSES} API processes (node:cluster), each with its own pool of 10, on port ${port}`);
    }

    const buy = ([f, i]: [number, number]) =>
      services.charges.buy({ id: fans[f]!.id, isAdmin: false, country: null }, 'feed', items[i]!.id);

    // What one purchase sends, after a warm-up: of an item another fan bought a moment ago (kept by
    // the API and re-checked in the purchase statement), and of one it has not read yet.
    const warm = take(200);
    for (const pair of warm) await buy(pair);
    const bought = new Set(warm.map(([, i]) => i));
    const t0 = performance.now();
    const queries = await recordQueries(() => buy(takeWhere(([, i]) => bought.has(i))));
    const wall = performance.now() - t0;
    const coldQueries = await recordQueries(() => buy(takeWhere(([, i]) => !bought.has(i))));
    const [hf, hi] = takeWhere(([, i]) => bought.has(i));
    const httpQueries = await recordQueries(async () => {
      const response = await fetch(`${base}/wallet/charges/feed/${items[hi]!.id}`, {
        method: 'POST',
        headers: { authorization: fans[hf]!.token, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`POST purchase: ${response.status} ${await response.text()}`);
    });

    /** CPU microseconds so far: the API process(es), and the bench database's PostgreSQL backends. */
    const cpuNow = async () => {
      const own = process.cpuUsage();
      let node = own.user + own.system;
      let nodeSystem = own.system;
      for (const w of workers) {
        const answer = await reply(w, { type: 'cpu' }, 'cpu');
        node += answer.micros as number;
        nodeSystem += answer.system as number;
      }
      return { node, nodeSystem, pg: postgresMicros(DB_NAME) };
    };
    type CpuSample = Awaited<ReturnType<typeof cpuNow>>;
    // Per backend: a connection the pool closed meanwhile drops out, one it opened counts from zero.
    const cpuSince = (a: CpuSample, b: CpuSample) => ({
      node: b.node - a.node,
      nodeSystem: b.nodeSystem - a.nodeSystem,
      pg: [...b.pg].reduce((sum, [pid, micros]) => sum + micros - (a.pg.get(pid) ?? 0), 0),
    });

    /** C workers call the service until the slice is used up (split over the API processes). */
    async function serviceCase(concurrency: number, count = PER_CASE, label = '') {
      const slice = take(count);
      let next = 0;
      let failed = 0;
      const latencies: number[] = [];
      const cpuBefore = await cpuNow();
      const begin = performance.now();
      if (workers.length) {
        const replies = await Promise.all(
          workers.map((w, k) =>
            reply(
              w,
              {
                type: 'buy',
                concurrency: Math.ceil(concurrency / workers.length),
                pairs: slice
                  .filter((_, j) => j % workers.length === k)
                  .map(([f, i]) => [fans[f]!.id, items[i]!.id] as [string, string]),
              },
              'bought',
            ),
          ),
        );
        for (const r of replies as { latencies: number[]; failed: number }[]) {
          latencies.push(...r.latencies);
          failed += r.failed;
        }
      } else {
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < slice.length) {
              const pair = slice[next++]!;
              const t = performance.now();
              try {
                await buy(pair);
                latencies.push(performance.now() - t);
              } catch {
                failed += 1;
              }
            }
          }),
        );
      }
      const seconds = (performance.now() - begin) / 1000;
      const cpu = cpuSince(cpuBefore, await cpuNow());
      latencies.sort((a, b) => a - b);
      row(
        `service, ${concurrency} in flight${label}`,
        latencies.length,
        seconds,
        pct(latencies, 0.5),
        pct(latencies, 0.99),
        failed,
        cpu,
      );
    }

    async function httpCase(concurrency: number, count = PER_CASE, label = '') {
      const requests: LoadRequest[] = take(count).map(([f, i]) => ({
        path: `/wallet/charges/feed/${items[i]!.id}`,
        method: 'POST',
        body: '{}',
        headers: { authorization: fans[f]!.token, 'content-type': 'application/json' },
      }));
      const cpuBefore = await cpuNow();
      const r = await profiled(`purchases-http-${concurrency}${label}`, () =>
        load(base, { connections: concurrency, amount: requests.length, requests }),
      );
      const cpu = { ...cpuSince(cpuBefore, await cpuNow()), client: r.clientCpuMs * 1000 };
      // Timed from autocannon's start to finish (ms); its per-second averages count whole seconds only.
      const ok = r.total - r.non2xx - r.errors;
      row(
        `HTTP, ${concurrency} connections${label}`,
        ok,
        r.durationSeconds,
        r.latencyP50Ms,
        r.latencyP99Ms,
        r.non2xx + r.errors,
        cpu,
      );
    }

    console.log(`\ngoal: >= ${GOAL} purchases/s`);
    await serviceCase(16, 2000, ' (warm-up)');
    for (const c of CONCURRENCY) await serviceCase(c);
    await httpCase(16, 2000, ' (warm-up)');
    for (const c of CONCURRENCY) await httpCase(c);

    const books = await services.ledger.reconcile();
    const [counts] = (
      await sql.query<{ purchases: string; earnings: string }>(
        `SELECT (SELECT count(*) FROM purchases)::text AS purchases, (SELECT count(*) FROM earnings)::text AS earnings`,
      )
    ).rows;
    console.log(
      `\nbooks: reconcile ${books.ok ? 'ok' : 'FAILED'} (${books.accounts} accounts, ${books.entries} entries, sum ${books.ledgerSum}); ${counts!.purchases} purchases, ${counts!.earnings} earnings`,
    );
    const total = queries.reduce((sum, q) => sum + q.ms, 0);
    console.log(
      `\nSQL of one purchase of an item bought a moment ago (idle, after a warm-up): ${queries.length} statement(s), ${wall.toFixed(1)} ms for the call, ${total.toFixed(1)} ms summed`,
    );
    const list = (captured: CapturedQuery[]) => {
      for (const q of captured) {
        const flat = q.text.replace(/\s+/g, ' ').trim();
        console.log(`  ${q.ms.toFixed(2).padStart(6)} ms  ${flat.length > 150 ? `${flat.slice(0, 150)}...` : flat}`);
      }
    };
    list(queries);
    console.log(`of an item not read in the last 30 s: ${coldQueries.length} statement(s)`);
    list(coldQueries);
    if (PROCESSES === 1)
      console.log(
        `the same through HTTP: ${httpQueries.length} statements (${httpQueries.length - queries.length} more: the session)`,
      );
  } finally {
    await Promise.all(
      workers.map((w) => new Promise((resolve) => (w.once('exit', resolve), w.send({ type: 'stop' })))),
    );
    await app.close();
    await sql.end();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
