import type { Namespace, Server } from 'socket.io';

/**
 * Large-room broadcasts written in slices, so one emit to a big room does not hold the event loop.
 *
 * Socket.IO's adapter writes a broadcast to every member of the room inside the `emit` call: with
 * 2,000 members that is 2,000 websocket writes (15-22 µs of CPU each, measured) in one turn of the event loop, during
 * which no request, socket message or timer runs (docs/benchmarks.md, socket-fanout). Wrapped by
 * `slicedBroadcast`, an adapter encodes the packet once as before, writes it to the first `slice`
 * members at once, and the rest `slice` members per `setImmediate` turn, so I/O runs in between.
 * It also hands `ws` the pre-built websocket frame as one buffer instead of header + payload.
 *
 * Direct writes: a member whose connection is an open, idle websocket (nothing waiting in Engine.IO's
 * buffer or `ws`'s queue, no upgrade under way, no compression, no outgoing-packet listeners) gets
 * that frame written straight to its TCP socket. That is the write Engine.IO would end with, minus
 * the packet object, its events and its write callback per socket: about half the CPU of a delivery
 * (docs/benchmarks.md). Any other member goes through Engine.IO as before; since a direct write needs
 * Engine.IO's buffer empty, nothing it holds is overtaken. Several queued broadcasts for one socket
 * are corked into one system call. Direct deliveries emit none of Engine.IO's `packetCreate`, `flush`
 * or `drain` events: a tool that counts outgoing packets by those (e.g. an admin UI) misses them.
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
 * from other processes, so it works under `@socket.io/redis-adapter` too (and `addAll`, `del`,
 * `delAll`, to notice membership changes). Measured trade-off (docs/benchmarks.md): the loop stays
 * responsive and piled-up broadcasts cost less CPU, but one lone broadcast's last slice can go out
 * later than in one uninterrupted loop.
 */

type PacketOpts = { wsPreEncodedFrame?: Buffer[]; volatile?: boolean };
type AdapterLike = {
  _encode(packet: { id?: number }, packetOpts: PacketOpts): unknown;
  apply(opts: unknown, callback: (socket: SocketLike) => void): void;
};
/** The parts of Socket.IO's, Engine.IO's and `ws`'s objects a direct write checks (all optional: a
 * version without them just takes Engine.IO's path). */
interface TcpLike {
  writable: boolean;
  writableNeedDrain?: boolean;
  write(chunk: Buffer): boolean;
  cork(): void;
  uncork(): void;
}
interface SocketLike {
  connected: boolean;
  _anyOutgoingListeners?: unknown[];
  conn?: {
    readyState?: string;
    upgrading?: boolean;
    writeBuffer?: unknown[];
    transport?: {
      name?: string;
      perMessageDeflate?: unknown;
      socket?: { readyState?: number; _sender?: { _state?: number; _queue?: unknown[] }; _socket?: TcpLike };
    };
  };
}

/**
 * The TCP socket under a member's websocket when a frame may be written to it directly, else null.
 * Open and idle at every layer: Engine.IO holds nothing back (so nothing is overtaken), `ws` queues
 * nothing and does not compress, no upgrade is under way, nobody listens to outgoing packets.
 */
export function directTarget(socket: SocketLike): TcpLike | null {
  if (socket._anyOutgoingListeners?.length) return null;
  const conn = socket.conn;
  if (!conn || conn.readyState !== 'open' || conn.upgrading !== false || conn.writeBuffer?.length !== 0) return null;
  const transport = conn.transport;
  if (transport?.name !== 'websocket' || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  const sender = ws?._sender;
  const tcp = ws?._socket;
  if (ws?.readyState !== 1 || sender?._state !== 0 || sender._queue?.length !== 0 || !tcp?.writable) return null;
  // A slow reader's backed-up socket goes through Engine.IO, which then counts the transport as busy
  // (volatile packets are dropped for it, as Socket.IO documents).
  if (tcp.writableNeedDrain) return null;
  return tcp;
}
// What `io.adapter()` returns and accepts: a class, or a factory called with `new` (createAdapter's).
type AdapterConstructor = Parameters<Server['adapter']>[0];
type Constructible = new (nsp: Namespace) => unknown;

export interface SliceOptions {
  /** Sockets written per event-loop turn (the first slice in the emit call itself). */
  slice: number;
  /** Direct writes to idle websockets (default on); off, every delivery goes through Engine.IO. */
  direct?: boolean;
  /** Called after each delivery is handed on (`direct`: written to the TCP socket here). Tests, benchmarks. */
  onWrite?: (direct: boolean, packetOpts: object) => void;
}

export function slicedBroadcast(base: AdapterConstructor | undefined, options: SliceOptions): AdapterConstructor {
  if (!base) throw new Error('slicedBroadcast: no adapter to wrap');
  const Base = base as unknown as Constructible;
  const SlicedAdapter = function (nsp: Namespace) {
    const adapter = new Base(nsp) as AdapterLike;
    sliceBroadcasts(adapter, options);
    return adapter;
  };
  // The adapter it wraps, for a benchmark comparing with and without.
  return Object.assign(SlicedAdapter, { unsliced: base }) as unknown as AdapterConstructor;
}

interface Job {
  sockets: SocketLike[];
  next: number;
  write: (socket: SocketLike) => void;
  /** The broadcast's websocket frame, when it may be written directly. */
  frame: Buffer | null;
  packetOpts: object;
}
type BroadcastOpts = { rooms?: Set<string>; except?: Set<string> };
type MembershipMethods = Record<'addAll' | 'del' | 'delAll', ((...args: unknown[]) => unknown) | undefined>;

function sliceBroadcasts(adapter: AdapterLike, { slice, onWrite, direct = true }: SliceOptions) {
  const encode = adapter._encode.bind(adapter);
  const apply = adapter.apply.bind(adapter);
  const queue: Job[] = [];
  let scheduled = false;
  // Set by `_encode` when the in-memory `broadcast` (not `broadcastWithAck`) is about to `apply`.
  let broadcasting = false;
  // What `_encode` made of the broadcast `apply` is about to write.
  let encoded: { frame: Buffer | null; packetOpts: PacketOpts } = { frame: null, packetOpts: {} };

  // Successive broadcasts to the same room while membership is unchanged share one member list, so
  // the queue can write them socket by socket (below). Any join or leave starts a new list.
  let version = 0;
  let members: { key: string; version: number; sockets: SocketLike[] } | null = null;
  const methods = adapter as unknown as MembershipMethods;
  for (const name of ['addAll', 'del', 'delAll'] as const) {
    const original = methods[name]?.bind(adapter);
    if (!original) continue;
    methods[name] = (...args: unknown[]) => {
      version += 1;
      return original(...args);
    };
  }
  function membersOf(opts: BroadcastOpts) {
    const key = `${[...(opts.rooms ?? [])].join('\n')}\u0000${[...(opts.except ?? [])].join('\n')}`;
    if (members?.key === key && members.version === version) return members.sockets;
    const sockets: SocketLike[] = [];
    apply(opts, (socket) => sockets.push(socket));
    members = { key, version, sockets };
    return sockets;
  }

  /**
   * Writes up to `budget` deliveries from the head of the queue. Queued broadcasts that share the head's
   * member list and position go out together, socket by socket: each socket gets its pile of
   * messages back to back, which Engine.IO and Node write in one go (as Socket.IO's synchronous
   * loop does when broadcasts pile up), instead of one write per message.
   */
  function run(budget: number) {
    while (budget > 0 && queue.length) {
      const head = queue[0]!;
      let group = 1;
      while (group < queue.length && queue[group]!.sockets === head.sockets && queue[group]!.next === head.next)
        group += 1;
      const start = head.next;
      const end = Math.min(head.sockets.length, start + Math.max(1, Math.floor(budget / group)));
      for (let i = start; i < end; i++) {
        const socket = head.sockets[i]!;
        if (socket.connected) deliver(socket, group);
      }
      for (let j = 0; j < group; j++) queue[j]!.next = end;
      budget -= (end - start) * group;
      if (end === head.sockets.length) queue.splice(0, group);
    }
  }
  /** Writes the first `group` queued broadcasts to one socket, directly where it can (corked together). */
  function deliver(socket: SocketLike, group: number) {
    let corked: TcpLike | null = null;
    try {
      for (let j = 0; j < group; j++) {
        const job = queue[j]!;
        // Checked again before each: a write through Engine.IO may have left something in its buffer.
        const tcp = direct && job.frame && directTarget(socket);
        if (tcp) {
          if (group > 1 && !corked) (corked = tcp).cork();
          tcp.write(job.frame!);
        } else job.write(socket);
        onWrite?.(!!tcp, job.packetOpts);
      }
    } finally {
      // A throwing write must not leave the socket corked (stalled).
      corked?.uncork();
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

  adapter._encode = (packet, packetOpts: PacketOpts) => {
    // broadcastWithAck numbers its packet before encoding; a plain broadcast has no id.
    broadcasting = packet.id === undefined;
    const result = encode(packet, packetOpts);
    // The adapter frames the packet once as [header, payload], which `ws` writes to each socket as
    // cork, two writes, uncork (a writev). One buffer, copied once here, is one plain write per socket.
    const frame = packetOpts.wsPreEncodedFrame;
    if (frame?.length === 2) packetOpts.wsPreEncodedFrame = [Buffer.concat(frame)];
    // A volatile packet is dropped by Engine.IO when the transport is busy: it keeps that path.
    const single = packetOpts.wsPreEncodedFrame?.length === 1 && !packetOpts.volatile;
    encoded = { frame: single ? packetOpts.wsPreEncodedFrame![0]! : null, packetOpts };
    return result;
  };
  adapter.apply = (opts, callback) => {
    if (!broadcasting) return apply(opts, callback);
    broadcasting = false;
    const sockets = membersOf(opts as BroadcastOpts);
    const job: Job = { sockets, next: 0, write: callback, ...encoded };
    encoded = { frame: null, packetOpts: {} };
    const idle = !queue.length;
    queue.push(job);
    // The first slice (a small room: all of it) in the emit call itself, unless others wait before it.
    if (idle) run(slice);
    schedule();
  };
}
