import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlane/shared';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { AuthContext, SessionsService } from '../modules/auth/sessions.service.js';
import { createConnectionCap } from './connection-cap.js';
import { slicedBroadcast } from './sliced-broadcast.js';

type Io = Server<ClientToServerEvents, ServerToClientEvents>;
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  {
    auth?: AuthContext;
    /** The handshake's session, and the count of account changes heard when its look-up began. */
    handshake?: { auth: AuthContext; seen: number };
    /** The socket's authentication steps (handshake, `auth/login`, `auth/logout`), one at a time. */
    steps?: Promise<void>;
  }
>;
type EventName = keyof ServerToClientEvents;

/** Every socket of an account joins its personal room; events for the account go there. */
export const userRoom = (userId: string) => `user:${userId}`;
/** And the room of the session it authenticated with, so a revoked session's sockets can be dropped. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A handler of a client event, given the authenticated account (anonymous sockets are ignored). */
type ClientHandler = (auth: AuthContext, payload: unknown, socket: AppSocket) => void | Promise<void>;
type PresenceListener = (userId: string, isOnline: boolean) => void | Promise<void>;
/** Stores an account's presence; answers whether the stored value changed. */
type PresenceStore = (userId: string, isOnline: boolean) => Promise<boolean>;

export interface RealtimeOptions {
  sessions: SessionsService;
  /** Whether a browser origin may connect (env originPolicy). */
  allowOrigin: (origin: string | undefined) => boolean;
  /** Set: the Redis adapter, so several API processes share rooms (contract 5.1). */
  redisUrl?: string;
  logger?: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
  /** Sockets a broadcast writes per event-loop turn (default BROADCAST_SLICE). */
  broadcastSlice?: number;
  /** Open connections one client address may hold here (default MAX_PER_ADDRESS, connection-cap.ts). */
  maxPerAddress?: number;
  /** Proxies whose X-Forwarded-For names the client (env TRUSTED_PROXIES); default: loopback. */
  trustedProxies?: string[];
}

/** The event by which API processes ask each other how many sockets of an account they hold. */
const COUNT_EVENT = 'fanlane:connected-count';

/** Sockets a room broadcast writes per event-loop turn: a few ms of writes, then other work runs. */
export const BROADCAST_SLICE = 256;

/**
 * Socket.IO on the API's own HTTP server (contract 5). The handshake carries the session token (query
 * `token`, or the `auth` payload); `auth/login` re-authenticates a connected socket. Domains emit
 * through `emitToUser` after their transaction commits; before `attach` (e.g. `app.inject` tests)
 * emitting is a no-op apart from the test hook.
 */
export function createRealtime(options: RealtimeOptions) {
  let io: Io | null = null;
  const closers: (() => Promise<unknown>)[] = [];
  const listeners = new Set<(userId: string, event: EventName, payload: unknown) => void>();
  const handlers = new Map<string, ClientHandler>();
  const presence = new Set<PresenceListener>();
  let storePresence: PresenceStore | null = null;
  /**
   * Account changes and revocations this process has heard of. A socket whose token was looked up
   * before one of them and that joined its rooms after it was missed by the re-check that change set
   * off, so it checks its session again itself (`enter`).
   */
  let changesHeard = 0;

  /** This process's sockets of an account. */
  const localCount = (userId: string) => io?.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0;

  /**
   * Sockets of an account still connected anywhere. With Redis every other process answers its own
   * count (`COUNT_EVENT`): only numbers cross Redis, where `fetchSockets` would publish each socket's
   * handshake (its session token) and data (the account's row).
   */
  async function connectedCount(userId: string) {
    if (!io) return 0;
    const here = localCount(userId);
    if (!options.redisUrl) return here;
    // The Redis adapter fails it after its `requestsTimeout` (5 s) without every answer.
    const counts: unknown[] = await io.serverSideEmitWithAck(COUNT_EVENT, userId);
    return counts.reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 0), here);
  }

  /**
   * Brings an account's stored presence in line with its sockets on every process, and tells the
   * listeners when it changed. Called when this process gets an account's first socket or loses its
   * last one. Two processes can settle the same account at once (one socket arriving on A while the
   * last one leaves B), each counting before the other's change: so each stores what it counted,
   * counts again, and stores again while the two differ. The store writes only a changed value, so
   * the last write of any process is one its next count confirmed. One account settles at a time
   * per process.
   */
  const settling = new Map<string, Promise<void>>();
  function settlePresence(userId: string) {
    const run = (settling.get(userId) ?? Promise.resolve()).then(async () => {
      let online = (await connectedCount(userId)) > 0;
      for (let pass = 0; pass < 3; pass += 1) {
        const changed = storePresence ? await storePresence(userId, online) : true;
        if (changed) for (const listener of presence) await Promise.resolve(listener(userId, online));
        const now = (await connectedCount(userId)) > 0;
        if (now === online) break;
        online = now;
      }
    });
    const settled = run
      // A presence look-up across processes can time out (Redis adapter), and at shutdown the Redis
      // clients may already be closed: logged, never unhandled.
      .catch((err: unknown) => options.logger?.warn({ err, userId }, 'presence not settled'))
      .finally(() => {
        if (settling.get(userId) === settled) settling.delete(userId);
      });
    settling.set(userId, settled);
    return settled;
  }

  /** The session of a token, or null: invalid tokens are ignored silently (contract 5.1). */
  async function resolve(token: unknown) {
    if (typeof token !== 'string' || !token) return null;
    return options.sessions.resolve(token).catch(() => null);
  }

  /**
   * Puts the socket in its account's and session's rooms. The joins happen before the first await,
   * so a socket authenticated by the handshake is in its rooms when the client sees `connect`.
   * `seen`: `changesHeard` when the token's look-up began. If a change was heard since (a revoke, a
   * suspension), its re-check ran before this socket was in the account's room, so the session is
   * read again now; likewise whenever this process may not hear changes (no notifications), since a
   * revoke elsewhere could then have emptied the session's room before this join.
   */
  async function enter(socket: AppSocket, auth: AuthContext, seen: number) {
    const previous = socket.data.auth;
    if (previous?.sessionId === auth.sessionId) return;
    if (previous) await leave(socket, previous.user.id !== auth.user.id);
    // Gone while its token was looked up: nothing to join (Socket.IO ignores joins after a
    // disconnect), and nothing to check or settle.
    if (!socket.connected) return;
    socket.data.auth = auth;
    await socket.join([userRoom(auth.user.id), sessionRoom(auth.sessionId)]);
    if (changesHeard !== seen || !options.sessions.cacheLive()) {
      const now = await options.sessions.current(auth.sessionId);
      if (!now) {
        socket.disconnect(true);
        return;
      }
      if (socket.data.auth?.sessionId === auth.sessionId) socket.data.auth = now;
    }
    // Its presence settles on its own turn; a socket already gone was settled by its disconnect.
    if (socket.connected && localCount(auth.user.id) === 1) void settlePresence(auth.user.id);
  }

  async function authenticate(socket: AppSocket, token: unknown) {
    const seen = changesHeard;
    const auth = await resolve(token);
    if (auth) await enter(socket, auth, seen);
  }

  async function leave(socket: AppSocket, announce = true) {
    const auth = socket.data.auth;
    if (!auth) return;
    socket.data.auth = undefined;
    await socket.leave(userRoom(auth.user.id));
    await socket.leave(sessionRoom(auth.sessionId));
    if (announce && localCount(auth.user.id) === 0) void settlePresence(auth.user.id);
  }

  /**
   * Runs one authentication step of a socket after the ones before it: two `auth/login` sent back to
   * back end signed in as the second, never in both accounts' rooms.
   */
  function inTurn(socket: AppSocket, step: () => Promise<void>) {
    const logged = (err: unknown) => options.logger?.warn({ err }, 'socket authentication failed');
    // The first one starts at once (the handshake's joins happen before `connection` returns).
    const pending = socket.data.steps;
    socket.data.steps = (pending ? pending.then(step) : step()).catch(logged);
  }

  // A revoked session (logout, password change) loses its live sockets at once, on every process.
  options.sessions.onRevoked(({ sessionIds }) => {
    changesHeard += 1;
    if (!io) return;
    for (const id of sessionIds) io.in(sessionRoom(id)).disconnectSockets(true);
  });

  // Any change to an account or its sessions, in any process (a suspension, an expiry moved, a session
  // deleted, a rename): this process re-reads the sessions of its sockets of that account, drops the
  // sockets whose session no longer stands and gives the others the account as it is now. Changes
  // are gathered for one event-loop turn, so a burst costs one look-up per session.
  const changed = new Set<string>();
  let recheckScheduled = false;
  options.sessions.onAccountChanged((userId) => {
    changesHeard += 1;
    if (!io) return;
    changed.add(userId);
    if (recheckScheduled) return;
    recheckScheduled = true;
    setImmediate(() => {
      recheckScheduled = false;
      const users = [...changed];
      changed.clear();
      void recheck(users).catch((err: unknown) => options.logger?.warn({ err }, 'socket re-check failed'));
    });
  });
  async function recheck(userIds: string[]) {
    if (!io) return;
    const local = io.of('/').sockets;
    const all = userIds.includes('*');
    const ids = all
      ? [...local.keys()]
      : userIds.flatMap((id) => [...(io!.of('/').adapter.rooms.get(userRoom(id)) ?? [])]);
    const bySession = new Map<string, AppSocket[]>();
    for (const id of ids) {
      const socket = local.get(id);
      const sessionId = socket?.data.auth?.sessionId;
      if (!socket || !sessionId) continue;
      const group = bySession.get(sessionId);
      if (group) group.push(socket);
      else bySession.set(sessionId, [socket]);
    }
    await Promise.all(
      [...bySession].map(async ([sessionId, sockets]) => {
        const auth = await options.sessions.current(sessionId);
        for (const socket of sockets) {
          if (socket.data.auth?.sessionId !== sessionId) continue;
          if (auth) socket.data.auth = auth;
          else socket.disconnect(true);
        }
      }),
    );
  }

  const connectionCap = createConnectionCap(options);

  return {
    /** Listens on the API's HTTP server; `logger` (the app's) gets what goes wrong in the background. */
    async attach(server: HttpServer, logger?: RealtimeOptions['logger']) {
      if (logger) options.logger = logger;
      io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
        cors: {
          origin: (origin: string | undefined, callback: (err: Error | null, allow?: boolean) => void) =>
            callback(null, options.allowOrigin(origin)),
          credentials: true,
        },
        transports: ['websocket', 'polling'],
        // No permessage-deflate (Engine.IO's default, stated): a room broadcast is framed once and the
        // same bytes written to every member; deflate would compress it again per socket.
        perMessageDeflate: false,
        allowRequest: connectionCap.allowRequest,
      });
      io.engine.on('connection', connectionCap.opened);
      let base = io.adapter();
      if (options.redisUrl) {
        const pub = createClient({ url: options.redisUrl });
        const sub = pub.duplicate();
        pub.on('error', (err) => options.logger?.warn({ err }, 'redis adapter publisher error'));
        sub.on('error', (err) => options.logger?.warn({ err }, 'redis adapter subscriber error'));
        await Promise.all([pub.connect(), sub.connect()]);
        // The adapter publishes every broadcast without handling a failed publish (a timeout while the
        // loop is far behind, a closed client at shutdown): unhandled, that rejection would end the
        // process. It is logged instead; the broadcast is lost for the other processes only.
        const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<unknown>;
        (pub as unknown as { publish: typeof publish }).publish = (...args) => {
          const sent = publish(...args);
          sent.catch((err: unknown) => options.logger?.warn({ err }, 'redis adapter publish failed'));
          return sent;
        };
        base = createAdapter(pub, sub);
        closers.push(() => Promise.allSettled([pub.quit(), sub.quit()]));
      }
      // Large rooms are written a slice per event-loop turn, in order (sliced-broadcast.ts). The adapter
      // is set once: each `io.adapter(…)` gives the namespaces a new instance, and a Redis adapter
      // replaced that way stays subscribed, answering other processes' requests (`fetchSockets`) with
      // none of the sockets, sometimes first.
      io.adapter(slicedBroadcast(base, { slice: options.broadcastSlice ?? BROADCAST_SLICE }));
      (io as unknown as { on(e: string, h: (userId: unknown, answer: (n: number) => void) => void): void }).on(
        COUNT_EVENT,
        (userId, answer) => answer(typeof userId === 'string' ? localCount(userId) : 0),
      );
      // The handshake's token is resolved before the connection is accepted, so that by the time the
      // client sees `connect` its socket is in its rooms and listens to its events: nothing emitted to
      // the account, and no client event sent right after `connect`, is lost to a pending lookup.
      io.use((socket, next) => {
        const handshake = socket.handshake;
        const seen = changesHeard;
        void resolve((handshake.auth as { token?: unknown })?.token ?? handshake.query.token).then((auth) => {
          socket.data.handshake = auth ? { auth, seen } : undefined;
          next();
        });
      });
      io.on('connection', (socket: AppSocket) => {
        socket.on('auth/login', (payload) => inTurn(socket, () => authenticate(socket, payload?.token)));
        socket.on('auth/logout', () => inTurn(socket, () => leave(socket)));
        for (const [event, handler] of handlers) {
          (socket as unknown as { on(e: string, h: (p: unknown) => void): void }).on(event, (payload: unknown) => {
            const auth = socket.data.auth;
            if (auth) void Promise.resolve(handler(auth, payload, socket)).catch(() => undefined);
          });
        }
        const first = socket.data.handshake;
        socket.data.handshake = undefined;
        // Joined at once (enter's joins come before its first await): in its rooms at `connect`.
        if (first) inTurn(socket, () => enter(socket, first.auth, first.seen));
        socket.on('disconnect', () => {
          // Socket.IO has already taken the socket out of its rooms.
          const auth = socket.data.auth;
          if (auth && localCount(auth.user.id) === 0) void settlePresence(auth.user.id);
        });
      });
    },

    /** Sends an event to every socket of an account, on every process. */
    emitToUser<E extends EventName>(userId: string, event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
      for (const listener of listeners) listener(userId, event, payload);
      if (!io) return;
      const room = userRoom(userId);
      // One process and none of the account's sockets here: nobody to tell, so nothing to encode
      // (every purchase tells the fan and the creator, most often with no page open). Were Socket.IO's
      // connection state recovery turned on, this would also skip the packets it keeps for sockets
      // that are briefly away: remove this line then.
      if (!options.redisUrl && !io.of('/').adapter.rooms.has(room)) return;
      (io.to(room) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
    },

    /** Handles a client event from authenticated sockets (checked again by the handler: membership etc.). */
    handle(event: keyof ClientToServerEvents, handler: ClientHandler) {
      handlers.set(event, handler);
    },

    /**
     * Where presence is stored (`users.is_online`): told the value to keep, answers whether it
     * changed. Without one, every settle counts as a change.
     */
    storePresence(store: PresenceStore) {
      storePresence = store;
    },

    /** Called when an account's presence changes: its first socket anywhere connects, its last one goes. */
    onPresence(listener: PresenceListener) {
      presence.add(listener);
    },

    /** Tests: observe what would be emitted. */
    listen(listener: (userId: string, event: EventName, payload: unknown) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    get server(): Io | null {
      return io;
    },

    /** Socket.IO connections open on this process (the /metrics gauge). */
    connections(): number {
      return io?.engine.clientsCount ?? 0;
    },

    async close() {
      if (io) {
        // This process's sockets only (with the Redis adapter a plain disconnect reaches every process),
        // so the HTTP server can finish closing instead of waiting for open websockets.
        io.local.disconnectSockets(true);
        await new Promise<void>((resolve) => io!.close(() => resolve()));
      }
      io = null;
      for (const close of closers.splice(0)) await close();
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
