import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startTestServer } from '@fanlane/api/testing';

/**
 * Socket.IO fan-out (issue #7): 2,000 sockets in one room, 1 KB messages. Goal: >= 20k deliveries/s
 * per core of the server, p99 <= 50 ms.
 *
 * The API listens in this process (startTestServer: the whole app, Socket.IO on its HTTP server, no
 * Redis). The 2,000 client sockets (socket.io-client, websocket transport) run in a child process
 * (fanout-clients.ts), so their parsing does not share the server's event loop; on a 2-core machine
 * each side has a core. Every socket belongs to its own account and authenticates through the real
 * handshake (`auth.token`, a session from `services.sessions.create`), so it is in `user:<id>` as in
 * production. The room: once all are authenticated, this process joins every authenticated socket to
 * room `bench` through the server's `io` (the API has no multi-member room yet; a live stream or a
 * group chat would be one), and each message is one `io.to('bench').emit('message_created', …)`, which
 * Socket.IO encodes once and writes to every member. `BENCH_FANOUT_MODE=users` instead sends each
 * message the way the API can today, `emitToUser` once per account (2,000 emits, each encoded anew).
 *
 * Per rate R (messages/s into the room, `BENCH_FANOUT_RATES`, default 10,25,50 = 20k/50k/100k
 * deliveries/s offered), it sends R × BENCH_SECONDS messages on a steady schedule, each ~1 KB on the
 * wire with its send time inside, waits for every delivery (or 15 s), then prints deliveries/s actually
 * received, latency per delivery (p50/p95/p99/max), the server's CPU (process.cpuUsage of this process:
 * the emits and every websocket write) and the client process's CPU.
 */
const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 2000);
const RATES = (process.env.BENCH_FANOUT_RATES ?? '10,25,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MODE = process.env.BENCH_FANOUT_MODE === 'users' ? 'users' : 'room';
const MESSAGE_BYTES = 1024;
const DRAIN_TIMEOUT_MS = 15_000;
const ROOM = 'bench';

const clientScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fanout-clients.ts');
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ClientStats {
  type: 'stats';
  received: number;
  firstAt: number;
  lastAt: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMs: number;
  wallMs: number;
}

/** A `message_created` whose Socket.IO packet (`42["message_created",{…}]`) is MESSAGE_BYTES long. */
function makeMessage(seq: number, t: number) {
  const base = { _id: `m${String(seq).padStart(8, '0')}`, conversationId: ROOM, seq, t: 0, text: '' };
  const packetLength = (m: object) => 2 + JSON.stringify(['message_created', m]).length;
  const fill = MESSAGE_BYTES - packetLength({ ...base, t: 1234567890.123 });
  return { ...base, t, text: 'x'.repeat(Math.max(0, fill)) };
}

export async function run() {
  const api = await startTestServer();
  const { services } = api;
  const io = services.realtime.server!;

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

  const child = fork(clientScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waitFor = <T extends { type: string }>(type: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: T) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });

  const connected = waitFor<{ type: string; ms: number; failed: number }>('connected');
  child.send({ type: 'connect', url: api.url, tokens });
  const { ms, failed } = await connected;
  // Authentication finishes on the server after `connect` (session lookup): wait for all of it.
  const authenticated = () => [...io.of('/').sockets.values()].filter((s) => s.data.auth).length;
  for (let i = 0; i < 200 && authenticated() < SOCKETS - failed; i++) await sleep(50);
  for (const socket of io.of('/').sockets.values()) if (socket.data.auth) void socket.join(ROOM);
  const members = io.of('/').adapter.rooms.get(ROOM)?.size ?? 0;
  console.log(
    `${SOCKETS - failed} sockets connected in ${(ms / 1000).toFixed(1)} s (${failed} failed), ${authenticated()} authenticated, ${members} in room '${ROOM}'; mode ${MODE}; clients in a child process (pid ${child.pid}); ${os.cpus().length} cores`,
  );

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
    const started = waitFor('started');
    child.send({ type: 'start', expected });
    await started;
    const drained = waitFor('drained');
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
        emit(makeMessage(seq++, nowMs()));
        sent += 1;
      }
      if (sent < count) await sleep(Math.max(0, t0 + (sent * 1000) / rate - nowMs()));
    }
    const sendMs = nowMs() - t0;
    await Promise.race([drained, sleep(DRAIN_TIMEOUT_MS)]);
    const cpu = process.cpuUsage(cpu0);
    const wallMs = nowMs() - t0;
    loop.disable();
    const stats = waitFor<ClientStats>('stats');
    child.send({ type: 'stop' });
    const s = await stats;
    const spanMs = (s.received ? s.lastAt : nowMs()) - t0;
    const serverCpuMs = (cpu.user + cpu.system) / 1000;
    return {
      rate,
      offered: rate * receivers,
      expected,
      received: s.received,
      perSecond: s.received / (spanMs / 1000),
      sendMs,
      spanMs,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      max: s.max,
      serverCores: serverCpuMs / wallMs,
      perServerCore: s.received / (serverCpuMs / 1000),
      clientCores: s.cpuMs / s.wallMs,
      loopP99: loop.percentile(99) / 1e6,
      load: load0,
    };
  }

  await runCase(5, 2); // warm-up (JIT, socket buffers)
  const results = [];
  for (const rate of RATES) {
    results.push(await runCase(rate, SECONDS));
    await sleep(1000);
  }

  child.disconnect();
  await api.close();

  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `\n${SOCKETS} sockets, ${MESSAGE_BYTES} B packets, ${SECONDS} s per rate, mode ${MODE} (goal >= 20,000 deliveries/s per server core, p99 <= 50 ms)`,
  );
  console.log(
    '| msgs/s | offered/s | received | deliveries/s | p50 ms | p95 ms | p99 ms | max ms | server CPU (cores) | deliveries/s per server core | client CPU (cores) | server loop delay p99 ms | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.rate} | ${f(r.offered)} | ${f(r.received)}/${f(r.expected)} | ${f(r.perSecond)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} | ${r.serverCores.toFixed(2)} | ${f(r.perServerCore)} | ${r.clientCores.toFixed(2)} | ${r.loopP99.toFixed(1)} | ${r.load.toFixed(1)} |`,
    );
  }
}
