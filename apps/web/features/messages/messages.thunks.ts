import {
  MESSAGE_FIRST_OFFSET,
  MESSAGE_PAGE_SIZE,
  MESSAGES,
  type Conversation,
  type Message,
  type MessageSendInput,
} from '@fanlane/shared';
import { messageOf } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';
import {
  conversationAdded,
  conversationMessage,
  conversationOpened,
  conversationRead,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  unreadTotalSet,
} from './conversations.slice';
import {
  messageAppended,
  messageDeletedRemotely,
  messageRemoved,
  messageSending,
  messageSendFailed,
  messageSent,
  messagesFailed,
  messagesLoaded,
  messagesRequested,
  messageUpdated,
  reactionsReplaced,
} from './messages.slice';

const enc = encodeURIComponent;
const CONVERSATION_PAGE_SIZE = 20;

interface Page<T> {
  data: T[];
  total: number;
}

/** GET /conversations (or /conversations/search with a keyword); `more` appends the next page. */
export const fetchConversations =
  (options: { keyword?: string; more?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    const offset = options.more ? getState().conversations.items.length : 0;
    dispatch(conversationsRequested());
    try {
      const keyword = options.keyword?.trim();
      const query = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE), offset: String(offset) });
      if (keyword) query.set('keyword', keyword);
      const path = keyword ? '/conversations/search' : '/conversations';
      const page = await api.get<Page<Conversation>>(`${path}?${query}`);
      dispatch(conversationsLoaded({ items: page.data ?? [], total: page.total ?? 0, append: options.more }));
    } catch {
      dispatch(conversationsFailed(MESSAGES.tryAgainLater));
    }
  };

/** POST /conversations: create or reuse the conversation with a creator (or a fan); on top of the list. */
export const openConversationWith =
  (source: 'performer' | 'user', sourceId: string): AppThunk<Promise<Conversation>> =>
  async (dispatch, _getState, { api }) => {
    const conversation = await api.post<Conversation>('/conversations', { source, sourceId });
    dispatch(conversationAdded(conversation));
    return conversation;
  };

/** GET total-unread-messages for the header badge. */
export const refreshUnreadTotal =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const answer = await api.get<{ total: number }>('/messages/total-unread-messages');
      if (typeof answer?.total === 'number') dispatch(unreadTotalSet(answer.total));
    } catch {
      // The badge keeps what it shows.
    }
  };

/** Marks the conversation read (POST read-all), then zeroes its count and refreshes the total. */
export const markConversationRead =
  (conversationId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.post(`/messages/read-all/${enc(conversationId)}`);
      dispatch(conversationRead(conversationId));
      await dispatch(refreshUnreadTotal());
    } catch {
      // Left unread; the next open tries again.
    }
  };

/** GET one page of messages (newest first on the wire). */
export const fetchMessages =
  (conversationId: string, more = false): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    const offset = more ? getState().messages.items.length : MESSAGE_FIRST_OFFSET;
    dispatch(messagesRequested({ conversationId, more }));
    try {
      const page = await api.get<Page<Message>>(
        `/messages/conversations/${enc(conversationId)}?offset=${offset}&limit=${MESSAGE_PAGE_SIZE}`,
      );
      dispatch(messagesLoaded({ conversationId, items: page.data ?? [], total: page.total ?? 0, more }));
    } catch {
      dispatch(messagesFailed(MESSAGES.tryAgainLater));
    }
  };

/** Opens a conversation: active, its first page of messages, then read (unseen 0). */
export const openConversation =
  (conversationId: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(conversationOpened(conversationId));
    await dispatch(fetchMessages(conversationId));
    await dispatch(markConversationRead(conversationId));
  };

/** POST a message; appended once (the socket echo is the same id). Throws the shown message. */
export const sendMessage =
  (conversationId: string, input: Partial<MessageSendInput>): AppThunk<Promise<Message>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(messageSending());
    try {
      const message = await api.post<Message>(`/messages/conversations/${enc(conversationId)}`, input);
      dispatch(messageSent(message));
      dispatch(
        conversationMessage({
          conversationId,
          text: message.text,
          senderId: message.senderId,
          createdAt: message.createdAt,
          unseen: false,
        }),
      );
      return message;
    } catch (error) {
      const text = messageOf(error);
      dispatch(messageSendFailed(text));
      throw new Error(text, { cause: error });
    }
  };

/** DELETE one's own message: removed from the thread. */
export const deleteMessage =
  (messageId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.del(`/messages/${enc(messageId)}`);
      dispatch(messageRemoved(messageId));
    } catch (error) {
      const text = messageOf(error);
      dispatch(messageSendFailed(text));
      throw new Error(text, { cause: error });
    }
  };

/** Toggles a reaction; the answer replaces the message's reactions. */
export const reactToMessage =
  (messageId: string, emoji: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    const answer = await api.post<{ _id: string; reactions: Message['reactions'] }>(
      `/messages/${enc(messageId)}/reactions`,
      { emoji },
    );
    dispatch(reactionsReplaced({ _id: answer._id ?? messageId, reactions: answer.reactions ?? [] }));
  };

/** Re-reads the thread's page holding a message (after unlocking a paid one or a file finished). */
export const refreshMessage =
  (conversationId: string, messageId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    try {
      const count = Math.max(MESSAGE_PAGE_SIZE, getState().messages.items.length);
      const page = await api.get<Page<Message>>(
        `/messages/conversations/${enc(conversationId)}?offset=0&limit=${Math.min(count, 100)}`,
      );
      const fresh = page.data?.find((m) => m._id === messageId);
      if (fresh) dispatch(messageUpdated(fresh));
    } catch {
      // Kept as shown.
    }
  };

/** `message_created` from the socket (both members get it). */
export const messageReceived =
  (message: Message): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const me = state.user.current._id;
    const open = state.messages.conversationId === message.conversationId;
    dispatch(messageAppended(message));
    dispatch(
      conversationMessage({
        conversationId: message.conversationId,
        text: message.text,
        senderId: message.senderId,
        createdAt: message.createdAt,
        unseen: message.senderId !== me && !open,
      }),
    );
    if (message.senderId !== me && open) void dispatch(markConversationRead(message.conversationId));
  };

/** `message_deleted` from the socket: one's own deletion is already removed; the other's stays marked. */
export const messageDeletedReceived =
  (payload: { _id: string; conversationId: string; senderId?: unknown }): AppThunk =>
  (dispatch, getState) => {
    const mine = getState().messages.items.find((m) => m._id === payload._id);
    if (!mine) return;
    if (mine.senderId === getState().user.current._id) dispatch(messageRemoved(payload._id));
    else dispatch(messageDeletedRemotely({ _id: payload._id }));
  };
