/**
 * What socket-fanout.bench.ts, its API worker processes (fanout-api-worker.ts) and its client
 * processes (fanout-clients.ts) share: the clock, the message and the percentile.
 */
export const MESSAGE_BYTES = 1024;
export const ROOM = 'bench';

/**
 * CLOCK_MONOTONIC in ms (`process.hrtime`): one clock for every process on the machine, so a send
 * time taken in one process can be subtracted from a receive or write time taken in another.
 */
export const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;

/** A `message_created` whose Socket.IO packet (`42["message_created",{"t":…}]`) is MESSAGE_BYTES long. */
export function makeMessage(seq: number, t: number) {
  // The send time comes first so the raw clients find it without decoding the rest.
  const base = { t: 0, _id: `m${String(seq).padStart(8, '0')}`, conversationId: ROOM, seq, text: '' };
  const packetLength = (m: object) => 2 + JSON.stringify(['message_created', m]).length;
  const fill = MESSAGE_BYTES - packetLength({ ...base, t: 1234567890.123 });
  return { ...base, t, text: 'x'.repeat(Math.max(0, fill)) };
}

export function percentile(sorted: Float64Array, p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const maxOf = (sorted: Float64Array) => (sorted.length ? sorted[sorted.length - 1]! : 0);

/**
 * The latency columns of a case, from sorted samples: per delivery as the clients saw it, per
 * delivery on the server (emit → frame written), per message (emit → its last write), and the emit
 * call's own time.
 */
export function latencyFigures(sorted: {
  latencies: Float64Array;
  writes: Float64Array;
  lastWrite: Float64Array;
  emitMs: Float64Array;
}) {
  const { latencies, writes, lastWrite, emitMs } = sorted;
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: maxOf(latencies),
    serverWriteP50: percentile(writes, 0.5),
    serverWriteP99: percentile(writes, 0.99),
    lastWriteP50: percentile(lastWrite, 0.5),
    lastWriteP99: percentile(lastWrite, 0.99),
    lastWriteMax: maxOf(lastWrite),
    emitP50: percentile(emitMs, 0.5),
    emitMax: maxOf(emitMs),
  };
}

/** Several processes' samples as one sorted array. */
export function concatSorted(parts: Float64Array[]) {
  const all = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let k = 0;
  for (const p of parts) {
    all.set(p, k);
    k += p.length;
  }
  return all.sort();
}

/** What a client process (fanout-clients.ts) reports at the end of a case. */
export interface ClientStats {
  type: 'stats';
  received: number;
  firstAt: number;
  lastAt: number;
  latencies: Float64Array;
  cpuMs: number;
  wallMs: number;
  loopP99: number;
  loopMax: number;
}

/** The client processes' figures as one: deliveries, every latency (sorted) and the last arrival. */
export function mergeClientStats(all: ClientStats[]) {
  return {
    received: all.reduce((n, s) => n + s.received, 0),
    latencies: concatSorted(all.map((s) => s.latencies)),
    lastAt: Math.max(...all.map((s) => s.lastAt)),
  };
}
