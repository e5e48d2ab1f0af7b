import { describe, expect, it } from 'vitest';
import { MESSAGES, type Conversation } from '@fanlane/shared';
import { loggedOut } from '@/features/auth/auth.slice';
import { chatMessage as message, ids } from '@/lib/testing/chat.test-kit';
import { fail, jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import {
  conversationAdded,
  conversationOpened,
  conversationsFailed,
  conversationsLoaded,
  conversationsSlice,
  initialConversationsState,
  presenceChanged,
  typingCleared,
  typingSeen,
  unreadTotalSet,
} from './conversations.slice';
import {
  initialMessagesState,
  messageAppended,
  messageDeletedRemotely,
  messageRemoved,
  messageSent,
  messagesLoaded,
  messagesRequested,
  messagesSlice,
  reactionsReplaced,
} from './messages.slice';
import {
  deleteMessage,
  fetchConversations,
  fetchMessages,
  messageDeletedReceived,
  messageReceived,
  openConversation,
  reactToMessage,
  refreshUnreadTotal,
  sendMessage,
} from './messages.thunks';

const fan = { _id: 'u1', username: 'fan', isPerformer: false, balance: 10 };

const conversation = (id: string, unseen = 0): Conversation => ({
  _id: id,
  type: 'private',
  name: '',
  recipients: [],
  lastMessage: '',
  lastSenderId: null,
  lastMessageCreatedAt: null,
  meta: {},
  streamId: null,
  performerId: null,
  totalNotSeenMessages: unseen,
  createdAt: '',
  updatedAt: '',
});

const conv = conversationsSlice.reducer;
const msgs = messagesSlice.reducer;
const opened = msgs(initialMessagesState, messagesRequested({ conversationId: 'c1' }));

describe('conversations slice (spec section 4)', () => {
  it('requested, then loaded; the more-pages load appends', () => {
    let state = conv(initialConversationsState, conversationsLoaded({ items: [conversation('a')], total: 2 }));
    expect(ids(state.items)).toEqual(['a']);
    state = conv(state, conversationsLoaded({ items: [conversation('b'), conversation('a')], total: 2, append: true }));
    expect(ids(state.items)).toEqual(['a', 'b']);
    state = conv(state, conversationsLoaded({ items: [conversation('z')], total: 1 }));
    expect(ids(state.items)).toEqual(['z']);
  });

  it('a failure empties the list with the section 8 text', async () => {
    const state = conv(
      conv(initialConversationsState, conversationsLoaded({ items: [conversation('a')], total: 1 })),
      conversationsFailed(MESSAGES.tryAgainLater),
    );
    expect(state.items).toEqual([]);
    const { store } = storeWith({ 'GET /conversations': () => fail(500, 'boom') }, { user: fan });
    store.dispatch(conversationAdded(conversation('x')));
    await store.dispatch(fetchConversations());
    expect(store.getState().conversations).toMatchObject({
      items: [],
      requesting: false,
      error: 'Error occurred, please try again later',
    });
  });

  it('new conversations go to the top, once', () => {
    let state = conv(
      initialConversationsState,
      conversationsLoaded({ items: [conversation('a'), conversation('b')], total: 2 }),
    );
    state = conv(state, conversationAdded(conversation('n')));
    expect(ids(state.items)).toEqual(['n', 'a', 'b']);
    state = conv(state, conversationAdded(conversation('b')));
    expect(ids(state.items)).toEqual(['b', 'n', 'a']);
  });

  it('opening makes it active and zeroes its unseen count once read; the total is refreshed', async () => {
    let readAll = 0;
    const { store } = storeWith(
      {
        'GET /messages/conversations/c1': () => ok({ data: [], total: 0 }),
        'POST /messages/read-all/c1': () => {
          readAll += 1;
          return ok({ ok: true });
        },
        'GET /messages/total-unread-messages': () => ok({ total: 0 }),
      },
      { user: fan },
    );
    store.dispatch(conversationsLoaded({ items: [conversation('c1', 3)], total: 1 }));
    store.dispatch(unreadTotalSet(1));
    const pending = store.dispatch(openConversation('c1'));
    expect(store.getState().conversations.activeId).toBe('c1');
    expect(store.getState().conversations.items[0]?.totalNotSeenMessages).toBe(3);
    await pending;
    expect(readAll).toBe(1);
    expect(store.getState().conversations.items[0]?.totalNotSeenMessages).toBe(0);
    expect(store.getState().conversations.unreadTotal).toBe(0);
    expect(conv(initialConversationsState, conversationOpened('c9')).activeId).toBe('c9');
  });

  it('unread total from GET total-unread and from the socket count', async () => {
    const { store } = storeWith({ 'GET /messages/total-unread-messages': () => ok({ total: 4 }) }, { user: fan });
    await store.dispatch(refreshUnreadTotal());
    expect(store.getState().conversations.unreadTotal).toBe(4);
    store.dispatch(unreadTotalSet(2));
    expect(store.getState().conversations.unreadTotal).toBe(2);
  });

  it('typing and presence flags; sign-out resets', () => {
    let state = conv(initialConversationsState, typingSeen({ conversationId: 'c1', at: 5 }));
    state = conv(state, presenceChanged({ userId: 'u2', isOnline: true }));
    expect(state.typing).toEqual({ c1: 5 });
    expect(state.online).toEqual({ u2: true });
    state = conv(state, typingCleared('c1'));
    state = conv(state, presenceChanged({ userId: 'u2', isOnline: false }));
    expect(state.typing).toEqual({});
    expect(state.online).toEqual({ u2: false });
    expect(conv(state, loggedOut())).toEqual(initialConversationsState);
  });

  it('online flags start from the loaded conversations; presence events since then win', () => {
    const withOnline = (id: string, userId: string, isOnline: number) => ({
      ...conversation(id),
      recipientInfo: { _id: userId, isOnline },
    });
    let state = conv(initialConversationsState, presenceChanged({ userId: 'u3', isOnline: false }));
    state = conv(state, conversationsLoaded({ items: [withOnline('a', 'u2', 1), withOnline('b', 'u3', 1)], total: 2 }));
    expect(state.online).toEqual({ u2: true, u3: false });
    state = conv(state, conversationAdded(withOnline('c', 'u4', 0)));
    expect(state.online.u4).toBe(false);
  });

  it('a received message moves its conversation to the top and counts it when not open', () => {
    const { store } = storeWith({}, { user: fan });
    store.dispatch(conversationsLoaded({ items: [conversation('c0'), conversation('c1')], total: 2 }));
    store.dispatch(messageReceived(message('m1', { text: 'hi' })));
    const [top] = store.getState().conversations.items;
    expect(top).toMatchObject({ _id: 'c1', lastMessage: 'hi', totalNotSeenMessages: 1 });
  });
});

describe('messages slice (spec section 4)', () => {
  it('the first fetch replaces the items, shown oldest first', () => {
    let state = msgs(opened, messagesLoaded({ conversationId: 'c1', items: [message('old')], total: 1 }));
    state = msgs(
      state,
      messagesLoaded({ conversationId: 'c1', items: [message('m3'), message('m2'), message('m1')], total: 3 }),
    );
    expect(ids(state.items)).toEqual(['m1', 'm2', 'm3']);
  });

  it('load-more puts older items in front', () => {
    let state = msgs(opened, messagesLoaded({ conversationId: 'c1', items: [message('m4'), message('m3')], total: 4 }));
    state = msgs(
      state,
      messagesLoaded({ conversationId: 'c1', items: [message('m2'), message('m1')], total: 4, more: true }),
    );
    expect(ids(state.items)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('fetchMessages pages with offset and limit 25 and keeps the failure text', async () => {
    const asked: string[] = [];
    let broken = false;
    const { store } = storeWith(
      {
        'GET /messages/conversations/c1': (_init, url) => {
          asked.push(url.search);
          if (broken) return fail(500, 'x');
          return url.searchParams.get('offset') === '0'
            ? ok({ data: [message('m2'), message('m1')], total: 3 })
            : ok({ data: [message('m0')], total: 3 });
        },
      },
      { user: fan },
    );
    await store.dispatch(fetchMessages('c1'));
    await store.dispatch(fetchMessages('c1', true));
    expect(asked).toEqual(['?offset=0&limit=25', '?offset=2&limit=25']);
    expect(ids(store.getState().messages.items)).toEqual(['m0', 'm1', 'm2']);
    broken = true;
    await store.dispatch(fetchMessages('c1', true));
    expect(store.getState().messages.error).toBe('Error occurred, please try again later');
  });

  it('a sent message is appended once, even when the socket echo arrives', async () => {
    const { store } = storeWith(
      {
        'POST /messages/conversations/c1': (init) =>
          ok(message('s1', { senderId: 'u1', text: String(jsonBody(init).text) })),
      },
      { user: fan },
    );
    store.dispatch(messagesRequested({ conversationId: 'c1' }));
    store.dispatch(messagesLoaded({ conversationId: 'c1', items: [message('m1')], total: 1 }));
    await store.dispatch(sendMessage('c1', { text: 'hello' }));
    store.dispatch(messageReceived(message('s1', { senderId: 'u1', text: 'hello' })));
    expect(ids(store.getState().messages.items)).toEqual(['m1', 's1']);
    let state = msgs(opened, messageSent(message('a')));
    state = msgs(state, messageAppended(message('a')));
    state = msgs(state, messageSent(message('a')));
    expect(ids(state.items)).toEqual(['a']);
  });

  it('a failed send is kept in state', async () => {
    const { store } = storeWith(
      { 'POST /messages/conversations/c1': () => fail(403, 'Subscribe to this creator to send messages') },
      { user: fan },
    );
    store.dispatch(messagesRequested({ conversationId: 'c1' }));
    await expect(store.dispatch(sendMessage('c1', { text: 'x' }))).rejects.toThrow('Subscribe to this creator');
    expect(store.getState().messages).toMatchObject({
      sending: false,
      sendError: 'Subscribe to this creator to send messages',
    });
  });

  it('a locally deleted message is removed', async () => {
    const state = msgs(
      msgs(opened, messagesLoaded({ conversationId: 'c1', items: [message('m2'), message('m1')], total: 2 })),
      messageRemoved('m1'),
    );
    expect(ids(state.items)).toEqual(['m2']);
    const { store } = storeWith({ 'DELETE /messages/s1': () => ok({ ok: true }) }, { user: fan });
    store.dispatch(messagesRequested({ conversationId: 'c1' }));
    store.dispatch(messagesLoaded({ conversationId: 'c1', items: [message('s1', { senderId: 'u1' })], total: 1 }));
    await store.dispatch(deleteMessage('s1'));
    // The socket event for one's own deletion changes nothing more.
    store.dispatch(messageDeletedReceived({ _id: 's1', conversationId: 'c1' }));
    expect(store.getState().messages.items).toEqual([]);
  });

  it('a remotely deleted message stays with "Message deleted!" and isDeleted', () => {
    const state = msgs(
      msgs(opened, messagesLoaded({ conversationId: 'c1', items: [message('m1')], total: 1 })),
      messageDeletedRemotely({ _id: 'm1' }),
    );
    expect(state.items[0]).toMatchObject({ _id: 'm1', text: 'Message deleted!', isDeleted: true });
    const { store } = storeWith({}, { user: fan });
    store.dispatch(messagesRequested({ conversationId: 'c1' }));
    store.dispatch(messagesLoaded({ conversationId: 'c1', items: [message('m1', { senderId: 'u2' })], total: 1 }));
    store.dispatch(messageDeletedReceived({ _id: 'm1', conversationId: 'c1' }));
    expect(store.getState().messages.items[0]).toMatchObject({ text: MESSAGES.messageDeleted, isDeleted: true });
  });

  it('reactions are replaced wholesale (from the socket and from the API answer)', async () => {
    let state = msgs(
      opened,
      messagesLoaded({
        conversationId: 'c1',
        items: [message('m1', { reactions: [{ emoji: '🔥', userIds: ['u2'] }] })],
        total: 1,
      }),
    );
    state = msgs(state, reactionsReplaced({ _id: 'm1', reactions: [{ emoji: '❤️', userIds: ['u1'] }] }));
    expect(state.items[0]?.reactions).toEqual([{ emoji: '❤️', userIds: ['u1'] }]);
    const { store } = storeWith(
      { 'POST /messages/m1/reactions': () => ok({ _id: 'm1', conversationId: 'c1', reactions: [] }) },
      { user: fan },
    );
    store.dispatch(messagesRequested({ conversationId: 'c1' }));
    store.dispatch(
      messagesLoaded({
        conversationId: 'c1',
        items: [message('m1', { reactions: [{ emoji: '🔥', userIds: ['u1'] }] })],
        total: 1,
      }),
    );
    await store.dispatch(reactToMessage('m1', '🔥'));
    expect(store.getState().messages.items[0]?.reactions).toEqual([]);
  });

  it('a message for another conversation is not shown in the open thread', () => {
    const state = msgs(opened, messageAppended(message('x', { conversationId: 'c2' })));
    expect(state.items).toEqual([]);
  });
});
