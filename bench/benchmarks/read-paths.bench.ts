import os from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '@fanlane/api/app';
import { seedDemo } from '@fanlane/api/demo';
import { testEnv } from '@fanlane/api/testing';
import { load, type LoadRequest, type LoadResult } from '../load.js';
import { freePort, profiled, recreateBenchDatabase, uptime } from '../common.js';

/**
 * The read paths every page view takes (issue #25), on PostgreSQL with the demo data, one API
 * process, 20 connections from a second process, each against a bare Fastify route that runs one
 * equivalent feed query with `pg` in the same run. Prints requests/s, p50, p99, the ratio to the
 * bare route and the API's CPU per request (this process's CPU time over the responses; the load
 * comes from another process). Goals: the profile feed and home timeline >= 0.2 of the bare route
 * with p99 <= 50 ms; profile and explore >= 0.4.
 *
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where it may CREATE DATABASE); creates
 * fanlane_bench_reads afresh on each run (seeded with the demo in about a minute). BENCH_ROUTES
 * (comma-separated words) runs only the routes whose name holds one.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PASSWORD = 'bench-demo';

interface Route {
  name: string;
  path: string;
  signedIn: boolean;
  goal?: number;
}

interface Measured {
  name: string;
  result: LoadResult;
  cpuMsPerRequest: number;
  goal?: number;
}

/** Loads `requests` from the second process and measures this process's CPU meanwhile. */
async function measure(url: string, requests: LoadRequest[]): Promise<{ result: LoadResult; cpuMsPerRequest: number }> {
  await load(url, { seconds: 2, connections: CONNECTIONS, requests }); // warm-up: JIT, caches, pool
  const before = process.cpuUsage();
  const result = await load(url, { seconds: SECONDS, connections: CONNECTIONS, requests });
  const used = process.cpuUsage(before);
  return { result, cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, result.total) };
}

/** The bare route: Fastify and `pg`, one query as heavy as the profile feed's page of 12 posts. */
async function startBare(databaseUrl: string, performerId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const bare = Fastify({ logger: false });
  bare.get('/feed', async () => {
    const { rows } = await pool.query(
      `SELECT * FROM feeds WHERE performer_id = $1 AND status = 'active' ORDER BY created_at DESC LIMIT 12`,
      [performerId],
    );
    return { status: 0, data: { data: rows, total: rows.length } };
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  return { url, close: async () => (await bare.close(), await pool.end()) };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)}ms`;

function print(rows: Measured[], bare: Measured) {
  console.log(
    `\n${'route'.padEnd(44)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  ratio  CPU/req  non-2xx`,
  );
  for (const m of [bare, ...rows]) {
    const ratio = m.result.requestsPerSecond / bare.result.requestsPerSecond;
    const goal = m.goal === undefined ? '' : ratio >= m.goal ? `  goal ${m.goal} met` : `  GOAL ${m.goal} MISSED`;
    console.log(
      `${m.name.padEnd(44)} ${m.result.requestsPerSecond.toFixed(0).padStart(7)} ${ms(m.result.latencyP50Ms).padStart(6)} ${ms(m.result.latencyP99Ms).padStart(6)}  ${ratio.toFixed(3).padStart(5)}  ${m.cpuMsPerRequest.toFixed(2).padStart(5)}ms  ${m.result.non2xx}${goal}`,
    );
  }
  console.log(`(${os.cpus().length} cores; ${uptime()})`);
}

export async function run() {
  const created = await recreateBenchDatabase('fanlane_bench_reads');
  if (!created) return;
  await created.admin.end();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = testEnv({
    DATABASE_URL: created.url,
    API_PUBLIC_URL: base,
    API_PORT: String(port),
    // The production default (tests turn it off to read what they just wrote).
    CREATOR_CACHE_MS: process.env.CREATOR_CACHE_MS ?? '2000',
  });
  const { app, services } = await buildApp({ env });
  await app.listen({ host: '127.0.0.1', port });
  await seedDemo(services, PASSWORD);
  // The demo's videos are processed by the job queue: run it, so the video page has one to show.
  await services.jobs.drain();

  const call = async <T>(path: string, token?: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(base + path, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const { token } = await call<{ token: string }>('/auth/login', undefined, {
    method: 'POST',
    body: JSON.stringify({ username: 'fanjamie', password: PASSWORD }),
  });
  const creator = await call<{ _id: string }>('/performers/lunavale');
  const post = (await call<{ data: { _id: string }[] }>('/user/feeds/search/lunavale?limit=1', token)).data[0];
  const video = (await call<{ data: { _id: string }[] }>('/performer-assets/videos/search?limit=1')).data[0];
  const gallery = (
    await call<{ data: { _id: string }[] }>(`/performer-assets/galleries/search?performerId=${creator._id}`)
  ).data[0];
  // The fan writes to the creator, so the conversation page has messages to list.
  const conversation = await call<{ _id: string }>('/conversations', token, {
    method: 'POST',
    body: JSON.stringify({ source: 'performer', sourceId: creator._id }),
  });
  for (let i = 0; i < 5; i++)
    await call(`/messages/conversations/${conversation._id}`, token, {
      method: 'POST',
      body: JSON.stringify({ text: `Message ${i + 1} for the read-paths benchmark` }),
    });

  const routes: Route[] = [
    {
      name: 'GET /user/feeds/search/lunavale (profile feed)',
      path: '/user/feeds/search/lunavale?limit=12',
      signedIn: true,
      goal: 0.2,
    },
    {
      name: 'GET /user/feeds?isHome=true (home timeline)',
      path: '/user/feeds?isHome=true&limit=12',
      signedIn: true,
      goal: 0.2,
    },
    { name: 'GET /performers/lunavale (profile)', path: '/performers/lunavale', signedIn: true, goal: 0.4 },
    {
      name: 'GET /performers/user/search (explore)',
      path: '/performers/user/search?limit=12',
      signedIn: false,
      goal: 0.4,
    },
    ...(post
      ? [{ name: 'GET /user/feeds/{id} (post page)', path: `/user/feeds/${post._id}`, signedIn: true, goal: 0.2 }]
      : []),
    ...(video
      ? [
          {
            name: 'GET /performer-assets/videos/{id}',
            path: `/performer-assets/videos/${video._id}`,
            signedIn: true,
            goal: 0.2,
          },
        ]
      : []),
    ...(gallery
      ? [
          {
            name: 'GET /performer-assets/galleries/{id}',
            path: `/performer-assets/galleries/${gallery._id}`,
            signedIn: true,
            goal: 0.2,
          },
        ]
      : []),
    { name: 'GET /conversations (messages list)', path: '/conversations?limit=20', signedIn: true, goal: 0.2 },
    {
      name: 'GET /messages/conversations/{id}',
      path: `/messages/conversations/${conversation._id}?limit=25`,
      signedIn: true,
      goal: 0.2,
    },
    { name: 'GET /users/me', path: '/users/me', signedIn: true },
    { name: 'GET /settings/public (cached)', path: '/settings/public', signedIn: false },
  ];

  const bareServer = await startBare(created.url, creator._id);
  const bareMeasured = await measure(bareServer.url, [{ path: '/feed' }]);
  await bareServer.close();
  const bare: Measured = { name: 'bare Fastify + pg, one feed query', ...bareMeasured };

  const measured: Measured[] = [];
  // BENCH_ROUTES=feed,profile: only the routes whose name holds one of these words (while working on one).
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  for (const route of routes.filter((r) => !only || only.some((word) => r.name.includes(word)))) {
    const headers = route.signedIn ? { authorization: `Bearer ${token}` } : undefined;
    const figures = await profiled(`read-paths ${route.name.split(' (')[0]}`, () =>
      measure(base, [{ path: route.path, headers }]),
    );
    measured.push({ name: route.name, goal: route.goal, ...figures });
  }
  await app.close();
  print(measured, bare);
}
