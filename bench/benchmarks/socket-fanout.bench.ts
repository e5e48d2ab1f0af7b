import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startTestServer } from '@fanlane/api/testing';
import { slicedBroadcast } from '../../apps/api/src/realtime/sliced-broadcast.js';
import {
  latencyFigures,
  makeMessage,
  mergeClientStats,
  type ClientStats,
  MESSAGE_BYTES,
  nowMs,
  ROOM,
} from '../fanout-common.js';
import { sleep, uptime } from '../common.js';
import { runMulti } from '../fanout-multi.js';

/**
 * Socket.IO fan-out (issue #7): 2,000 sockets in one room, 1 KB messages. Goal: >= 20k deliveries/s
 * per core of the server, p99 <= 50 ms.
 *
 * The API listens in this process (startTestServer: the whole app, Socket.IO on its HTTP server, no
 * Redis). The 2,000 client sockets run in BENCH_FANOUT_CLIENT_PROCS child processes (fanout-clients.ts,
 * the accounts dealt out evenly), so receiving does not share the server's event loop. Every socket
 * belongs to its own account and authenticates through the real handshake (the `auth` token, a
 * session from `services.sessions.create`), so it is in `user:<id>` as in production. Once all are
 * authenticated, this process joins every socket to room `bench` through the server's `io` (as a live
 * stream's room would be), and each message is one `io.to('bench').emit('message_created', …)`,
 * which Socket.IO encodes once and writes to every member. `BENCH_FANOUT_MODE=users` instead sends
 * each message with `emitToUser` once per account (2,000 emits, each encoded anew).
 *
 * `BENCH_FANOUT_CLIENT`: `wire` (default) clients speak the Engine.IO / Socket.IO protocol over their
 * own websocket framing on bare TCP sockets and read only the send time from each frame, so the
 * receiving side stays far from saturation and the latency is the server's; `raw` clients do the same
 * through `ws` websockets (about half as much CPU again per delivery); `socket.io` clients are
 * socket.io-client, which decodes every delivery in full (what a browser tab does, but 2,000 of them
 * on one core).
 *
 * Per rate R (messages/s into the room, `BENCH_FANOUT_RATES`, default 10,25,50 = 20k/50k/100k
 * deliveries/s offered), it sends R × BENCH_SECONDS messages on a steady schedule, each 1,024 bytes
 * as a Socket.IO packet with its send time inside, waits for every delivery (or 15 s), then prints:
 * deliveries/s received; latency per delivery as the clients saw it (p50/p95/p99/max, one monotonic
 * clock for all processes); the server side of it, measured in this process (`BENCH_FANOUT_TRACE=0`
 * turns it off): per delivery the time from the emit call to the frame being handed to the socket
 * (Engine.IO's `flush`, just before `ws` writes it), and per message the time the emit call itself
 * blocked the event loop; the server's CPU (process.cpuUsage: the emits and every websocket write)
 * and deliveries per server CPU-second; the server's and the clients' event-loop delay; the clients'
 * CPU; and the 1-minute load. `uptime` is printed before and after.
 *
 * `BENCH_FANOUT_SLICES` (default `0,256`) runs every rate once per broadcast adapter, in turn on the
 * same sockets: 0 is Socket.IO's adapter as it comes (the emit writes to all 2,000 sockets before it
 * returns), n is the API's `slicedBroadcast` writing n sockets per event-loop turn, with its direct
 * writes to idle websockets (`BENCH_FANOUT_DIRECT=0`: through Engine.IO like the stock adapter).
 *
 * `BENCH_FANOUT_API_PROCESSES=N` (unset: the single in-process API above) spreads the room over N API
 * processes sharing rooms through the Redis adapter, as production scales a big room (fanout-multi.ts,
 * fanout-api-worker.ts): a fresh PostgreSQL database for the sessions (BENCH_DATABASE_URL's server,
 * default postgres://root@127.0.0.1:5432), REDIS_URL = BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379), each process on its own port, sockets dealt round-robin over them; process 0
 * emits and the Redis adapter carries each message to the others. The same figures, with the server
 * CPU summed over the API processes (and Redis's CPU beside it); the server-side trace is taken in
 * every process on the shared CLOCK_MONOTONIC (emit time = the payload's send time).
 */
const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 2000);
const RATES = (process.env.BENCH_FANOUT_RATES ?? '10,25,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MODE = process.env.BENCH_FANOUT_MODE === 'users' ? 'users' : 'room';
const CLIENT = (['socket.io', 'raw'] as const).find((k) => k === process.env.BENCH_FANOUT_CLIENT) ?? 'wire';
const CLIENT_PROCS = Math.max(1, Number(process.env.BENCH_FANOUT_CLIENT_PROCS ?? 1));
const TRACE = process.env.BENCH_FANOUT_TRACE !== '0';
/** `BENCH_FANOUT_DIRECT=0`: the sliced adapter hands every delivery to Engine.IO (no direct writes). */
const DIRECT = process.env.BENCH_FANOUT_DIRECT !== '0';
/** Broadcast slice sizes to compare, each rate run once per entry: 0 = Socket.IO's adapter as it comes. */
const SLICES = (process.env.BENCH_FANOUT_SLICES ?? '0,256').split(',').map(Number);
/** Set (even to 1): the API as N processes on the Redis adapter and PostgreSQL (fanout-multi.ts). */
const API_PROCESSES = process.env.BENCH_FANOUT_API_PROCESSES;
const DRAIN_TIMEOUT_MS = 15_000;

const clientScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fanout-clients.ts');

export async function run() {
  if (API_PROCESSES !== undefined) {
    if (MODE !== 'room') throw new Error('BENCH_FANOUT_API_PROCESSES: room mode only');
    return runMulti({
      processes: Math.max(1, Number(API_PROCESSES)),
      sockets: SOCKETS,
      rates: RATES,
      seconds: SECONDS,
      slices: SLICES,
      client: CLIENT,
      clientProcs: CLIENT_PROCS,
      trace: TRACE,
    });
  }
  console.log(`before: ${uptime()}`);
  // Every client socket comes from loopback: no per-address cap here (issue #19, defect 12).
  const api = await startTestServer({ SOCKET_MAX_PER_ADDRESS: '1000000' });
  const { services } = api;
  const io = services.realtime.server!;
  // The adapter the API installed wraps Socket.IO's own; each case picks stock or sliced (useAdapter).
  const unsliced = (io.adapter() as unknown as { unsliced: Parameters<typeof io.adapter>[0] }).unsliced;

  // Accounts and sessions (PGlite in this process; done before any measuring).
  const setupStarted = nowMs();
  const users: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, SOCKETS - i) }, () => services.testing.createUserWithSession()),
    );
    for (const { user, token } of batch) {
      users.push(user.id);
      tokens.push(token);
    }
  }
  console.log(`${SOCKETS} accounts with sessions in ${((nowMs() - setupStarted) / 1000).toFixed(1)} s`);

  // The client processes, each with an even share of the accounts.
  const children: ChildProcess[] = Array.from({ length: CLIENT_PROCS }, () =>
    fork(clientScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' }),
  );
  const waitFor = <T extends { type: string }>(child: ChildProcess, type: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: T) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const waitAll = <T extends { type: string }>(type: string) => Promise.all(children.map((c) => waitFor<T>(c, type)));

  const connectStarted = nowMs();
  const connected = waitAll<{ type: string; ms: number; failed: number; deflate: number }>('connected');
  children.forEach((child, k) =>
    child.send({
      type: 'connect',
      url: api.url,
      tokens: tokens.filter((_, i) => i % CLIENT_PROCS === k),
      client: CLIENT,
    }),
  );
  const replies = await connected;
  const failed = replies.reduce((n, r) => n + r.failed, 0);
  const deflate = replies.reduce((n, r) => n + r.deflate, 0);
  // Authentication finishes on the server after `connect` (session lookup): wait for all of it.
  const authenticated = () => [...io.of('/').sockets.values()].filter((s) => s.data.auth).length;
  for (let i = 0; i < 200 && authenticated() < SOCKETS - failed; i++) await sleep(50);
  for (const socket of io.of('/').sockets.values()) if (socket.data.auth) void socket.join(ROOM);
  const members = io.of('/').adapter.rooms.get(ROOM)?.size ?? 0;
  console.log(
    `${SOCKETS - failed} sockets connected in ${((nowMs() - connectStarted) / 1000).toFixed(1)} s (${failed} failed), ${authenticated()} authenticated, ${members} in room '${ROOM}', permessage-deflate on ${deflate}; mode ${MODE}; ${CLIENT} clients in ${CLIENT_PROCS} process(es) (pids ${children.map((c) => c.pid).join(', ')}); server pid ${process.pid}; ${os.cpus().length} cores`,
  );

  // Server-side trace: which emit each encoded packet belongs to (the adapter encodes once per
  // broadcast and hands every member the same options object), and when Engine.IO flushes it to
  // each socket's websocket (`flush` fires right before `transport.send`, i.e. `ws` writing the frame).
  interface Trace {
    at: number;
    last: number;
  }
  const traces = new WeakMap<object, Trace>();
  let current: Trace | null = null;
  let writeLatencies = new Float64Array(0);
  let writes = 0;
  function trace() {
    const adapter = io.of('/').adapter as unknown as { _encode(packet: unknown, opts: object): unknown };
    const encode = adapter._encode.bind(adapter);
    adapter._encode = (packet, opts) => {
      if (current) traces.set(opts, current);
      return encode(packet, opts);
    };
  }
  function traceWrite(packetOpts: object | undefined) {
    const trace = packetOpts && traces.get(packetOpts);
    if (!trace) return;
    const at = performance.now();
    trace.last = at;
    if (writes < writeLatencies.length) writeLatencies[writes++] = at - trace.at;
  }
  // Engine.IO's path; the sliced adapter's direct writes are traced by its `onWrite`.
  if (TRACE)
    io.engine.on('flush', (_socket: unknown, buffer: { options?: object }[]) => {
      for (const packet of buffer) traceWrite(packet.options);
    });
  const onWrite = TRACE ? (direct: boolean, packetOpts: object) => direct && traceWrite(packetOpts) : undefined;

  /**
   * Socket.IO's adapter as it comes (slice 0) or wrapped by the API's slicedBroadcast. `io.adapter(…)`
   * starts the namespace's rooms afresh, so every socket joins its rooms again (same sockets, same
   * connections: the cases compare under the same load).
   */
  function useAdapter(slice: number) {
    io.adapter(slice === 0 ? unsliced : slicedBroadcast(unsliced, { slice, direct: DIRECT, onWrite }));
    const adapter = io.of('/').adapter;
    for (const socket of io.of('/').sockets.values()) {
      const auth = socket.data.auth;
      // A socket keeps the adapter it was created with: point it at the new one.
      (socket as unknown as { adapter: typeof adapter }).adapter = adapter;
      if (auth)
        void adapter.addAll(socket.id, new Set([socket.id, `user:${auth.user.id}`, `session:${auth.sessionId}`, ROOM]));
    }
    if (TRACE) trace();
  }

  const emit = (payload: ReturnType<typeof makeMessage>) => {
    if (MODE === 'room')
      (io.to(ROOM) as unknown as { emit(e: string, p: unknown): void }).emit('message_created', payload);
    else for (const id of users) services.realtime.emitToUser(id, 'message_created', payload);
  };

  let seq = 0;
  async function runCase(rate: number, seconds: number) {
    const count = Math.round(rate * seconds);
    const receivers = MODE === 'room' ? members : SOCKETS - failed;
    const expected = count * receivers;
    // Each child expects its own sockets' share of the deliveries.
    const perChild = children.map(
      (_, k) => count * (tokens.filter((__, i) => i % CLIENT_PROCS === k).length - replies[k]!.failed),
    );
    const started = waitAll('started');
    children.forEach((child, k) => child.send({ type: 'start', expected: perChild[k] }));
    await started;
    const drained = waitAll('drained');
    const traced: Trace[] = [];
    const emitMs = new Float64Array(count);
    writeLatencies = new Float64Array(TRACE ? expected : 0);
    writes = 0;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const load0 = os.loadavg()[0]!;
    const cpu0 = process.cpuUsage();
    const t0 = nowMs();
    // A steady schedule: message k is due at t0 + k / rate; a late timer sends what is due at once.
    let sent = 0;
    while (sent < count) {
      const now = nowMs();
      while (sent < count && t0 + (sent * 1000) / rate <= now) {
        const message = makeMessage(seq++, nowMs());
        const before = performance.now();
        if (TRACE) traced.push((current = { at: before, last: 0 }));
        emit(message);
        current = null;
        emitMs[sent] = performance.now() - before;
        sent += 1;
      }
      if (sent < count) await sleep(Math.max(0, t0 + (sent * 1000) / rate - nowMs()));
    }
    const sendMs = nowMs() - t0;
    await Promise.race([drained, sleep(DRAIN_TIMEOUT_MS)]);
    const cpu = process.cpuUsage(cpu0);
    const wallMs = nowMs() - t0;
    loop.disable();
    const stats = waitAll<ClientStats>('stats');
    for (const child of children) child.send({ type: 'stop' });
    const all = await stats;
    const { received, latencies, lastAt } = mergeClientStats(all);
    const spanMs = (received ? lastAt : nowMs()) - t0;
    const serverCpuMs = (cpu.user + cpu.system) / 1000;
    const lastWrite = Float64Array.from(traced.map((t) => t.last - t.at)).sort();
    const serverWrites = writeLatencies.subarray(0, writes).sort();
    emitMs.sort();
    return {
      rate,
      offered: rate * receivers,
      expected,
      received,
      perSecond: received / (spanMs / 1000),
      sendMs,
      spanMs,
      ...latencyFigures({ latencies, writes: serverWrites, lastWrite, emitMs }),
      serverCores: serverCpuMs / wallMs,
      perServerCore: received / (serverCpuMs / 1000),
      clientCores: all.reduce((n, s) => n + s.cpuMs / s.wallMs, 0),
      clientLoopP99: Math.max(...all.map((s) => s.loopP99)),
      clientLoopMax: Math.max(...all.map((s) => s.loopMax)),
      loopP99: loop.percentile(99) / 1e6,
      load: load0,
    };
  }

  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => n.toFixed(1);
  const row = (r: Awaited<ReturnType<typeof runCase>> & { slice: number }) =>
    `| ${r.rate} | ${r.slice || 'off'} | ${f(r.offered)} | ${f(r.received)}/${f(r.expected)} | ${f(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.max.toFixed(0)} | ${TRACE ? `${ms(r.serverWriteP50)}/${ms(r.serverWriteP99)}` : '-'} | ${TRACE ? `${ms(r.lastWriteP50)}/${ms(r.lastWriteP99)}/${ms(r.lastWriteMax)}` : '-'} | ${ms(r.emitP50)}/${ms(r.emitMax)} | ${r.serverCores.toFixed(2)} | ${f(r.perServerCore)} | ${ms(r.loopP99)} | ${r.clientCores.toFixed(2)} | ${ms(r.clientLoopP99)}/${ms(r.clientLoopMax)} | ${r.load.toFixed(1)} |`;

  for (const slice of SLICES) {
    useAdapter(slice);
    await runCase(5, 2); // warm-up (JIT, socket buffers)
  }
  console.log(
    `\n${SOCKETS} sockets, ${MESSAGE_BYTES} B packets, ${SECONDS} s per rate, mode ${MODE}, direct writes ${DIRECT ? 'on' : 'off'} when sliced, ${CLIENT} clients in ${CLIENT_PROCS} process(es) (goal >= 20,000 deliveries/s per server core, p99 <= 50 ms)`,
  );
  console.log(
    '| msgs/s | broadcast slice | offered/s | received | deliveries/s | p50 ms | p95 ms | p99 ms | max ms | server: emit→write p50/p99 ms | server: emit→last write per msg p50/p99/max ms | emit call p50/max ms | server CPU (cores) | deliveries/s per server core | server loop delay p99 ms | client CPU (cores) | client loop delay p99/max ms | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  // Rate by rate, each adapter in turn, so the compared figures share the machine's load. Each row
  // prints as soon as it is measured.
  for (const rate of RATES) {
    for (const slice of SLICES) {
      useAdapter(slice);
      console.log(row({ slice, ...(await runCase(rate, SECONDS)) }));
      await sleep(1000);
    }
  }
  console.log(`after: ${uptime()}`);

  for (const child of children) child.disconnect();
  // Closing 2,000 sockets can outlast Fastify's 10 s hook timeout on a loaded machine: not a figure.
  await api.close().catch((err: Error) => console.log(`closing the API: ${err.message}`));
}
