import type { Namespace, Server } from 'socket.io';

/**
 * Large-room broadcasts written in slices, so one emit to a big room does not hold the event loop.
 *
 * Socket.IO's adapter writes a broadcast to every member of the room inside the `emit` call: with
 * 2,000 members that is 2,000 websocket writes (~10-18 µs each) in one turn of the event loop, during
 * which no request, socket message or timer runs (docs/benchmarks.md, socket-fanout). Wrapped by
 * `slicedBroadcast`, an adapter encodes the packet once as before, writes it to the first `slice`
 * members at once, and the rest `slice` members per `setImmediate` turn, so I/O runs in between.
 * It also hands `ws` the pre-built websocket frame as one buffer instead of header + payload.
 *
 * Order per socket is kept: broadcasts wait in one FIFO queue per namespace; while it holds anything,
 * every later broadcast (even to a small room, e.g. `emitToUser`) queues behind it, and a queued
 * broadcast reaches its members in the order they had when it was emitted. Members are those at
 * emit time; a socket that disconnects meanwhile is skipped. A direct `socket.emit` is not a
 * broadcast and is not queued, nor is a broadcast with acknowledgements (`emitWithAck`): the adapter
 * counts its receivers synchronously, so it is written at once, as before (the API sends none).
 *
 * It hooks the adapter instance's `_encode` and `apply`, which the in-memory adapter's `broadcast`
 * calls for every local write, including those the Redis adapter makes for broadcasts that arrive
 * from other processes, so it works under `@socket.io/redis-adapter` too.
 */

type AdapterLike = {
  _encode(packet: { id?: number }, packetOpts: { wsPreEncodedFrame?: Buffer[] }): unknown;
  apply(opts: unknown, callback: (socket: SocketLike) => void): void;
};
type SocketLike = { connected: boolean };
// What `io.adapter()` returns and accepts: a class, or a factory called with `new` (createAdapter's).
type AdapterConstructor = Parameters<Server['adapter']>[0];
type Constructible = new (nsp: Namespace) => unknown;

export interface SliceOptions {
  /** Sockets written per event-loop turn (the first slice in the emit call itself). */
  slice: number;
}

export function slicedBroadcast(base: AdapterConstructor | undefined, options: SliceOptions): AdapterConstructor {
  if (!base) throw new Error('slicedBroadcast: no adapter to wrap');
  const Base = base as unknown as Constructible;
  const SlicedAdapter = function (nsp: Namespace) {
    const adapter = new Base(nsp) as AdapterLike;
    sliceBroadcasts(adapter, options.slice);
    return adapter;
  };
  // The adapter it wraps, for a benchmark comparing with and without.
  return Object.assign(SlicedAdapter, { unsliced: base }) as unknown as AdapterConstructor;
}

interface Job {
  sockets: SocketLike[];
  next: number;
  write: (socket: SocketLike) => void;
}

function sliceBroadcasts(adapter: AdapterLike, slice: number) {
  const encode = adapter._encode.bind(adapter);
  const apply = adapter.apply.bind(adapter);
  const queue: Job[] = [];
  let scheduled = false;
  // Set by `_encode` when the in-memory `broadcast` (not `broadcastWithAck`) is about to `apply`.
  let broadcasting = false;

  function run(budget: number) {
    while (budget > 0 && queue.length) {
      const job = queue[0]!;
      const end = Math.min(job.sockets.length, job.next + budget);
      budget -= end - job.next;
      for (; job.next < end; job.next++) {
        const socket = job.sockets[job.next]!;
        if (socket.connected) job.write(socket);
      }
      if (job.next === job.sockets.length) queue.shift();
    }
  }
  function turn() {
    scheduled = false;
    run(slice);
    schedule();
  }
  function schedule() {
    if (queue.length && !scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  }

  adapter._encode = (packet, packetOpts: { wsPreEncodedFrame?: Buffer[] }) => {
    // broadcastWithAck numbers its packet before encoding; a plain broadcast has no id.
    broadcasting = packet.id === undefined;
    const encoded = encode(packet, packetOpts);
    // The adapter frames the packet once as [header, payload], which `ws` writes to each socket as
    // cork, two writes, uncork (a writev). One buffer, copied once here, is one plain write per socket.
    const frame = packetOpts.wsPreEncodedFrame;
    if (frame?.length === 2) packetOpts.wsPreEncodedFrame = [Buffer.concat(frame)];
    return encoded;
  };
  adapter.apply = (opts, callback) => {
    if (!broadcasting) return apply(opts, callback);
    broadcasting = false;
    const sockets: SocketLike[] = [];
    apply(opts, (socket) => sockets.push(socket));
    if (!queue.length && sockets.length <= slice) {
      for (const socket of sockets) callback(socket);
      return;
    }
    const idle = !queue.length;
    queue.push({ sockets, next: 0, write: callback });
    if (idle) run(slice);
    schedule();
  };
}
