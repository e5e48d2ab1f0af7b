import {
  MESSAGES,
  STREAM_CONVERSATION_TYPE,
  STREAMING_MESSAGES,
  formatTipMessage,
  fromMinor,
  streamEvent,
  type StreamMessage,
  type StreamMessageInput,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { ContentViewer } from '../content/access.service.js';
import {
  appendMessage,
  clearConversation,
  conversationById,
  renameConversation,
  type ConversationRow,
  type MessageRow,
} from '../messaging/messaging.repository.js';
import { messagePage, preview, type MessagingService } from '../messaging/messaging.service.js';
import { displayName, presentPublicUser } from '../users/users.presenter.js';
import { createUsersRepository } from '../users/users.repository.js';
import type { ChargesService } from '../wallet/charges.service.js';
import { streamsTable } from './streaming.repository.js';
import type { StreamRow, StreamingService } from './streaming.service.js';

/** Emits to everyone in a stream's socket room (contract 5.3), on every process. */
export function roomEmitter(realtime: Realtime) {
  return (conversation: Pick<ConversationRow, 'id' | 'type'>, event: string, payload: unknown) => {
    const io = realtime.server as unknown as { to(room: string): { emit(e: string, p: unknown): void } } | null;
    io?.to(streamEvent.room(conversation.type, conversation.id)).emit(event, payload);
  };
}

/**
 * Stream chat (contract 3.17 stream rows, 5.3): messages of `stream_public` conversations, readable by
 * anyone, written by the creator and by fans allowed in the live (subscribed, and the session bought
 * when it is paid). Each change goes to the stream's socket room.
 */
export function createStreamChatService(deps: {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  streaming: StreamingService;
  messaging: MessagingService;
  charges: ChargesService;
}) {
  const { db, storage, streaming } = deps;
  const toRoom = roomEmitter(deps.realtime);
  const accounts = createUsersRepository(db);

  async function present(rows: MessageRow[]): Promise<StreamMessage[]> {
    if (!rows.length) return [];
    const senders = await accounts.findByIds([...new Set(rows.map((r) => r.senderId))]);
    const byId = new Map(senders.map((s) => [s.id, s]));
    return rows.map((r) => {
      const sender = byId.get(r.senderId);
      const deleted = r.deletedAt !== null;
      return {
        _id: r.id,
        conversationId: r.conversationId,
        type: r.type,
        text: deleted ? MESSAGES.streamMessageDeleted : r.text,
        fileIds: [],
        files: [],
        senderId: r.senderId,
        senderSource: r.senderSource,
        senderInfo: sender ? (presentPublicUser(sender, storage) as unknown as Record<string, unknown>) : null,
        meta: r.meta,
        isSale: false,
        price: 0,
        isBought: true,
        isDeleted: deleted,
        reactions: [],
        ...(r.meta.isSystem ? { isSystem: true } : {}),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function streamConversation(conversationId: string) {
    const conversation = await conversationById(db, conversationId);
    // A private conversation answers like a missing one, so these public routes cannot probe its id.
    if (!conversation || conversation.type !== STREAM_CONVERSATION_TYPE)
      throw notFound(STREAMING_MESSAGES.conversationNotFound);
    return conversation;
  }

  async function streamOf(conversation: ConversationRow) {
    const stream = conversation.streamId ? await streamsTable.byId(db, conversation.streamId) : null;
    if (!stream) throw notFound(STREAMING_MESSAGES.notFound);
    return stream;
  }

  /** Adds a message and tells the room; `sender` may be a fan, the creator, or a tipper. */
  async function post(conversation: ConversationRow, sender: UserRow, type: string, text: string, meta = {}) {
    const row = await appendMessage(
      db,
      {
        conversationId: conversation.id,
        type,
        text,
        senderId: sender.id,
        senderSource: sender.role === 'performer' ? 'performer' : 'user',
        meta,
      },
      preview(text),
    );
    const [view] = await present([row]);
    toRoom(conversation, streamEvent.messageCreated(conversation.id), view);
    return view!;
  }

  /** The stream's chat as the conversation routes answer it; 404 without one. */
  async function conversationView(stream: StreamRow | null) {
    const conversation = stream ? await streaming.conversationOf(stream) : null;
    if (!conversation) throw notFound(STREAMING_MESSAGES.conversationNotFound);
    return streaming.presentConversation(conversation);
  }

  // DELETE /messages/{id} on a stream message: its sender, the stream's creator or an admin.
  deps.messaging.onDelete(async (caller, row) => {
    const conversation = await conversationById(db, row.conversationId);
    if (!conversation || conversation.type !== STREAM_CONVERSATION_TYPE) return null;
    return {
      allowed: row.senderId === caller.id || conversation.performerId === caller.id || caller.role === 'admin',
      announce: async (deleted) => {
        const [view] = await present([deleted]);
        toRoom(conversation, streamEvent.messageDeleted(conversation.id), view);
      },
    };
  });

  // A tip from a live posts "<name> tipped $N.NN" into that stream's chat.
  deps.charges.onTip(async (row, input) => {
    if (!input.conversationId || input.streamType !== STREAM_CONVERSATION_TYPE) return;
    const conversation = await conversationById(db, input.conversationId);
    if (!conversation || conversation.type !== STREAM_CONVERSATION_TYPE) return;
    if (conversation.performerId !== row.performerId) return;
    const tipper = await accounts.findById(row.userId);
    if (!tipper) return;
    const amount = fromMinor(row.totalPriceMinor);
    await post(conversation, tipper, 'tip', formatTipMessage(displayName(tipper), amount), {
      tokenTransactionId: row.id,
      amount,
      sessionId: row.sessionId,
    });
  });

  return {
    present,
    post,
    streamConversation,

    /** Anyone may read a stream's chat: newest first, with each sender's public profile. */
    async list(conversationId: string, page: { limit: number; offset: number }) {
      const conversation = await streamConversation(conversationId);
      const { rows, total } = await messagePage(db, conversation.id, page);
      return { data: await present(rows), total };
    },

    /** The creator, an admin, or a fan allowed in the live (subscribed; the session bought when paid). */
    async send(caller: UserRow, conversationId: string, input: StreamMessageInput, viewer: ContentViewer) {
      const conversation = await streamConversation(conversationId);
      const stream = await streamOf(conversation);
      const rights = await streaming.rightsOf(viewer, stream);
      if (!rights.privileged) {
        if (!rights.subscribed) throw forbidden(STREAMING_MESSAGES.subscribeToJoin, 'SUBSCRIPTION_REQUIRED');
        if (!rights.hasPurchased) throw forbidden(STREAMING_MESSAGES.buyToChat);
      }
      return post(conversation, caller, 'text', input.text);
    },

    /** The conversation's creator or an admin empties the chat; the room is told. */
    async removeAll(caller: UserRow, conversationId: string) {
      const conversation = await streamConversation(conversationId);
      if (conversation.performerId !== caller.id && caller.role !== 'admin') throw forbidden();
      await clearConversation(db, conversation.id);
      toRoom(conversation, streamEvent.clearAll(conversation.id), { conversationId: conversation.id });
      return { success: true as const };
    },

    byPerformer: async (performerId: string) => conversationView(await streaming.streamOf(performerId)),

    byStream: async (streamId: string) => conversationView(await streaming.streamById(streamId)),

    /** The creator renames the stream's chat; the room gets `change-stream-info`. */
    async rename(caller: UserRow, conversationId: string, name: string) {
      const conversation = await streamConversation(conversationId);
      if (conversation.performerId !== caller.id && caller.role !== 'admin') throw forbidden();
      const row = await renameConversation(db, conversation.id, name);
      const view = streaming.presentConversation(row);
      toRoom(conversation, 'change-stream-info', { conversation: view });
      return view;
    },
  };
}
export type StreamChatService = ReturnType<typeof createStreamChatService>;
