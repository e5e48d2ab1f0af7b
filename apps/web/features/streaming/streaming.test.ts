import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fanlane/shared';
import { loggedOut } from '@/features/auth/auth.slice';
import * as slice from './stream-messages.slice';
import { cameraProblem } from './agora';
import { elapsed, needsPurchase, performerOf } from './stream-view';
import { initialStreamingState, privateRequestAdded, privateRequestRemoved, streamingSlice } from './streaming.slice';
import { ids, message } from './streaming.test-kit';

const reduce = slice.streamMessagesSlice.reducer;
/** A first (or, with `more`, an older) page of chat c1 with these message ids. */
const loaded = (messageIds: string[], total: number, extra: { more?: boolean } = {}) =>
  slice.streamMessagesLoaded({ conversationId: 'c1', items: messageIds.map((id) => message(id)), total, ...extra });
const chat = (state: ReturnType<typeof reduce>, id = 'c1') => state.byConversation[id]!;

describe('stream messages slice (spec section 4)', () => {
  it('starts with no chats', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(slice.initialStreamMessagesState);
  });

  it('marks a chat fetching, then a first page replaces its items, shown oldest first', () => {
    let state = reduce(undefined, slice.streamMessagesRequested({ conversationId: 'c1' }));
    expect(chat(state)).toEqual({ items: [], total: 0, fetching: true });
    state = reduce(state, slice.streamMessageReceived(message('old')));
    state = reduce(state, loaded(['m3', 'm2', 'm1'], 3));
    expect(ids(chat(state).items)).toEqual(['m1', 'm2', 'm3']);
    expect(chat(state).total).toBe(3);
    expect(chat(state).fetching).toBe(false);
  });

  it('keeps each conversation apart', () => {
    let state = reduce(undefined, loaded(['a'], 1));
    state = reduce(
      state,
      slice.streamMessagesLoaded({ conversationId: 'c2', items: [message('b', { conversationId: 'c2' })], total: 1 }),
    );
    expect(ids(chat(state, 'c1').items)).toEqual(['a']);
    expect(ids(chat(state, 'c2').items)).toEqual(['b']);
  });

  it('puts an older page in front without repeating ids', () => {
    let state = reduce(undefined, loaded(['m4', 'm3'], 4));
    state = reduce(state, loaded(['m3', 'm2', 'm1'], 4, { more: true }));
    expect(ids(chat(state).items)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('stops fetching on a failure and keeps what it had', () => {
    let state = reduce(undefined, loaded(['a'], 1));
    state = reduce(state, slice.streamMessagesRequested({ conversationId: 'c1' }));
    state = reduce(state, slice.streamMessagesFailed({ conversationId: 'c1' }));
    expect(chat(state)).toMatchObject({ fetching: false, total: 1 });
    expect(ids(chat(state).items)).toEqual(['a']);
  });

  it('appends received messages once (the echo of a sent one is not doubled)', () => {
    let state = reduce(undefined, slice.streamMessageReceived(message('a')));
    state = reduce(state, slice.streamMessageReceived(message('b')));
    state = reduce(state, slice.streamMessageReceived(message('a', { text: 'edited' })));
    expect(ids(chat(state).items)).toEqual(['a', 'b']);
    expect(chat(state).items[0]!.text).toBe('edited');
    expect(chat(state).total).toBe(2);
  });

  it('ignores a message without an id or conversation', () => {
    const state = reduce(undefined, slice.streamMessageReceived({ ...message('a'), _id: '' }));
    expect(state).toEqual(slice.initialStreamMessagesState);
  });

  it('marks a deleted message "Message deleted" (no "!") with isDeleted, and a late copy does not undo it', () => {
    let state = reduce(undefined, slice.streamMessageReceived(message('a')));
    state = reduce(state, slice.streamMessageDeleted({ _id: 'a', conversationId: 'c1' }));
    const [deleted] = chat(state).items;
    expect(deleted).toMatchObject({ _id: 'a', text: 'Message deleted', isDeleted: true });
    expect(deleted!.text).toBe(MESSAGES.streamMessageDeleted);
    state = reduce(state, slice.streamMessageReceived(message('a')));
    expect(chat(state).items[0]!.isDeleted).toBe(true);
    expect(chat(state).total).toBe(1);
  });

  it('shows a message that arrives already deleted as "Message deleted", loaded or received', () => {
    let state = reduce(
      undefined,
      slice.streamMessagesLoaded({
        conversationId: 'c1',
        items: [message('a', { text: 'Message deleted!', isDeleted: true })],
        total: 1,
      }),
    );
    state = reduce(state, slice.streamMessageReceived(message('b', { text: 'secret', isDeleted: true })));
    expect(chat(state).items.map((m) => m.text)).toEqual(['Message deleted', 'Message deleted']);
  });

  it('ignores a delete of an unknown message or chat', () => {
    const before = reduce(undefined, slice.streamMessageReceived(message('a')));
    expect(reduce(before, slice.streamMessageDeleted({ _id: 'zz', conversationId: 'c1' }))).toEqual(before);
    expect(reduce(before, slice.streamMessageDeleted({ _id: 'a', conversationId: 'c9' }))).toEqual(before);
  });

  it('empties a chat when it is cleared', () => {
    let state = reduce(undefined, loaded(['a'], 1));
    state = reduce(state, slice.streamMessagesCleared({ conversationId: 'c1' }));
    expect(chat(state)).toEqual({ items: [], total: 0, fetching: false });
  });

  it('drops a closed chat, and everything on sign-out', () => {
    let state = reduce(undefined, slice.streamMessageReceived(message('a')));
    state = reduce(state, slice.streamMessageReceived(message('b', { conversationId: 'c2' })));
    state = reduce(state, slice.streamChatClosed({ conversationId: 'c1' }));
    expect(Object.keys(state.byConversation)).toEqual(['c2']);
    expect(reduce(state, loggedOut())).toEqual(slice.initialStreamMessagesState);
  });
});

describe('streaming slice (spec section 4: privateRequests)', () => {
  const reduceStreaming = streamingSlice.reducer;

  it('adds private requests once per conversation and removes them by conversation id', () => {
    let state = reduceStreaming(undefined, privateRequestAdded({ conversationId: 'c1', userId: 'u1' }));
    state = reduceStreaming(state, privateRequestAdded({ conversationId: 'c2' }));
    state = reduceStreaming(state, privateRequestAdded({ conversationId: 'c1', userId: 'u3' }));
    expect(state.privateRequests.map((r) => r.conversationId)).toEqual(['c2', 'c1']);
    expect(state.privateRequests[1]).toMatchObject({ userId: 'u3' });
    state = reduceStreaming(state, privateRequestRemoved('c2'));
    expect(state.privateRequests.map((r) => r.conversationId)).toEqual(['c1']);
    state = reduceStreaming(state, privateRequestRemoved('nope'));
    expect(state.privateRequests).toHaveLength(1);
  });

  it('ignores a request without a conversation id, and resets on sign-out', () => {
    let state = reduceStreaming(undefined, privateRequestAdded({ conversationId: '' }));
    expect(state).toEqual(initialStreamingState);
    state = reduceStreaming(state, privateRequestAdded({ conversationId: 'c1' }));
    expect(reduceStreaming(state, loggedOut())).toEqual(initialStreamingState);
  });
});

describe('stream view helpers', () => {
  it('formats time on air', () => {
    expect([0, 7, 63, 723, 3729, -5, Number.NaN].map(elapsed)).toEqual([
      '0:00',
      '0:07',
      '1:03',
      '12:03',
      '1:02:09',
      '0:00',
      '0:00',
    ]);
  });

  it('tells when a session must be bought', () => {
    expect(needsPurchase({ isFree: false, price: 4, hasPurchased: false })).toBe(true);
    expect(needsPurchase({ isFree: false, price: 4, hasPurchased: true })).toBe(false);
    expect(needsPurchase({ isFree: true, price: 4, hasPurchased: false })).toBe(false);
  });

  it('reads the creator of a listed stream, with fallbacks', () => {
    expect(
      performerOf({ performerId: 'p1', performerInfo: { name: 'Luna', username: 'luna', avatar: 'a.jpg' } }),
    ).toEqual({ _id: 'p1', name: 'Luna', username: 'luna', avatar: 'a.jpg' });
    expect(performerOf({ performerId: 'p1', performerInfo: null })).toEqual({
      _id: 'p1',
      name: '',
      username: '',
      avatar: '',
    });
    expect(performerOf({ performerId: 'p1', performerInfo: null }, 'Creator')).toEqual({
      _id: 'p1',
      name: 'Creator',
      username: '',
      avatar: '',
    });
  });

  it('explains camera failures plainly', () => {
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('cameraDenied');
    expect(cameraProblem({ code: 'DEVICE_NOT_FOUND' })).toBe('cameraMissing');
    expect(cameraProblem(new Error('Could not start video source'))).toBe('cameraBusy');
    expect(cameraProblem(null)).toBe('cameraFailed');
  });
});
