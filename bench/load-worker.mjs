/**
 * Child process of load.ts for request lists: a lean HTTP/1.1 keep-alive load generator. Each of
 * `connections` sockets sends one request, waits for its whole response, then sends the next request
 * of the list (each request its own path and headers, e.g. one session per fan). Requests are
 * serialized once, before the clock starts, and a response is read only as far as its status line
 * and length, so the generator spends as little of the machine's CPU as it can: on a 2-core machine
 * it shares the cores with the server it measures. (autocannon rebuilt every request through
 * `setupRequest` and cost 0.3-0.5 ms of CPU per request here; this costs a tenth of that.)
 *
 * Usage: node load-worker.mjs <spec.json> with { url, seconds, connections, amount?, requests: [{ path,
 * headers, method?, body? }] }; `amount` sends that many requests instead of loading for `seconds`.
 * Prints one JSON object: { total, non2xx, errors, measuredSeconds, cpuMs, latency: { p50, p99 } }.
 */
import fs from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const target = new URL(spec.url);
const host = target.hostname;
const port = Number(target.port || 80);

/** The request as bytes on the wire. */
function serialize(r) {
  const body = r.body === undefined ? null : Buffer.from(r.body);
  const headers = { host: target.host, connection: 'keep-alive', ...r.headers };
  if (body) headers['content-length'] = String(body.length);
  const head = `${r.method ?? 'GET'} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}
const wire = spec.requests.map(serialize);

const limit = spec.amount ?? Infinity;
const deadline = spec.amount ? Infinity : performance.now() + spec.seconds * 1000;
const latencies = new Float64Array(Number.isFinite(limit) ? limit : 1 << 22);
let sent = 0;
let done = 0;
let non2xx = 0;
let errors = 0;
let next = 0;
const cpuAtStart = process.cpuUsage();
const started = performance.now();
let lastResponse = started;

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection; resolves when the load is over. */
function connection() {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, noDelay: true });
    let buffered = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      if (sent >= limit || performance.now() >= deadline) {
        socket.end();
        return resolve();
      }
      sent += 1;
      sentAt = performance.now();
      socket.write(wire[next++ % wire.length]);
    };
    socket.on('connect', send);
    socket.on('error', () => {
      errors += 1;
      resolve();
    });
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const end = buffered.indexOf(HEADER_END);
      if (end < 0) return;
      const head = buffered.toString('latin1', 0, end);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) throw new Error(`load-worker: a response without content-length: ${head.split('\r\n')[0]}`);
      const size = end + 4 + Number(length[1]);
      if (buffered.length < size) return;
      if (buffered.length > size) throw new Error('load-worker: more bytes than one response (nothing is pipelined)');
      buffered = Buffer.alloc(0);
      const now = performance.now();
      latencies[done++] = now - sentAt;
      lastResponse = now;
      const status = Number(head.slice(9, 12));
      if (status < 200 || status > 299) non2xx += 1;
      send();
    });
  });
}

await Promise.all(Array.from({ length: spec.connections }, connection));
const sorted = latencies.subarray(0, done).sort();
const at = (p) => (done ? sorted[Math.min(done - 1, Math.floor(p * done))] : 0);
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(
  JSON.stringify({
    total: done,
    non2xx,
    errors,
    measuredSeconds: (lastResponse - started) / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
    latency: { p50: at(0.5), p99: at(0.99) },
  }),
);
