import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES, type StreamMessage } from '@fanlane/shared';
import { mergePage } from '@/lib/store/merge-page';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

/**
 * Live-stream chats (spec section 4, "Stream message state: per conversation items, total,
 * fetching"). Like the messenger's thread: the first fetch replaces the items (shown oldest first,
 * the API answers newest first), load-more puts older items in front, and a message is never held
 * twice. Received messages are appended; a deleted one stays, marked "Message deleted" with
 * isDeleted true; clearing the chat empties it.
 */
export interface StreamChat {
  /** Oldest first. */
  items: StreamMessage[];
  total: number;
  fetching: boolean;
}

export interface StreamMessagesState {
  /** conversationId -> its chat. */
  byConversation: Record<string, StreamChat>;
}

export const initialStreamMessagesState: StreamMessagesState = { byConversation: {} };

export const emptyStreamChat: StreamChat = { items: [], total: 0, fetching: false };

function chatOf(state: StreamMessagesState, conversationId: string): StreamChat {
  const chat = (state.byConversation[conversationId] ??= { items: [], total: 0, fetching: false });
  return chat;
}

/** A deleted line reads "Message deleted" in a stream chat, whatever text it arrives with. */
const shown = (message: StreamMessage): StreamMessage =>
  message.isDeleted ? { ...message, text: MESSAGES.streamMessageDeleted, files: [], fileIds: [] } : message;

/** The API pages newest first; the chat shows oldest first. */
const oldestFirst = (items: StreamMessage[]) => [...items].reverse().map(shown);

export const streamMessagesSlice = createSlice({
  name: 'streamMessages',
  initialState: initialStreamMessagesState,
  reducers: {
    streamMessagesRequested: (state, action: PayloadAction<{ conversationId: string }>) => {
      chatOf(state, action.payload.conversationId).fetching = true;
    },
    /** A page as the API answers it (newest first); `more` puts it (older) in front, else it replaces. */
    streamMessagesLoaded: (
      state,
      action: PayloadAction<{ conversationId: string; items: StreamMessage[]; total: number; more?: boolean }>,
    ) => {
      const { conversationId, items, total, more } = action.payload;
      const chat = chatOf(state, conversationId);
      chat.items = more ? mergePage(chat.items, oldestFirst(items), 'before') : oldestFirst(items);
      chat.total = total;
      chat.fetching = false;
    },
    streamMessagesFailed: (state, action: PayloadAction<{ conversationId: string }>) => {
      chatOf(state, action.payload.conversationId).fetching = false;
    },
    /** Sent here or received from the room: appended once (a known id is updated in place). */
    streamMessageReceived: (state, action: PayloadAction<StreamMessage>) => {
      if (!action.payload?._id || !action.payload.conversationId) return;
      const message = shown(action.payload);
      const chat = chatOf(state, message.conversationId);
      const index = chat.items.findIndex((m) => m._id === message._id);
      if (index >= 0) {
        // A late copy never brings a deleted message back.
        if (!chat.items[index]!.isDeleted) chat.items[index] = message;
        return;
      }
      chat.items.push(message);
      chat.total += 1;
    },
    /** Deleted (here or by the creator): kept, with "Message deleted". */
    streamMessageDeleted: (state, action: PayloadAction<{ _id: string; conversationId: string }>) => {
      const chat = state.byConversation[action.payload.conversationId];
      const message = chat?.items.find((m) => m._id === action.payload._id);
      if (!message) return;
      message.text = MESSAGES.streamMessageDeleted;
      message.isDeleted = true;
      message.files = [];
      message.fileIds = [];
    },
    /** The creator cleared the chat (`clear_all_messages_<id>`). */
    streamMessagesCleared: (state, action: PayloadAction<{ conversationId: string }>) => {
      const chat = chatOf(state, action.payload.conversationId);
      chat.items = [];
      chat.total = 0;
    },
    /** The page showing the chat closed: its messages are dropped. */
    streamChatClosed: (state, action: PayloadAction<{ conversationId: string }>) => {
      delete state.byConversation[action.payload.conversationId];
    },
  },
  extraReducers: resetOnLogout(initialStreamMessagesState),
});

export const {
  streamMessagesRequested,
  streamMessagesLoaded,
  streamMessagesFailed,
  streamMessageReceived,
  streamMessageDeleted,
  streamMessagesCleared,
  streamChatClosed,
} = streamMessagesSlice.actions;
