import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { JobOutcome } from '../jobs/queue.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * `GET /metrics` in Prometheus's text format (prom-client, docs/operations.md): request durations
 * per route pattern and status, server errors, the job queue (cluster-wide, from the jobs table),
 * this process's job outcomes and Socket.IO connections, payment webhooks, the ledger's latest
 * reconcile, and the process's own
 * metrics. Open to loopback and the TRUSTED_PROXIES themselves; anyone else needs
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
export interface MetricsDeps {
  db: Db;
  /** Socket.IO connections open on this process. */
  connections: () => number;
  /** The ledger's latest reconcile (any process's), or null before the first. */
  lastReconcile: () => Promise<ReconcileRun | null>;
  /** Subscribes to how each job run ends on this process. */
  onJobSettled: (listener: (queue: string, outcome: JobOutcome) => void) => void;
  token: string;
  trustedProxies: string[];
}

interface ReconcileRun {
  ok: boolean;
  problems: number;
  checkedAt: Date;
}

const GATEWAYS = new Set(['sandbox', 'stripe', 'ccbill']);
const UNMATCHED = '(unmatched)';

/**
 * Who reads /metrics without a token: the client, as resolved through TRUSTED_PROXIES (a proxy's
 * X-Forwarded-For names the real one), is on loopback or is one of those proxies itself.
 */
export function metricsPeers(trustedProxies: string[]): (ip: string) => boolean {
  const trusted = proxyAddr.compile(['loopback', ...trustedProxies]);
  return (ip) => trusted(ip, 0);
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One read per scrape (reused for a second), shared by the gauges filled from it. */
function perScrape<T>(read: () => Promise<T>) {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/** The jobs table in one look: counts by queue and state, the oldest due job's age. */
const jobsSnapshot = (db: Db) =>
  perScrape(() =>
    db
      .execute(
        sql`select queue, status, run_at <= now() as due, count(*)::int as n,
              extract(epoch from now() - min(run_at))::float8 as age
            from jobs where status in ('queued', 'running', 'failed') group by 1, 2, 3`,
      )
      .then((r) => (r as unknown as { rows: JobRow[] }).rows),
  );

interface JobRow {
  queue: string;
  status: 'queued' | 'running' | 'failed';
  due: boolean;
  n: number;
  age: number | null;
}

/** Measures every request from here on (call it before the routes); the route comes with `routes`. */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by route pattern, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP answers with a server error (5xx) by route pattern, method and status',
    labelNames,
    registers,
  });
  const webhooks = new Counter({
    name: 'fanlane_payment_webhooks_received_total',
    help: 'Payment gateway webhooks received over HTTP',
    labelNames: ['gateway'],
    registers,
  });
  const webhookFailures = new Counter({
    name: 'fanlane_payment_webhooks_failed_total',
    help: 'Payment gateway webhooks answered with an error (4xx or 5xx)',
    labelNames: ['gateway'],
    registers,
  });
  const jobRuns = new Counter({
    name: 'fanlane_job_runs_total',
    help: 'Job runs on this process by queue and outcome (done, retry, failed for good)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  deps.onJobSettled((queue, outcome) => jobRuns.inc({ queue, outcome }));
  new Gauge({
    name: 'fanlane_socket_connections',
    help: 'Socket.IO connections open on this process',
    registers,
    collect() {
      this.set(deps.connections());
    },
  });

  // The latest reconcile (any process's): no sample before the first run.
  const lastReconcile = perScrape(deps.lastReconcile);
  const reconcileGauge = (name: string, help: string, value: (run: ReconcileRun) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const run = await lastReconcile();
        this.reset();
        if (run) this.set(value(run));
      },
    });
  reconcileGauge(
    'fanlane_ledger_reconcile_ok',
    "1 when the ledger's latest reconcile found the books balanced, else 0",
    (run) => (run.ok ? 1 : 0),
  );
  reconcileGauge(
    'fanlane_ledger_reconcile_problems',
    "Differences the ledger's latest reconcile found",
    (run) => run.problems,
  );
  reconcileGauge(
    'fanlane_ledger_reconcile_timestamp_seconds',
    "When the ledger's latest reconcile ran (Unix time)",
    (run) => Math.floor(run.checkedAt.getTime() / 1000),
  );

  const snapshot = jobsSnapshot(deps.db);
  /** A gauge per queue, filled from the jobs table at scrape time. */
  const jobGauge = (name: string, help: string, value: (rows: JobRow[]) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      async collect() {
        const rows = await snapshot();
        this.reset();
        for (const queue of new Set(rows.map((r) => r.queue))) {
          const v = value(rows.filter((r) => r.queue === queue));
          if (v !== null) this.set({ queue }, v);
        }
      },
    });
  const sum = (rows: JobRow[]) => rows.reduce((total, r) => total + r.n, 0);
  jobGauge('fanlane_jobs_due', 'Jobs queued and due, waiting for a worker (every process)', (rows) =>
    sum(rows.filter((r) => r.status === 'queued' && r.due)),
  );
  jobGauge('fanlane_jobs_scheduled', 'Jobs queued for later (run_at in the future)', (rows) =>
    sum(rows.filter((r) => r.status === 'queued' && !r.due)),
  );
  jobGauge('fanlane_jobs_running', 'Jobs claimed by a worker', (rows) =>
    sum(rows.filter((r) => r.status === 'running')),
  );
  jobGauge('fanlane_jobs_failed', 'Jobs that failed for good (kept in the jobs table)', (rows) =>
    sum(rows.filter((r) => r.status === 'failed')),
  );
  jobGauge('fanlane_jobs_oldest_due_age_seconds', 'How long the oldest due job has been waiting', (rows) => {
    const due = rows.filter((r) => r.status === 'queued' && r.due);
    return due.length ? Math.max(...due.map((r) => r.age ?? 0)) : 0;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    if (route.startsWith('/payment/') && route.endsWith('/callhook')) {
      const named =
        route.split('/')[2] === ':gateway' ? (request.params as { gateway?: string }).gateway : route.split('/')[2];
      const gateway = named && GATEWAYS.has(named) ? named : 'other';
      webhooks.inc({ gateway });
      if (reply.statusCode >= 400) webhookFailures.inc({ gateway });
    }
  });

  const openTo = metricsPeers(deps.trustedProxies);
  const guard = async (request: FastifyRequest) => {
    if (openTo(request.ip)) return;
    const header = request.headers.authorization;
    if (!header && deps.token) throw unauthorized();
    const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!deps.token || !sameToken(given, deps.token)) throw forbidden();
  };

  /** The route, registered after the OpenAPI plugin so that the document lists it. */
  const routes = async (scope: FastifyInstance) => {
    scope.get(
      '/metrics',
      {
        logLevel: 'warn',
        preHandler: guard,
        schema: {
          tags: ['health'],
          summary: 'Prometheus metrics (text format): from loopback and trusted proxies, else Bearer METRICS_TOKEN',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const text = await registry.metrics();
        return reply.type(registry.contentType).send(text);
      },
    );
  };
  return { registry, routes };
}
