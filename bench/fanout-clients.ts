/**
 * Child process of socket-fanout.bench.ts: the client side, in processes of their own so that
 * receiving the deliveries does not share the server's event loop (the bench forks
 * BENCH_FANOUT_CLIENT_PROCS of these and gives each a share of the accounts). It opens one socket per
 * token, then, per case, counts deliveries of `message_created` and their latency: receive time minus
 * the send time inside the payload. Both are `process.hrtime`, which is CLOCK_MONOTONIC and so one
 * clock for every process on the machine.
 *
 * Two kinds of client (`client` in the connect message):
 * - `socket.io`: socket.io-client with the websocket transport, as the web app connects. Every
 *   delivery is decoded in full (Engine.IO, Socket.IO, JSON.parse of the 1 KB payload), about 20 µs of
 *   this process's CPU each, so 2,000 sockets in one process queue behind each other.
 * - `raw`: a plain `ws` websocket speaking the same protocol by hand (Engine.IO v4 open, Socket.IO
 *   CONNECT with the `auth` token, pong for every ping). It reads only the send time (the payload's
 *   first field) from the frame, so the receiving side costs a few µs per delivery and does not hide
 *   the server's latency behind its own queue.
 * - `wire` (the bench's default): the same protocol on a bare TCP socket, with the websocket framing
 *   done here (RFC 6455: the upgrade request, unmasked frames in, masked frames out). It skips `ws`'s
 *   stream machinery, so a delivery costs this process about a third less CPU than `raw`; on a 2-core
 *   machine that CPU is taken from the server being measured, and during a 2,000-socket broadcast a
 *   client slower than the server queues the last deliveries behind its own work.
 *
 * Messages from the parent: { type: 'connect', url, urls?, tokens, client } (urls: one per token, the
 * API process that socket connects to, when the bench runs several; else all go to url) → { type: 'connected', ms,
 * failed, deflate }; { type: 'start', expected } → { type: 'started' }; { type: 'stop' } →
 * { type: 'stats', ... } (latencies of every delivery as a Float64Array, sent with the `advanced`
 * serialization, for the parent to merge). When `expected`
 * deliveries have arrived it sends { type: 'drained' } on its own.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { nowMs } from './fanout-common.js';

type ClientKind = 'wire' | 'raw' | 'socket.io';
type FromParent =
  | { type: 'connect'; url: string; urls?: string[]; tokens: string[]; client: ClientKind }
  | { type: 'start'; expected: number }
  | { type: 'stop' };

const send = (message: object) => process.send!(message);

const closers: (() => void)[] = [];
let latencies = new Float64Array(0);
let received = 0;
let expected = 0;
let firstAt = 0;
let lastAt = 0;
let cpuAtStart = process.cpuUsage();
let startedAt = 0;
const loop = monitorEventLoopDelay({ resolution: 5 });

function delivered(t: number) {
  const at = nowMs();
  if (received < latencies.length) latencies[received] = at - t;
  if (received === 0) firstAt = at;
  lastAt = at;
  received += 1;
  if (received === expected) send({ type: 'drained' });
}

const T_FIELD = Buffer.from('"t":');
/** The send time from `42["message_created",{"t":123.456,…` without decoding the rest. */
function sendTimeOf(frame: Buffer) {
  const at = frame.indexOf(T_FIELD);
  if (at < 0) return null;
  const end = frame.indexOf(0x2c /* , */, at);
  return Number(frame.toString('latin1', at + 4, end));
}

function openSocketIo(url: string, token: string) {
  return new Promise<boolean>((resolve) => {
    const socket: Socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
    socket.on('message_created', (payload: { t: number }) => delivered(payload.t));
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
    closers.push(() => socket.disconnect());
  });
}

let deflateNegotiated = 0;
function openRaw(url: string, token: string) {
  return new Promise<boolean>((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      skipUTF8Validation: true,
    });
    ws.binaryType = 'nodebuffer';
    ws.on('open', () => {
      // ws offers permessage-deflate by default: count the sockets where the server accepted it.
      if (ws.extensions) deflateNegotiated += 1;
    });
    ws.on('message', (data: Buffer) => {
      const c0 = data[0];
      if (c0 === 0x34 /* 4 message */ && data[1] === 0x32 /* 2 EVENT */) {
        const t = sendTimeOf(data);
        if (t !== null) delivered(t);
      } else if (c0 === 0x32 /* 2 ping */) ws.send('3');
      else if (c0 === 0x30 /* 0 open */) ws.send(`40${JSON.stringify({ token })}`);
      else if (c0 === 0x34 && data[1] === 0x30 /* 40 CONNECT ack */) resolve(true);
      else if (c0 === 0x34 && data[1] === 0x34 /* 44 CONNECT_ERROR */) resolve(false);
    });
    ws.on('error', () => resolve(false));
    ws.on('close', () => resolve(false));
    closers.push(() => ws.close());
  });
}

/** One websocket frame from this client: FIN + text, masked as RFC 6455 requires of clients. */
function clientFrame(text: string) {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('wire client: only short frames are sent');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i += 1) frame[6 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}
const PONG = clientFrame('3');

function openWire(url: string, token: string) {
  return new Promise<boolean>((resolve) => {
    const target = new URL(url);
    const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    let upgraded = false;
    let pending: Buffer | null = null;
    /** One Engine.IO packet (a text frame's payload); the same cases as `raw`. */
    const packet = (data: Buffer, start: number, end: number) => {
      const c0 = data[start];
      const c1 = data[start + 1];
      if (c0 === 0x34 /* 4 message */ && c1 === 0x32 /* 2 EVENT */) {
        const t = sendTimeOf(data.subarray(start, end));
        if (t !== null) delivered(t);
      } else if (c0 === 0x32 /* 2 ping */) socket.write(PONG);
      else if (c0 === 0x30 /* 0 open */) socket.write(clientFrame(`40${JSON.stringify({ token })}`));
      else if (c0 === 0x34 && c1 === 0x30 /* 40 CONNECT ack */) resolve(true);
      else if (c0 === 0x34 && c1 === 0x34 /* 44 CONNECT_ERROR */) resolve(false);
    };
    socket.on('connect', () => {
      socket.write(
        `GET ${target.pathname.replace(/\/$/, '')}/socket.io/?EIO=4&transport=websocket HTTP/1.1\r\n` +
          `Host: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let at = 0;
      if (!upgraded) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return void (pending = data);
        if (!data.toString('latin1', 0, 12).startsWith('HTTP/1.1 101')) return void socket.destroy();
        upgraded = true;
        at = end + 4;
      }
      // Whole frames: FIN text frames from the server, unmasked, 7-bit or 16-bit lengths.
      while (at < data.length) {
        if (data.length - at < 2) break;
        const opcode = data[at]! & 0x0f;
        let length = data[at + 1]! & 0x7f;
        let head = 2;
        if (length === 126) {
          if (data.length - at < 4) break;
          length = data.readUInt16BE(at + 2);
          head = 4;
        } else if (length === 127) {
          if (data.length - at < 10) break;
          length = Number(data.readBigUInt64BE(at + 2));
          head = 10;
        }
        if (data.length - at < head + length) break;
        if (opcode === 0x1) packet(data, at + head, at + head + length);
        else if (opcode === 0x8) socket.end();
        at += head + length;
      }
      if (at < data.length) pending = data.subarray(at);
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
    closers.push(() => socket.destroy());
  });
}

async function connectAll(url: string, tokens: string[], client: ClientKind, urls?: string[]) {
  const started = nowMs();
  let failed = 0;
  // In batches, as a crowd arriving would, without 2,000 handshakes at the same instant.
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100);
    const ok = await Promise.all(
      batch.map((token, j) =>
        (client === 'wire' ? openWire : client === 'raw' ? openRaw : openSocketIo)(urls?.[i + j] ?? url, token),
      ),
    );
    failed += ok.filter((x) => !x).length;
  }
  send({ type: 'connected', ms: nowMs() - started, failed, deflate: deflateNegotiated });
}

process.on('message', (message: FromParent) => {
  if (message.type === 'connect') void connectAll(message.url, message.tokens, message.client, message.urls);
  else if (message.type === 'start') {
    expected = message.expected;
    latencies = new Float64Array(expected);
    received = 0;
    firstAt = lastAt = 0;
    startedAt = nowMs();
    cpuAtStart = process.cpuUsage();
    loop.reset();
    loop.enable();
    send({ type: 'started' });
  } else if (message.type === 'stop') {
    loop.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    send({
      type: 'stats',
      received,
      firstAt,
      lastAt,
      latencies: latencies.slice(0, Math.min(received, latencies.length)),
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: nowMs() - startedAt,
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
    });
  }
});

process.on('disconnect', () => {
  for (const close of closers) close();
  process.exit(0);
});
