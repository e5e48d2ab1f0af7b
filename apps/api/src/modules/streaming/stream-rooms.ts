import { STREAM_CONVERSATION_TYPE, streamEvent, streamRoomInputSchema } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { AppSocket, Realtime } from '../../realtime/realtime.js';
import type { AuthContext } from '../auth/sessions.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { presentPublicUser } from '../users/users.presenter.js';
import { createUsersRepository, usernameById } from '../users/users.repository.js';
import { roomEmitter, type StreamChatService } from './stream-chat.service.js';
import { streamsTable } from './streaming.repository.js';
import type { StreamRow, StreamingService } from './streaming.service.js';

type Role = 'model' | 'member';
interface Joined {
  role: Role;
  /** When this socket's creator went live: the session length is stored when they leave. */
  liveAt?: number;
}
/** What a socket has joined, kept on the socket itself (it goes away with the socket). */
const joinedOf = (socket: AppSocket) => {
  const data = socket.data as { streamRooms?: Map<string, Joined> };
  data.streamRooms ??= new Map();
  return data.streamRooms;
};

/**
 * Live-stream rooms (contract 5.3). Only signed-in sockets reach these handlers (realtime's `handle`);
 * guests watch nothing (the client connects its socket only when logged in). Joining re-checks the
 * HTTP rules: the creator and admins always; others need a subscription and, for a paid stream, the
 * current session bought. A refused join is ignored silently, like an invalid token.
 */
export function registerStreamRooms(deps: {
  db: Db;
  realtime: Realtime;
  streaming: StreamingService;
  chat: StreamChatService;
  storage: Storage;
  /** `live_now` to followers and subscribers (bell and mail), once per session (docs/notifications.md). */
  notifier?: Notifier;
}) {
  const { db, realtime, streaming, chat, storage } = deps;
  const toRoom = roomEmitter(realtime);
  const accounts = createUsersRepository(db);

  async function target(payload: unknown) {
    const parsed = streamRoomInputSchema.safeParse(payload);
    if (!parsed.success) return null;
    const conversation = await chat.streamConversation(parsed.data.conversationId).catch(() => null);
    if (!conversation?.streamId) return null;
    const stream = await streaming.streamById(conversation.streamId);
    return stream ? { conversation, stream } : null;
  }

  /** Viewer count: distinct signed-in accounts in the room, the creator left out. */
  async function roomChanged(conversation: { id: string; type: string }, performerId: string) {
    const io = realtime.server;
    if (!io) return;
    const sockets = await io.in(streamEvent.room(conversation.type, conversation.id)).fetchSockets();
    const ids = [
      ...new Set(
        sockets
          .map((s) => (s.data as { auth?: AuthContext }).auth?.user.id)
          .filter((id): id is string => !!id && id !== performerId),
      ),
    ];
    const rows = await accounts.findByIds(ids);
    await streamsTable.setMembers(db, performerId, ids.length);
    toRoom(conversation, 'public-room-changed', {
      conversationId: conversation.id,
      total: ids.length,
      members: rows.map((u) => presentPublicUser(u, storage)),
    });
  }

  async function leave(socket: AppSocket, auth: AuthContext, conversationId: string) {
    const joined = joinedOf(socket);
    const entry = joined.get(conversationId);
    if (!entry) return;
    joined.delete(conversationId);
    const found = await target({ conversationId });
    if (!found) return;
    const { conversation, stream } = found;
    await socket.leave(streamEvent.room(conversation.type, conversation.id));
    // A stream the RTMP ingest carries goes on while OBS publishes, whatever the creator's page does.
    if (entry.role === 'model' && !stream.hlsId) {
      const seconds = entry.liveAt ? Math.floor((Date.now() - entry.liveAt) / 1000) : 0;
      await endLive(stream, seconds);
      modelLeft(stream);
    }
    await roomChanged(conversation, stream.performerId);
  }

  /** The creator's video went away: `model-left` to the room. */
  function modelLeft(stream: StreamRow) {
    if (!stream.conversationId) return;
    toRoom({ id: stream.conversationId, type: STREAM_CONVERSATION_TYPE }, 'model-left', {
      conversationId: stream.conversationId,
      performerId: stream.performerId,
    });
  }

  /** The session is over: offline, its length kept (the larger of set-duration's and `seconds`). */
  async function endLive(stream: StreamRow, seconds: number) {
    await streamsTable.endLive(db, stream.id, seconds);
  }

  /** On air: live, `join-broadcaster` to the room, and followers and subscribers mailed once per session. */
  async function announceLive(stream: StreamRow) {
    await streamsTable.goLive(db, stream.id);
    if (stream.conversationId)
      toRoom({ id: stream.conversationId, type: STREAM_CONVERSATION_TYPE }, 'join-broadcaster', {
        performerId: stream.performerId,
        conversationId: stream.conversationId,
      });
    if (!(await streamsTable.claimLiveNotice(db, stream.id, stream.sessionId))) return;
    if (!deps.notifier) return;
    const username = await usernameById(db, stream.performerId);
    void deps.notifier.fanOut({
      type: 'live_now',
      performerId: stream.performerId,
      actorId: stream.performerId,
      audience: 'followers_and_subscribers',
      objectType: 'stream',
      objectId: stream.id,
      link: `/live/${encodeURIComponent(username ?? stream.performerId)}`,
      data: { title: stream.title },
      key: `live_now:${stream.sessionId}`,
    });
  }

  realtime.handle('public-stream/join', async (auth, payload, socket) => {
    const found = await target(payload);
    if (!found) return;
    const { conversation, stream } = found;
    const viewer = { id: auth.user.id, isAdmin: auth.user.role === 'admin', country: auth.user.country ?? null };
    const rights = await streaming.rightsOf(viewer, stream);
    if (!rights.privileged && (!rights.subscribed || !rights.hasPurchased)) return;
    const role: Role = auth.user.id === stream.performerId ? 'model' : 'member';
    const joined = joinedOf(socket);
    if (!joined.size) {
      socket.once('disconnect', () => {
        for (const id of [...joined.keys()]) void leave(socket, auth, id).catch(() => undefined);
      });
    }
    if (!joined.has(conversation.id)) joined.set(conversation.id, { role });
    await socket.join(streamEvent.room(conversation.type, conversation.id));
    if (role === 'model') toRoom(conversation, 'model-joined', { conversationId: conversation.id });
    if (stream.isStreaming)
      socket.emit('join-broadcaster', { performerId: stream.performerId, conversationId: conversation.id });
    await roomChanged(conversation, stream.performerId);
  });

  realtime.handle('public-stream/leave', async (auth, payload, socket) => {
    const parsed = streamRoomInputSchema.safeParse(payload);
    if (parsed.success) await leave(socket, auth, parsed.data.conversationId);
  });

  realtime.handle('public-stream/live', async (auth, payload, socket) => {
    const found = await target(payload);
    if (!found || found.stream.performerId !== auth.user.id) return;
    const { conversation, stream } = found;
    const joined = joinedOf(socket);
    const entry = joined.get(conversation.id);
    if (!entry) {
      // Going live puts the creator in the room too.
      if (!joined.size)
        socket.once('disconnect', () => {
          for (const id of [...joined.keys()]) void leave(socket, auth, id).catch(() => undefined);
        });
      joined.set(conversation.id, { role: 'model', liveAt: Date.now() });
      await socket.join(streamEvent.room(conversation.type, conversation.id));
    } else entry.liveAt ??= Date.now();
    await announceLive(stream);
  });

  return { announceLive, modelLeft, endLive, toRoom };
}
export type StreamRooms = ReturnType<typeof registerStreamRooms>;
