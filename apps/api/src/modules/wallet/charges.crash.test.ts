import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@fanlane/shared';
import { buildApp } from '../../app.js';
import {
  createFactories,
  freePort,
  openTestDatabase,
  seededRandom,
  testDbKind,
  testEnv,
  until,
} from '../../test/index.js';
import { apiMain, exited, killProcesses, startProcess } from '../../test/processes.js';
import { ledgerAccount } from '../ledger/ledger.service.js';

/**
 * The crash proof of issue #24: `kill -9` an API process (`npm run start:api`, its jobs on) while
 * 1,000 wallet purchases are in flight against it, start a new one on the same database, retry every
 * purchase that got no answer with the same Idempotency-Key: each purchase is applied exactly once
 * (one ledger transaction, one wallet charge, one earning per key; balances and stock as the applied
 * prices say), the ledger reconciles, and no job stays running (those the dead process held are
 * taken over when their lease, JOB_LEASE_MS, runs out). A mix of pay-per-view posts (bought once per
 * fan) and physical products (bought again and again, so only the key tells a retry from a new
 * purchase). Needs PostgreSQL (TEST_DATABASE_URL); a database of its own, like every suite.
 */
const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) {
  console.log(
    '[charges.crash] skipped: the kill -9 proof needs PostgreSQL shared by real API processes (TEST_DATABASE_URL=postgres://...)',
  );
}
afterAll(killProcesses);

const PURCHASES = 1000;
const CONCURRENCY = 32;
/** The first process is killed when this many purchases have been answered. */
const KILL_AFTER = 300;
const FANS = 100;
const CREATORS = 10;
const POSTS = 50;
const PRODUCTS = 10;
/** Pay-per-view posts each fan buys (distinct ones); the rest of its purchases are products. */
const POSTS_PER_FAN = 6;
const PRODUCTS_PER_FAN = PURCHASES / FANS - POSTS_PER_FAN;
const STOCK = 10_000;
const SPARE = 1_000;
const LEASE_MS = 2000;

interface Purchase {
  key: string;
  fan: number;
  target: 'feed' | 'product';
  item: string;
  price: number;
}
type Outcome = { status: number; message?: string } | { error: string };

describe.skipIf(!onPostgres)('kill -9 during 1,000 wallet purchases (PostgreSQL, real API processes)', () => {
  it('every purchase is applied once after retries with the same keys; books clean, no job stuck', async () => {
    const started = Date.now();
    const database = await openTestDatabase();
    const env = testEnv();
    const { app, services } = await buildApp({ env, database });
    const { db } = services.database;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const dataDir = fs.mkdtempSync(`${env.DATA_DIR}-api`);
    try {
      // Seed (as the purchases bench does, through the test factories): creators, priced posts and stocked physical products,
      // fans with sessions and wallets that cover everything they will buy, and then some.
      const rnd = seededRandom(24);
      const factories = createFactories(services);
      const creators: string[] = [];
      for (let i = 0; i < CREATORS; i += 1) creators.push((await factories.createUser({ role: 'performer' })).id);
      const newId = () => randomBytes(12).toString('hex');
      const posts = Array.from({ length: POSTS }, (_, i) => ({
        id: newId(),
        performerId: creators[i % CREATORS]!,
        price: 100 + 7 * i,
      }));
      const products = Array.from({ length: PRODUCTS }, (_, i) => ({
        id: newId(),
        performerId: creators[i % CREATORS]!,
        price: 300 + 11 * i,
      }));
      for (const p of posts)
        await db.execute(sql`insert into feeds (id, performer_id, type, slug, text, is_sale, price_minor)
          values (${p.id}, ${p.performerId}, 'text', ${`ppv-${p.id}`}, 'pay-per-view', true, ${p.price})`);
      for (const p of products)
        await db.execute(sql`insert into products (id, performer_id, type, name, slug, price_minor, stock)
          values (${p.id}, ${p.performerId}, 'physical', 'Poster', ${`poster-${p.id}`}, ${p.price}, ${STOCK})`);

      const purchases: Purchase[] = [];
      const fans: { id: string; token: string; funded: number }[] = [];
      for (let f = 0; f < FANS; f += 1) {
        const { user: u, token } = await factories.createUserWithSession();
        const mine: Purchase[] = [];
        // Distinct posts (8j mod 50 differs for j < 6); each product twice, so a fan buys it again.
        for (let j = 0; j < POSTS_PER_FAN; j += 1) {
          const post = posts[(f + 8 * j) % POSTS]!;
          mine.push({ key: '', fan: f, target: 'feed', item: post.id, price: post.price });
        }
        for (let j = 0; j < PRODUCTS_PER_FAN; j += 1) {
          const product = products[(f + (j >> 1)) % PRODUCTS]!;
          mine.push({ key: '', fan: f, target: 'product', item: product.id, price: product.price });
        }
        const funded = mine.reduce((sum, p) => sum + p.price, SPARE);
        await services.ledger.postNow({
          key: `crash-topup:${u.id}`,
          kind: 'top_up',
          entries: [
            { account: ledgerAccount.gateway('sandbox'), amount: -funded },
            { account: ledgerAccount.wallet(u.id), amount: funded },
          ],
        });
        fans.push({ id: u.id, token, funded });
        purchases.push(...mine);
      }
      for (let i = purchases.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rnd() * (i + 1));
        [purchases[i], purchases[j]] = [purchases[j]!, purchases[i]!];
      }
      purchases.forEach((p, i) => (p.key = `crash-${i}`));
      expect(purchases).toHaveLength(PURCHASES);

      // The API as `npm run start:api` runs it, its background jobs on (notifications of each sale).
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const apiEnv = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        API_PORT: String(port),
        API_PUBLIC_URL: base,
        RTMP_PORT: '0',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        RUN_JOBS: 'true',
        JOB_LEASE_MS: String(LEASE_MS),
      };
      const startApi = async () => {
        const child = await startProcess(apiMain, apiEnv);
        await until('the API’s /healthz', async () => (await fetch(`${base}/healthz`)).ok);
        return child;
      };

      const buy = async (p: Purchase): Promise<Outcome> => {
        try {
          const response = await fetch(`${base}/wallet/charges/${p.target}/${p.item}`, {
            method: 'POST',
            headers: {
              authorization: fans[p.fan]!.token,
              'content-type': 'application/json',
              'idempotency-key': p.key,
            },
            body: '{}',
            signal: AbortSignal.timeout(30_000),
          });
          const body = (await response.json()) as { message?: string };
          return { status: response.status, message: body.message };
        } catch (err) {
          return { error: String((err as Error & { cause?: { code?: string } }).cause?.code ?? err) };
        }
      };
      /** Runs `list` through `buy`, at most CONCURRENCY at once; `told` hears of each answer or error. */
      const fire = async (list: Purchase[], told?: (settled: number, inFlight: number) => void) => {
        const outcomes = new Map<string, Outcome>();
        let next = 0;
        let inFlight = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < list.length) {
              const p = list[next++]!;
              inFlight += 1;
              const outcome = await buy(p);
              inFlight -= 1;
              outcomes.set(p.key, outcome);
              told?.(outcomes.size, inFlight);
            }
          }),
        );
        return outcomes;
      };

      let api: ChildProcess = await startApi();
      const booted = Date.now();
      let atKill = { answered: 0, inFlight: 0, ms: 0 };
      const firstRound = await fire(purchases, (settled, inFlight) => {
        if (settled !== KILL_AFTER || api.signalCode) return;
        api.kill('SIGKILL');
        atKill = { answered: settled, inFlight, ms: Date.now() - booted };
      });
      await exited(api);
      expect(api.signalCode).toBe('SIGKILL');
      const heldJobs = await rows<{ id: string }>(
        sql`select id from jobs where status = 'running' and locked_by like ${`${api.pid}-%`}`,
      );

      const answeredFirst = [...firstRound].filter(([, o]) => 'status' in o);
      // Every answer the first process gave is a purchase made.
      expect(answeredFirst.filter(([, o]) => 'status' in o && o.status !== 200)).toEqual([]);
      const unanswered = purchases.filter((p) => 'error' in firstRound.get(p.key)!);
      const errors: Record<string, number> = {};
      for (const p of unanswered) {
        const { error } = firstRound.get(p.key) as { error: string };
        errors[error] = (errors[error] ?? 0) + 1;
      }
      expect(answeredFirst.length + unanswered.length).toBe(PURCHASES);
      expect(unanswered.length).toBeGreaterThanOrEqual(PURCHASES - KILL_AFTER - CONCURRENCY);

      // Restart on the same database; retry what got no answer, with the same keys.
      api = await startApi();
      const retried = await fire(unanswered);
      const retryOutcomes: Record<string, number> = {};
      for (const o of retried.values()) {
        const label = 'status' in o ? `${o.status}${o.status === 200 ? '' : ` ${o.message}`}` : `error ${o.error}`;
        retryOutcomes[label] = (retryOutcomes[label] ?? 0) + 1;
      }
      // 200: made now; 422 "already bought": made by the killed process, its answer lost.
      const already = `422 ${MONEY_MESSAGES.alreadyBought}`;
      const alreadyMade = retryOutcomes[already] ?? 0;
      expect(retryOutcomes).toEqual({
        200: unanswered.length - alreadyMade,
        ...(alreadyMade ? { [already]: alreadyMade } : {}),
      });

      // Once each: one ledger transaction, one wallet charge and one earning per key.
      const charged = await rows<{ key: string; ledger: number; charges: number; earnings: number }>(sql`
        select split_part(t.idempotency_key, ':', 5) as key, count(distinct t.id)::int as ledger,
          count(distinct c.id)::int as charges, count(distinct e.id)::int as earnings
        from ledger_transactions t
        left join token_transactions c on c.ledger_transaction_id = t.id
        left join earnings e on e.transaction_id = c.id
        where t.kind = 'purchase' group by 1`);
      expect(charged).toHaveLength(PURCHASES);
      expect(charged.filter((r) => r.ledger !== 1 || r.charges !== 1 || r.earnings !== 1)).toEqual([]);
      expect(new Set(charged.map((r) => r.key))).toEqual(new Set(purchases.map((p) => p.key)));

      // Balances: what each fan was given minus the prices of what it bought; stock likewise.
      const spent = new Map<number, number>();
      for (const p of purchases) spent.set(p.fan, (spent.get(p.fan) ?? 0) + p.price);
      const wallets = await rows<{ id: string; balance: string }>(
        sql`select owner_id as id, balance::text from ledger_accounts where kind = 'wallet'`,
      );
      const balance = new Map(wallets.map((w) => [w.id, Number(w.balance)]));
      expect(fans.map((f, i) => balance.get(f.id)! - (f.funded - spent.get(i)!))).toEqual(fans.map(() => 0));
      const stock = await rows<{ id: string; stock: number; orders: number }>(sql`
        select p.id, p.stock, (select count(*)::int from orders o where o.product_id = p.id) as orders
        from products p`);
      for (const s of stock) {
        const bought = purchases.filter((p) => p.item === s.id).length;
        expect([s.stock, s.orders]).toEqual([STOCK - bought, bought]);
      }
      const reconciled = await services.ledger.reconcile();
      expect(reconciled).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });

      // No job stays running: those the dead process held are taken over once their lease ends.
      await until(
        'no running or overdue job',
        async () =>
          (
            await rows<{ n: number }>(sql`select count(*)::int as n from jobs
              where status = 'running' or (status = 'queued' and run_at < now() - interval '1 second')`)
          )[0]!.n === 0,
        LEASE_MS + 15_000,
      );
      const jobs = await rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from jobs group by status order by status`,
      );
      expect(jobs.filter((j) => j.status !== 'done' && j.status !== 'queued')).toEqual([]);
      if (heldJobs.length) {
        const after = await rows<{ status: string }>(
          sql`select status from jobs where id in (${sql.join(
            heldJobs.map((j) => sql`${j.id}`),
            sql`, `,
          )})`,
        );
        expect(after.map((j) => j.status)).toEqual(heldJobs.map(() => 'done'));
      }

      api.kill('SIGTERM');
      expect(await exited(api)).toBe(0);
      console.log(
        `[charges.crash] ${PURCHASES} purchases, ${CONCURRENCY} at once; SIGKILL after ${atKill.answered} answers ` +
          `(${(atKill.ms / 1000).toFixed(1)} s after start, ${atKill.inFlight} in flight); ${unanswered.length} without an ` +
          `answer (${Object.entries(errors)
            .map(([e, n]) => `${e} ${n}`)
            .join(', ')}) retried with their keys on a new process: ${unanswered.length - alreadyMade} made then, ` +
          `${alreadyMade} found made by the killed one; ${charged.length} applied once each; reconcile ok; ` +
          `${heldJobs.length} jobs held by the killed process, done after their lease; jobs ${jobs
            .map((j) => `${j.status} ${j.n}`)
            .join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      killProcesses();
      await services.jobs.stop();
      await app.close();
      await database.close();
      await database.drop();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
