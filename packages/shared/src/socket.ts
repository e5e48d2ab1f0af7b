/**
 * Socket.IO event maps of contract.md section 5, typed for both the server and the browser.
 * Payload object shapes are kept loose where the owning domain defines them.
 */
import type { Notification } from './notifications.js';

type Json = Record<string, unknown>;

export interface ServerToClientEvents {
  message_created: (message: Json & { _id: string; conversationId: string }) => void;
  message_deleted: (message: Json & { _id: string; conversationId: string }) => void;
  /** The typo is the wire name. */
  nofify_read_messages_in_conversation: (payload: { total: number }) => void;
  /** Signed delta in units; `balance` (absolute, units) lets a page show the wallet without a refetch. */
  /** Reactions of a message, replaced wholesale (spec section 4). */
  message_reaction: (payload: {
    _id: string;
    conversationId: string;
    reactions: { emoji: string; userIds: string[] }[];
  }) => void;
  /** The other member of one of the account's conversations is typing. */
  typing: (payload: { conversationId: string; userId: string }) => void;
  /** A conversation partner came online or went offline. */
  presence: (payload: { userId: string; isOnline: boolean }) => void;
  update_balance: (payload: { token: number; balance?: number }) => void;
  payment_status_callback: (payload: { redirectUrl: string }) => void;
  stripe_confirm_payment: (transaction: Json) => void;
  token_transaction_success: (payload: { item: Json & { _id: string } }) => void;
  'join-broadcaster': (payload: { performerId: string; conversationId: string }) => void;
  'model-left': (payload: { conversationId: string; performerId: string }) => void;
  'model-joined': (payload: { conversationId: string }) => void;
  'public-room-changed': (payload: { conversationId: string; total: number; members: Json[] }) => void;
  'change-stream-info': (payload: { conversation: Json }) => void;
  'admin-end-session-stream': (payload: { streamId: string; conversationId: string; createdAt: string }) => void;
  /** A new notification of the account (every tab); the bell adds one to its count. */
  notification_created: (notification: Notification) => void;
  /** Notifications were read in one tab: the others update. `ids` read, or `all`; `total` unread left. */
  notifications_read: (payload: { ids: string[]; all: boolean; total: number }) => void;
  /** A stream's like count changed (`POST`/`DELETE /reactions` with objectType `stream`). */
  'stream-likes-changed': (payload: { conversationId: string; streamId: string; likes: number }) => void;
  'private-request/created': (payload: { request: Json & { _id: string } }) => void;
  'private-request/updated': (payload: { request: Json & { _id: string } }) => void;
  'private-stream/low-balance': (payload: { requestId: string; secondsLeft: number }) => void;
  'private-stream/playable': (payload: { requestId: string }) => void;
}

export interface ClientToServerEvents {
  'auth/login': (payload: { token: string }) => void;
  'auth/logout': (payload: { token: string }) => void;
  typing: (payload: { conversationId: string }) => void;
  'public-stream/join': (payload: { conversationId: string }) => void;
  'public-stream/leave': (payload: { conversationId: string }) => void;
  'public-stream/live': (payload: { conversationId: string }) => void;
}

/** Per-conversation stream events carry the conversation id in their name. */
export const streamEvent = {
  messageCreated: (conversationId: string) => `message_created_conversation_${conversationId}`,
  messageDeleted: (conversationId: string) => `message_deleted_conversation_${conversationId}`,
  clearAll: (conversationId: string) => `clear_all_messages_${conversationId}`,
  room: (type: string, conversationId: string) => `conversation-${type}-${conversationId}`,
};
