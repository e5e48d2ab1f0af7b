import type { PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES, type Message } from '@fanlane/shared';
import { createAccountSlice } from '@/lib/store/account-slice';
import { mergePage } from '@/lib/store/merge-page';
import { requestCases } from '@/lib/store/request-status';

/**
 * The open thread (spec section 4): the first fetch replaces the items (shown oldest first, the
 * API answers newest first); load-more puts older items in front; a sent message is appended
 * without duplicate ids (the socket echo of one's own message included); a locally deleted
 * message is removed; a remotely deleted one stays with "Message deleted!" and isDeleted true;
 * reactions are replaced wholesale.
 */
export interface MessagesState {
  conversationId: string | null;
  /** Oldest first. */
  items: Message[];
  total: number;
  requesting: boolean;
  error: string | null;
  sending: boolean;
  sendError: string | null;
}

export const initialMessagesState: MessagesState = {
  conversationId: null,
  items: [],
  total: 0,
  requesting: false,
  error: null,
  sending: false,
  sendError: null,
};

/** The API pages newest first; the thread shows oldest first. */
const oldestFirst = (items: Message[]) => [...items].reverse();

const threadRequest = requestCases('requesting');
const sendRequest = requestCases('sending', 'sendError');

export const messagesSlice = createAccountSlice('messages', initialMessagesState, {
  messagesRequested: (state, action: PayloadAction<{ conversationId: string; more?: boolean }>) => {
    if (state.conversationId !== action.payload.conversationId) {
      state.items = [];
      state.total = 0;
    }
    state.conversationId = action.payload.conversationId;
    threadRequest.started(state);
  },
  /** A page as the API answers it (newest first). `more` puts it (older) in front. */
  messagesLoaded: (
    state,
    action: PayloadAction<{ conversationId: string; items: Message[]; total: number; more?: boolean }>,
  ) => {
    const { conversationId, items, total, more } = action.payload;
    if (conversationId !== state.conversationId) return;
    state.items = more ? mergePage(state.items, oldestFirst(items), 'before') : oldestFirst(items);
    state.total = total;
    threadRequest.done(state);
  },
  messagesFailed: threadRequest.failed,
  messageSending: sendRequest.started,
  messageSendFailed: sendRequest.failed,
  /** Sent here or received over the socket: appended once (an existing id is updated in place). */
  messageAppended: (state, action: PayloadAction<Message>) => {
    const message = action.payload;
    if (message.conversationId !== state.conversationId) return;
    const index = state.items.findIndex((m) => m._id === message._id);
    if (index >= 0) state.items[index] = message;
    else {
      state.items.push(message);
      state.total += 1;
    }
  },
  messageSent: (state, action: PayloadAction<Message>) => {
    sendRequest.done(state);
    messagesSlice.caseReducers.messageAppended(state, action);
  },
  /** Deleted here: removed from the thread. */
  messageRemoved: (state, action: PayloadAction<string>) => {
    const before = state.items.length;
    state.items = state.items.filter((m) => m._id !== action.payload);
    if (state.items.length < before) state.total = Math.max(0, state.total - 1);
  },
  /** Deleted by the other member: kept, with "Message deleted!". */
  messageDeletedRemotely: (state, action: PayloadAction<{ _id: string }>) => {
    const message = state.items.find((m) => m._id === action.payload._id);
    if (!message) return;
    message.text = MESSAGES.messageDeleted;
    message.isDeleted = true;
    message.files = [];
    message.fileIds = [];
  },
  reactionsReplaced: (
    state,
    action: PayloadAction<{ _id: string; reactions: { emoji: string; userIds: string[] }[] }>,
  ) => {
    const message = state.items.find((m) => m._id === action.payload._id);
    if (message) message.reactions = action.payload.reactions;
  },
  /** A paid message was bought, or a file finished processing: the fresh copy replaces it. */
  messageUpdated: (state, action: PayloadAction<Message>) => {
    const index = state.items.findIndex((m) => m._id === action.payload._id);
    if (index >= 0) state.items[index] = action.payload;
  },
  threadClosed: () => initialMessagesState,
});

export const {
  messagesRequested,
  messagesLoaded,
  messagesFailed,
  messageSending,
  messageSendFailed,
  messageAppended,
  messageSent,
  messageRemoved,
  messageDeletedRemotely,
  reactionsReplaced,
  messageUpdated,
  threadClosed,
} = messagesSlice.actions;
