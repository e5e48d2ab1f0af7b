/**
 * socket-fanout.bench.ts with BENCH_FANOUT_API_PROCESSES=N: the room spread over N API processes
 * sharing rooms through the Redis adapter (fanout-api-worker.ts), as production would scale a big
 * room. This process creates a fresh PostgreSQL database (sessions shared by all API processes),
 * seeds the accounts, forks the N API processes (each REDIS_URL, its own port) and the client
 * processes (fanout-clients.ts; socket i goes to API process i mod N), and collects the figures. API
 * process 0 emits; the Redis adapter carries each message to the others.
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@fanlane/api/app';
import { createFactories, testEnv } from '@fanlane/api/testing';
import { freePort, recreateBenchDatabase, sleep, uptime } from './common.js';
import {
  concatSorted,
  latencyFigures,
  mergeClientStats,
  type ClientStats,
  nowMs,
  MESSAGE_BYTES,
  ROOM,
} from './fanout-common.js';

export interface MultiOptions {
  processes: number;
  sockets: number;
  rates: number[];
  seconds: number;
  slices: number[];
  client: 'wire' | 'raw' | 'socket.io';
  clientProcs: number;
  trace: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const DB_NAME = process.env.BENCH_FANOUT_DB ?? 'fanlane_bench_fanout';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const DRAIN_TIMEOUT_MS = 15_000;

/** Resolves with `child`'s next message of type `type`, after sending it `message` (if any). */
function ask<T>(child: ChildProcess, type: string, message?: object): Promise<T> {
  return new Promise<T>((resolve) => {
    const listener = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', listener);
      resolve(m as T);
    };
    child.on('message', listener);
    if (message) child.send(message);
  });
}

/** CPU ms of the machine's redis-server so far (/proc, Linux), or null when it is not found. */
function redisCpuMs(): number | null {
  try {
    const pid = execSync('pgrep -x redis-server').toString().trim().split('\n')[0];
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return null;
  }
}

interface WorkerStats {
  pid: number;
  cpuMs: number;
  wallMs: number;
  writes: Float64Array;
  lastSeq: Float64Array;
  lastWrite: Float64Array;
  loopP99: number;
  rejections: number;
}

export async function runMulti(o: MultiOptions) {
  console.log(`before: ${uptime()}`);
  const fresh = await recreateBenchDatabase(DB_NAME);
  if (!fresh) return;
  await fresh.admin.end();
  const url = fresh.url;

  // Migrations and accounts from this process, before any API process starts.
  const setupStarted = nowMs();
  const seedEnv = testEnv({ DATABASE_URL: url });
  const seed = await buildApp({ env: seedEnv });
  const factories = createFactories(seed.services);
  const tokens: string[] = [];
  for (let i = 0; i < o.sockets; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, o.sockets - i) }, () => factories.createUserWithSession()),
    );
    for (const { token } of batch) tokens.push(token);
  }
  await seed.app.close();
  fs.rmSync(seedEnv.DATA_DIR, { recursive: true, force: true });
  console.log(`${o.sockets} accounts with sessions in ${((nowMs() - setupStarted) / 1000).toFixed(1)} s`);

  // The API processes, each on its own port, all on the Redis adapter.
  const ports = await Promise.all(Array.from({ length: o.processes }, () => freePort()));
  const workers = ports.map((port) =>
    fork(path.join(here, 'fanout-api-worker.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: {
        ...process.env,
        BENCH_WORKER_PORT: String(port),
        BENCH_WORKER_DATABASE_URL: url,
        BENCH_WORKER_REDIS_URL: REDIS_URL,
      },
    }),
  );
  await Promise.all(workers.map((w) => ask(w, 'ready')));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  /** Socket i: API process i mod N, client process i mod C. */
  const apiOf = (i: number) => i % o.processes;
  const clientOf = (i: number) => i % o.clientProcs;

  const clients = Array.from({ length: o.clientProcs }, () =>
    fork(path.join(here, 'fanout-clients.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    }),
  );
  const connectStarted = nowMs();
  const replies = await Promise.all(
    clients.map((c, k) => {
      const mine = tokens.map((_, i) => i).filter((i) => clientOf(i) === k);
      return ask<{ failed: number; deflate: number }>(c, 'connected', {
        type: 'connect',
        url: urls[0],
        urls: mine.map((i) => urls[apiOf(i)]),
        tokens: mine.map((i) => tokens[i]),
        client: o.client,
      });
    }),
  );
  const failed = replies.reduce((n, r) => n + r.failed, 0);
  const joined = await Promise.all(
    workers.map((w, p) =>
      ask<{ authenticated: number; members: number }>(w, 'join', {
        type: 'join',
        expected: tokens.filter((_, i) => apiOf(i) === p).length,
      }),
    ),
  );
  const members = joined.map((j) => j.members);
  const totalMembers = members.reduce((a, b) => a + b, 0);
  console.log(
    `${o.sockets - failed} sockets connected in ${((nowMs() - connectStarted) / 1000).toFixed(1)} s (${failed} failed); room '${ROOM}' members per API process: ${members.join(' + ')} = ${totalMembers}; ${o.processes} API process(es) on the Redis adapter (${REDIS_URL}), PostgreSQL database ${DB_NAME}; ${o.client} clients in ${o.clientProcs} process(es); ${os.cpus().length} cores`,
  );

  let seq = 0;
  async function runCase(rate: number, seconds: number) {
    const count = Math.round(rate * seconds);
    const expected = count * totalMembers;
    // Each client process expects its own sockets' share (every socket is in the room).
    await Promise.all(
      clients.map((c, k) =>
        ask(c, 'started', {
          type: 'start',
          expected: count * (tokens.filter((_, i) => clientOf(i) === k).length - replies[k]!.failed),
        }),
      ),
    );
    const drained = Promise.all(clients.map((c) => ask(c, 'drained')));
    await Promise.all(workers.map((w, p) => ask(w, 'start', { type: 'start', expectedWrites: count * members[p]! })));
    const load0 = os.loadavg()[0]!;
    const redis0 = redisCpuMs();
    const t0 = nowMs();
    const sent = await ask<{ sendMs: number; emitMs: Float64Array }>(workers[0]!, 'send', {
      type: 'send',
      rate,
      count,
      seq,
    });
    seq += count;
    await Promise.race([drained, sleep(DRAIN_TIMEOUT_MS)]);
    const redis1 = redisCpuMs();
    const wallMs = nowMs() - t0;
    const server = await Promise.all(workers.map((w) => ask<WorkerStats>(w, 'stop', { type: 'stop' })));
    const all = await Promise.all(clients.map((c) => ask<ClientStats>(c, 'stats', { type: 'stop' })));

    const { received, latencies, lastAt } = mergeClientStats(all);
    const spanMs = (received ? lastAt : nowMs()) - t0;
    // Per message: the last write over every process.
    const last = new Map<number, number>();
    for (const s of server)
      s.lastSeq.forEach((q, j) => {
        const w = s.lastWrite[j]!;
        if (w >= 0) last.set(q, Math.max(last.get(q) ?? 0, w));
      });
    const lastWrite = Float64Array.from(last.values()).sort();
    const writes = concatSorted(server.map((s) => s.writes));
    const emitMs = sent.emitMs.sort();
    const serverCpuMs = server.reduce((n, s) => n + s.cpuMs, 0);
    return {
      rate,
      offered: rate * totalMembers,
      expected,
      received,
      perSecond: received / (spanMs / 1000),
      ...latencyFigures({ latencies, writes, lastWrite, emitMs }),
      serverCores: server.map((s) => s.cpuMs / wallMs),
      perServerCore: received / (serverCpuMs / 1000),
      redisCores: redis0 !== null && redis1 !== null ? (redis1 - redis0) / wallMs : null,
      loopP99: Math.max(...server.map((s) => s.loopP99)),
      rejections: server.reduce((n, s) => n + s.rejections, 0),
      clientCores: all.reduce((n, s) => n + s.cpuMs / s.wallMs, 0),
      clientLoopP99: Math.max(...all.map((s) => s.loopP99)),
      clientLoopMax: Math.max(...all.map((s) => s.loopMax)),
      load: load0,
    };
  }

  const useAdapter = (slice: number) => Promise.all(workers.map((w) => ask(w, 'adapter', { type: 'adapter', slice })));
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => n.toFixed(1);
  const tr = (s: string) => (o.trace ? s : '-');
  const row = (r: Awaited<ReturnType<typeof runCase>> & { slice: number }) =>
    `| ${o.processes} | ${r.rate} | ${r.slice || 'off'} | ${f(r.offered)} | ${f(r.received)}/${f(r.expected)} | ${f(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.max.toFixed(0)} | ${tr(`${ms(r.serverWriteP50)}/${ms(r.serverWriteP99)}`)} | ${tr(`${ms(r.lastWriteP50)}/${ms(r.lastWriteP99)}/${ms(r.lastWriteMax)}`)} | ${ms(r.emitP50)}/${ms(r.emitMax)} | ${r.serverCores.reduce((a, b) => a + b, 0).toFixed(2)} (${r.serverCores.map((c) => c.toFixed(2)).join(' + ')}) | ${f(r.perServerCore)} | ${r.redisCores === null ? '-' : r.redisCores.toFixed(2)} | ${ms(r.loopP99)} | ${r.rejections} | ${r.clientCores.toFixed(2)} | ${ms(r.clientLoopP99)}/${ms(r.clientLoopMax)} | ${r.load.toFixed(1)} |`;

  try {
    for (const slice of o.slices) {
      await useAdapter(slice);
      await runCase(5, 2); // warm-up (JIT, socket buffers, Redis connections)
    }
    console.log(
      `\n${o.sockets} sockets over ${o.processes} API process(es) (Redis adapter), ${MESSAGE_BYTES} B packets, ${o.seconds} s per rate, ${o.client} clients in ${o.clientProcs} process(es) (goal >= 20,000 deliveries/s per server core, p99 <= 50 ms)`,
    );
    console.log(
      '| API procs | msgs/s | broadcast slice | offered/s | received | deliveries/s | p50 ms | p95 ms | p99 ms | max ms | server: emit→write p50/p99 ms | server: emit→last write per msg p50/p99/max ms | emit call p50/max ms | server CPU, cores (sum: per process) | deliveries/s per server core | Redis CPU (cores) | server loop delay p99 ms (worst process) | unhandled rejections (Redis timeouts) | client CPU (cores) | client loop delay p99/max ms | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const rate of o.rates) {
      for (const slice of o.slices) {
        await useAdapter(slice);
        console.log(row({ slice, ...(await runCase(rate, o.seconds)) }));
        await sleep(1000);
      }
    }
    console.log(`after: ${uptime()}`);
  } finally {
    for (const c of clients) c.disconnect();
    // Let the API processes finish their disconnect handlers (presence lookups over Redis) first.
    await sleep(2000);
    await Promise.all(
      workers.map((w) => new Promise((resolve) => (w.once('exit', resolve), w.send({ type: 'exit' })))),
    );
  }
}
