import type { PayloadAction } from '@reduxjs/toolkit';
import type { Conversation } from '@fanlane/shared';
import { createAccountSlice } from '@/lib/store/account-slice';
import { mergePage } from '@/lib/store/merge-page';
import { requestCases } from '@/lib/store/request-status';

/**
 * The messenger's conversation list (spec section 4): requested, then loaded (a more-pages load
 * appends) or failed (list emptied, error kept). Opening one makes it active; its unseen count is
 * set to 0 once read. New conversations go to the top. Also the unread total (header badge), who
 * is typing, and who is online.
 */
export interface ConversationsState {
  items: Conversation[];
  total: number;
  requesting: boolean;
  error: string | null;
  activeId: string | null;
  /** Unread conversations of the account (GET total-unread, `nofify_read_messages_in_conversation`). */
  unreadTotal: number;
  /** conversationId -> when the other member last typed (ms). */
  typing: Record<string, number>;
  /** userId -> online. */
  online: Record<string, boolean>;
}

export const initialConversationsState: ConversationsState = {
  items: [],
  total: 0,
  requesting: false,
  error: null,
  activeId: null,
  unreadTotal: 0,
  typing: {},
  online: {},
};

/** The other member's online flag as the API last saw it; presence events that arrived since win. */
function seedOnline(state: { online: Record<string, boolean> }, items: Conversation[]) {
  for (const c of items) {
    const info = c.recipientInfo as { _id?: unknown; isOnline?: unknown } | null | undefined;
    if (typeof info?._id === 'string' && state.online[info._id] === undefined)
      state.online[info._id] = Boolean(info.isOnline);
  }
}

const listRequest = requestCases('requesting');

export const conversationsSlice = createAccountSlice('conversations', initialConversationsState, {
  conversationsRequested: listRequest.started,
  /** `append` for the more-pages option; otherwise the list is replaced. */
  conversationsLoaded: (state, action: PayloadAction<{ items: Conversation[]; total: number; append?: boolean }>) => {
    const { items, total, append } = action.payload;
    state.items = append ? mergePage(state.items, items) : items;
    seedOnline(state, items);
    state.total = total;
    listRequest.done(state);
  },
  conversationsFailed: (state, action: PayloadAction<string>) => {
    state.items = [];
    state.total = 0;
    listRequest.failed(state, action);
  },
  /** A new (or re-opened) conversation goes to the top, once. */
  conversationAdded: (state, action: PayloadAction<Conversation>) => {
    seedOnline(state, [action.payload]);
    state.items = [action.payload, ...state.items.filter((c) => c._id !== action.payload._id)];
  },
  conversationOpened: (state, action: PayloadAction<string | null>) => {
    state.activeId = action.payload;
  },
  /** The open conversation was marked read (POST read-all): its unseen count is 0. */
  conversationRead: (state, action: PayloadAction<string>) => {
    const conversation = state.items.find((c) => c._id === action.payload);
    if (conversation) conversation.totalNotSeenMessages = 0;
  },
  /** A message arrived: the conversation shows it last, moves to the top, counts it if unseen. */
  conversationMessage: (
    state,
    action: PayloadAction<{
      conversationId: string;
      text: string;
      senderId: string;
      createdAt: string;
      unseen: boolean;
    }>,
  ) => {
    const { conversationId, text, senderId, createdAt, unseen } = action.payload;
    const index = state.items.findIndex((c) => c._id === conversationId);
    if (index < 0) return;
    const [conversation] = state.items.splice(index, 1);
    if (!conversation) return;
    conversation.lastMessage = text;
    conversation.lastSenderId = senderId;
    conversation.lastMessageCreatedAt = createdAt;
    if (unseen) conversation.totalNotSeenMessages = (conversation.totalNotSeenMessages ?? 0) + 1;
    state.items.unshift(conversation);
    delete state.typing[conversationId];
  },
  unreadTotalSet: (state, action: PayloadAction<number>) => {
    state.unreadTotal = Math.max(0, action.payload);
  },
  typingSeen: (state, action: PayloadAction<{ conversationId: string; at: number }>) => {
    state.typing[action.payload.conversationId] = action.payload.at;
  },
  typingCleared: (state, action: PayloadAction<string>) => {
    delete state.typing[action.payload];
  },
  presenceChanged: (state, action: PayloadAction<{ userId: string; isOnline: boolean }>) => {
    state.online[action.payload.userId] = action.payload.isOnline;
  },
});

export const {
  conversationsRequested,
  conversationsLoaded,
  conversationsFailed,
  conversationAdded,
  conversationOpened,
  conversationRead,
  conversationMessage,
  unreadTotalSet,
  typingSeen,
  typingCleared,
  presenceChanged,
} = conversationsSlice.actions;
