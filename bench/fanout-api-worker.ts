/**
 * One API process of socket-fanout.bench.ts's several-process mode (BENCH_FANOUT_API_PROCESSES):
 * the whole API (`buildApp`) on the bench's PostgreSQL database (sessions shared by every process)
 * with REDIS_URL set, so Socket.IO runs on the Redis adapter, listening on a port of its own. The
 * client sockets are dealt round-robin over these processes; each joins its own authenticated sockets
 * to room `bench`. One of them (the emitter) sends the messages as `io.to('bench').emit(…)`: its
 * adapter writes to its own members and publishes the packet on Redis, and every other process's
 * adapter writes it to its members.
 *
 * Server-side trace, in every process on the same clock (`process.hrtime`, CLOCK_MONOTONIC, shared by
 * all processes on the machine): when the adapter encodes a `message_created` packet (in the emitter:
 * inside the emit call; elsewhere: when the Redis message arrives) it remembers the payload's send
 * time `t` and `seq`; Engine.IO's `flush` (just before `ws` writes the frame) gives each delivery's
 * write time. Returned per case: every write's (write − t), and per message the last write − t.
 *
 * Messages from the parent (each answered with the same `type` once done): `join` { expected },
 * `adapter` { slice } (0: Socket.IO's adapter as it comes; n: the API's slicedBroadcast, n sockets per
 * turn; switched in place on the same adapter instance, so the Redis subscription and the rooms stay),
 * `start` { expectedWrites }, `send` { rate, count, seq } (emitter only), `stop` → stats, `exit`.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';
import { slicedBroadcast } from '../apps/api/src/realtime/sliced-broadcast.js';
import { makeMessage, nowMs, ROOM } from './fanout-common.js';

type Message =
  | { type: 'join'; expected: number }
  | { type: 'adapter'; slice: number }
  | { type: 'start'; expectedWrites: number }
  | { type: 'send'; rate: number; count: number; seq: number }
  | { type: 'stop' }
  | { type: 'exit' };

const port = process.env.BENCH_WORKER_PORT!;
const TRACE = process.env.BENCH_FANOUT_TRACE !== '0';
const env = testEnv({
  DATABASE_URL: process.env.BENCH_WORKER_DATABASE_URL!,
  REDIS_URL: process.env.BENCH_WORKER_REDIS_URL!,
  API_PUBLIC_URL: `http://127.0.0.1:${port}`,
  API_PORT: port,
  // Every client socket comes from loopback: no per-address cap here (issue #19, defect 12).
  SOCKET_MAX_PER_ADDRESS: '1000000',
});
const { app, services } = await buildApp({ env });
await app.listen({ host: '127.0.0.1', port: Number(port) });
const io = services.realtime.server!;
const nsp = io.of('/');
const send = (message: unknown) => process.send!(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Trace {
  t: number;
  seq: number;
  last: number;
}
type EncodingAdapter = {
  _encode(packet: { data?: unknown[] }, opts: object): unknown;
  apply(opts: unknown, callback: unknown): void;
};
const traces = new WeakMap<object, Trace>();
let traced: Trace[] = [];
let writes = new Float64Array(0);
let written = 0;

/** Remembers which message each encoded packet carries (one options object per broadcast). */
function trace() {
  const adapter = nsp.adapter as unknown as EncodingAdapter;
  const encode = adapter._encode.bind(adapter);
  adapter._encode = (packet, opts) => {
    const [event, payload] = packet.data ?? [];
    if (event === 'message_created' && payload && typeof payload === 'object') {
      const { t, seq } = payload as { t: number; seq: number };
      const entry = { t, seq, last: 0 };
      traces.set(opts, entry);
      traced.push(entry);
    }
    return encode(packet, opts);
  };
}
function traceWrite(packetOpts: object | undefined) {
  const entry = packetOpts && traces.get(packetOpts);
  if (!entry) return;
  const at = nowMs();
  entry.last = at;
  if (written < writes.length) writes[written++] = at - entry.t;
}
// Engine.IO's path; the sliced adapter's direct writes are traced by its `onWrite`.
if (TRACE)
  io.engine.on('flush', (_socket: unknown, buffer: { options?: object }[]) => {
    for (const packet of buffer) traceWrite(packet.options);
  });
const onWrite = TRACE ? (direct: boolean, packetOpts: object) => direct && traceWrite(packetOpts) : undefined;
const DIRECT = process.env.BENCH_FANOUT_DIRECT !== '0';

/**
 * Socket.IO's adapter as it comes (0) or sliced (n), on the adapter instance the API created (the
 * Redis adapter, already wrapped by slicedBroadcast at the API's default): the wrapper's per-instance
 * `_encode` / `apply` are deleted (back to the adapter's own methods) and, for n > 0, put on again by
 * slicedBroadcast around a "constructor" that returns this same instance.
 */
function useAdapter(slice: number) {
  const adapter = nsp.adapter as unknown as Partial<EncodingAdapter>;
  delete adapter._encode;
  delete adapter.apply;
  if (slice > 0) {
    const same = function () {
      return adapter;
    };
    const Sliced = slicedBroadcast(same as unknown as Parameters<typeof slicedBroadcast>[0], {
      slice,
      direct: DIRECT,
      onWrite,
    });
    new (Sliced as unknown as new (n: typeof nsp) => unknown)(nsp);
  }
  if (TRACE) trace();
}

/**
 * Unhandled rejections, counted instead of ending the process. Found by this bench: the Redis
 * adapter's `publish` (a promise it never catches) rejects with node-redis's TimeoutError when the
 * reply waits over 5 s (node-redis's default command timeout) behind a saturated event loop, and Node
 * then ends the API process. Counted per case (printed), with the first message of each kind.
 */
let rejections = 0;
const seen = new Set<string>();
process.on('unhandledRejection', (err) => {
  rejections += 1;
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  if (!seen.has(text)) {
    seen.add(text);
    const where = err instanceof Error ? (err.stack ?? '').split('\n').slice(1, 4).join(' ←') : '';
    console.error(`API process ${process.pid}: unhandled rejection (counted, not fatal here): ${text}${where}`);
  }
});

let cpu0 = process.cpuUsage();
let startedAt = 0;
const loop = monitorEventLoopDelay({ resolution: 5 });

process.on('message', (message: Message) => {
  void (async () => {
    if (message.type === 'join') {
      const authenticated = () => [...nsp.sockets.values()].filter((s) => s.data.auth).length;
      for (let i = 0; i < 200 && authenticated() < message.expected; i++) await sleep(50);
      // Local sockets only: with the Redis adapter a join is this process's business.
      for (const socket of nsp.sockets.values()) if (socket.data.auth) await socket.join(ROOM);
      send({ type: 'join', authenticated: authenticated(), members: nsp.adapter.rooms.get(ROOM)?.size ?? 0 });
    } else if (message.type === 'adapter') {
      useAdapter(message.slice);
      send({ type: 'adapter' });
    } else if (message.type === 'start') {
      traced = [];
      writes = new Float64Array(TRACE ? message.expectedWrites : 0);
      written = 0;
      loop.reset();
      loop.enable();
      cpu0 = process.cpuUsage();
      rejections = 0;
      startedAt = nowMs();
      send({ type: 'start' });
    } else if (message.type === 'send') {
      const { rate, count } = message;
      const emitMs = new Float64Array(count);
      const t0 = nowMs();
      // A steady schedule: message k is due at t0 + k / rate; a late timer sends what is due at once.
      let sent = 0;
      while (sent < count) {
        const now = nowMs();
        while (sent < count && t0 + (sent * 1000) / rate <= now) {
          const before = nowMs();
          (io.to(ROOM) as unknown as { emit(e: string, p: unknown): void }).emit(
            'message_created',
            makeMessage(message.seq + sent, before),
          );
          emitMs[sent] = nowMs() - before;
          sent += 1;
        }
        if (sent < count) await sleep(Math.max(0, t0 + (sent * 1000) / rate - nowMs()));
      }
      send({ type: 'send', t0, sendMs: nowMs() - t0, emitMs });
    } else if (message.type === 'stop') {
      loop.disable();
      const cpu = process.cpuUsage(cpu0);
      send({
        type: 'stop',
        pid: process.pid,
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: nowMs() - startedAt,
        writes: writes.slice(0, written),
        lastSeq: Float64Array.from(traced.map((e) => e.seq)),
        lastWrite: Float64Array.from(traced.map((e) => (e.last ? e.last - e.t : -1))),
        loopP99: loop.percentile(99) / 1e6,
        rejections,
      });
    } else if (message.type === 'exit') {
      // A presence lookup still in flight when Redis closes rejects unhandled too (realtime.ts's
      // disconnect handler has no catch): not a figure.
      seen.add('ClientClosedError: The client is closed');
      await app.close().catch(() => undefined);
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      process.exit(0);
    }
  })();
});
send({ type: 'ready', pid: process.pid });
