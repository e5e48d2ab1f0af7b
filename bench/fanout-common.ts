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
