/**
 * Child process of socket-fanout.bench.ts: the client side, in its own process so that receiving and
 * parsing the deliveries does not share the server's event loop. It opens one socket.io-client socket
 * (websocket transport) per token, then, per case, counts deliveries of `message_created` and their
 * latency (receive time minus the send time inside the payload; both are `process.hrtime`, which is
 * CLOCK_MONOTONIC and so shared by the two processes on one machine).
 *
 * Messages from the parent: { type: 'connect', url, tokens } → { type: 'connected', ms, failed };
 * { type: 'start', expected } → { type: 'started' }; { type: 'stop' } → { type: 'stats', ... }.
 * When `expected` deliveries have arrived it sends { type: 'drained' } on its own.
 */
import { io, type Socket } from 'socket.io-client';

type FromParent =
  { type: 'connect'; url: string; tokens: string[] } | { type: 'start'; expected: number } | { type: 'stop' };

const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
const send = (message: object) => process.send!(message);

const sockets: Socket[] = [];
let latencies = new Float64Array(0);
let received = 0;
let expected = 0;
let firstAt = 0;
let lastAt = 0;
let cpuAtStart = process.cpuUsage();
let startedAt = 0;

function onMessage(payload: { t: number }) {
  const at = nowMs();
  if (received < latencies.length) latencies[received] = at - payload.t;
  if (received === 0) firstAt = at;
  lastAt = at;
  received += 1;
  if (received === expected) send({ type: 'drained' });
}

async function connectAll(url: string, tokens: string[]) {
  const started = nowMs();
  let failed = 0;
  // In batches, as a crowd arriving would, without 2,000 handshakes at the same instant.
  for (let i = 0; i < tokens.length; i += 100) {
    await Promise.all(
      tokens.slice(i, i + 100).map(
        (token) =>
          new Promise<void>((resolve) => {
            const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
            socket.on('message_created', onMessage);
            socket.once('connect', () => resolve());
            socket.once('connect_error', () => {
              failed += 1;
              resolve();
            });
            sockets.push(socket);
          }),
      ),
    );
  }
  send({ type: 'connected', ms: nowMs() - started, failed });
}

function percentile(sorted: Float64Array, p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

process.on('message', (message: FromParent) => {
  if (message.type === 'connect') void connectAll(message.url, message.tokens);
  else if (message.type === 'start') {
    expected = message.expected;
    latencies = new Float64Array(expected);
    received = 0;
    firstAt = lastAt = 0;
    startedAt = nowMs();
    cpuAtStart = process.cpuUsage();
    send({ type: 'started' });
  } else if (message.type === 'stop') {
    const cpu = process.cpuUsage(cpuAtStart);
    const wall = nowMs() - startedAt;
    const sorted = latencies.subarray(0, Math.min(received, latencies.length)).sort();
    send({
      type: 'stats',
      received,
      firstAt,
      lastAt,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: wall,
    });
  }
});

process.on('disconnect', () => {
  for (const socket of sockets) socket.disconnect();
  process.exit(0);
});
