import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerReconcileRuns } from '../db/schema/index.js';
import type { TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';

/** GET /metrics (docs/operations.md): who may read it, and what it shows. */
let t: TestApp;
withTestApp((app) => (t = app), { METRICS_TOKEN: 'a-long-metrics-token', TRUSTED_PROXIES: '127.0.0.1,10.0.0.7' });

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options });

/** A sample's value in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>) {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('GET /metrics', () => {
  it('answers loopback and a trusted proxy in Prometheus format, with the process metrics', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '10.0.0.7']) {
      const res = await scrape({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.body).toContain('process_cpu_seconds_total');
      expect(res.body).toContain('fanlane_socket_connections 0');
    }
  });

  it('refuses other addresses: 401 without a token, 403 with a wrong one; the token opens it', async () => {
    const foreign = { remoteAddress: '203.0.113.9' };
    expect((await scrape(foreign)).statusCode).toBe(401);
    const wrong = await scrape({ ...foreign, headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
    const right = await scrape({ ...foreign, headers: { authorization: 'Bearer a-long-metrics-token' } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds_bucket');
  });

  it('believes no forwarded loopback address: a client behind the trusted proxy needs the token', async () => {
    const forwarded = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect((await scrape(forwarded)).statusCode).toBe(401);
  });

  it('counts a request in the histogram under its route pattern and status', async () => {
    const countOf = async () =>
      sample((await scrape()).body, 'http_request_duration_seconds_count', {
        route: '/states/:country',
        status_code: '200',
        method: 'GET',
      }) ?? 0;
    const before = await countOf();
    expect((await t.inject('GET', '/states/US')).statusCode).toBe(200);
    expect((await t.inject('GET', '/states/CA')).statusCode).toBe(200);
    expect(await countOf()).toBe(before + 2);
    const text = (await scrape()).body;
    expect(text).not.toContain('route="/states/US"');
    await t.inject('GET', '/no/such/route');
    expect((await scrape()).body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\(unmatched\)"/);
  });

  it('shows the job queue by type: due, failed for good, and the runs of this process', async () => {
    const { jobs } = t.services;
    jobs.register('metrics.broken', async () => {
      throw new Error('always');
    });
    await jobs.enqueue('metrics.broken', {}, { maxAttempts: 1 });
    await jobs.enqueue('metrics.waiting', {});
    await new Promise((r) => setTimeout(r, 1100)); // past the snapshot's one-second cache
    const due = (await scrape()).body;
    expect(sample(due, 'fanlane_jobs_due', { queue: 'metrics.waiting' })).toBe(1);
    expect(sample(due, 'fanlane_jobs_oldest_due_age_seconds', { queue: 'metrics.waiting' })).toBeGreaterThanOrEqual(0);
    await jobs.drain();
    await new Promise((r) => setTimeout(r, 1100));
    const after = (await scrape()).body;
    expect(sample(after, 'fanlane_jobs_failed', { queue: 'metrics.broken' })).toBe(1);
    expect(sample(after, 'fanlane_job_runs_total', { queue: 'metrics.broken', outcome: 'failed' })).toBe(1);
  });

  it('counts payment webhooks received and failed per gateway', async () => {
    await t.inject('POST', '/payment/stripe/callhook', null, 'x');
    const text = (await scrape()).body;
    expect(sample(text, 'fanlane_payment_webhooks_received_total', { gateway: 'stripe' })).toBe(1);
    expect(sample(text, 'fanlane_payment_webhooks_failed_total', { gateway: 'stripe' })).toBe(1);
  });
  it("exports the ledger's latest reconcile: the hourly job's or an operator's run, books held or not", async () => {
    const { reconcileRuns, database } = t.services;
    /** An unlabelled sample's value. */
    const plain = (text: string, name: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.split(' ').pop());
    };
    const clean = await reconcileRuns.run('job');
    expect(clean).toMatchObject({ ok: true, problems: 0 });
    await new Promise((r) => setTimeout(r, 1100)); // past the one-second per-scrape read
    const text = (await scrape()).body;
    expect(plain(text, 'fanlane_ledger_reconcile_ok')).toBe(1);
    expect(plain(text, 'fanlane_ledger_reconcile_problems')).toBe(0);
    expect(plain(text, 'fanlane_ledger_reconcile_timestamp_seconds')).toBe(
      Math.floor(new Date(clean.checkedAt).getTime() / 1000),
    );

    // A balance that differs from its entries: the next run says so, and so does /metrics.
    const db = database.db;
    await db.insert(ledgerAccounts).values({ id: 'wallet:metrics-probe', kind: 'wallet', ownerId: null, balance: 5 });
    try {
      const broken = await reconcileRuns.run('operator');
      expect(broken).toMatchObject({ ok: false, problems: 1 });
      await new Promise((r) => setTimeout(r, 1100));
      const after = (await scrape()).body;
      expect(plain(after, 'fanlane_ledger_reconcile_ok')).toBe(0);
      expect(plain(after, 'fanlane_ledger_reconcile_problems')).toBe(1);
      const [latest] = await db
        .select()
        .from(ledgerReconcileRuns)
        .orderBy(desc(ledgerReconcileRuns.checkedAt))
        .limit(1);
      expect(latest).toMatchObject({ source: 'operator', ok: false, problems: 1 });
      expect((latest!.report as { mismatchedAccounts: unknown[] }).mismatchedAccounts).toEqual([
        { id: 'wallet:metrics-probe', balance: 5, entries: 0 },
      ]);
    } finally {
      await db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, 'wallet:metrics-probe'));
    }
  });
});
