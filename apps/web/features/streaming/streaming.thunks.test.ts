import { describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { fail, jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import { streamMessageReceived } from './stream-messages.slice';
import { buyItem, sendTip } from '@/features/wallet/wallet.thunks';
import {
  announceStreamInfo,
  clearStreamChat,
  deleteStreamMessage,
  fetchAgoraToken,
  fetchStreamMessages,
  joinStream,
  reportDuration,
  searchLiveStreams,
  sendStreamMessage,
  startLive,
  updateLive,
} from './streaming.thunks';
import { ids, message } from './streaming.test-kit';

const stream = {
  _id: 's1',
  title: 'Morning show',
  description: 'Coffee and chat',
  isStreaming: 1,
  isFree: false,
  price: 5,
  performerId: 'p1',
  type: 'public',
  sessionId: 'sess1',
  stats: { members: 0, likes: 0 },
  isSubscribed: true,
  conversationId: 'c1',
  hasPurchased: false,
  createdAt: '',
  updatedAt: '',
};

describe('streaming thunks', () => {
  it('loads a chat page with offset and limit, and the next page from the items held', async () => {
    const seen: string[] = [];
    const { store } = storeWith({
      'GET /messages/stream/c1': (_init, url) => {
        seen.push(url.search);
        return url.searchParams.get('offset') === '0'
          ? ok({ data: [message('m2'), message('m1')], total: 3 })
          : ok({ data: [message('m0')], total: 3 });
      },
    });
    await store.dispatch(fetchStreamMessages('c1'));
    await store.dispatch(fetchStreamMessages('c1', true));
    expect(seen).toEqual(['?offset=0&limit=25', '?offset=2&limit=25']);
    expect(ids(store.getState().streamMessages.byConversation.c1!.items)).toEqual(['m0', 'm1', 'm2']);
  });

  it('leaves fetching off when the chat cannot be read', async () => {
    const { store } = storeWith({ 'GET /messages/stream/c1': () => fail(500, 'boom') });
    await store.dispatch(fetchStreamMessages('c1'));
    expect(store.getState().streamMessages.byConversation.c1).toEqual({ items: [], total: 0, fetching: false });
  });

  it('sends a message and appends the answer; a refusal throws the API message', async () => {
    let body: Record<string, unknown> = {};
    const { store } = storeWith({
      'POST /messages/stream/c1': (init) => {
        body = jsonBody(init);
        return ok(message('new', { text: 'hello' }));
      },
    });
    await store.dispatch(sendStreamMessage('c1', 'hello'));
    expect(body).toEqual({ text: 'hello' });
    expect(ids(store.getState().streamMessages.byConversation.c1!.items)).toEqual(['new']);

    const refused = storeWith({ 'POST /messages/stream/c1': () => fail(403, STREAMING_MESSAGES.buyToChat) });
    await expect(refused.store.dispatch(sendStreamMessage('c1', 'hi'))).rejects.toThrow(STREAMING_MESSAGES.buyToChat);
  });

  it('deletes a message (marked) and clears the chat (emptied)', async () => {
    const { store, fetchMock } = storeWith({
      'DELETE /messages/m1': () => ok(message('m1')),
      'DELETE /messages/stream/c1/remove-all-message': () => ok({ success: true }),
    });
    store.dispatch(streamMessageReceived(message('m1')));
    store.dispatch(streamMessageReceived(message('m2')));
    await store.dispatch(deleteStreamMessage({ _id: 'm1', conversationId: 'c1' }));
    expect(store.getState().streamMessages.byConversation.c1!.items[0]).toMatchObject({
      text: 'Message deleted',
      isDeleted: true,
    });
    await store.dispatch(clearStreamChat('c1'));
    expect(store.getState().streamMessages.byConversation.c1!.items).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the message when a delete is refused', async () => {
    const { store } = storeWith({ 'DELETE /messages/m1': () => fail(403, 'Forbidden') });
    store.dispatch(streamMessageReceived(message('m1')));
    await expect(store.dispatch(deleteStreamMessage({ _id: 'm1', conversationId: 'c1' }))).rejects.toThrow('Forbidden');
    expect(store.getState().streamMessages.byConversation.c1!.items[0]!.isDeleted).toBe(false);
  });

  it('goes live with a price only for a paid stream, and updates the description', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { store } = storeWith({
      'POST /streaming/live': (init) => {
        bodies.push(jsonBody(init));
        return ok({ stream, conversation: { _id: 'c1' } });
      },
      'PUT /streaming/live/s1': (init) => {
        bodies.push(jsonBody(init));
        return ok({ ...stream, description: 'New' });
      },
    });
    await store.dispatch(startLive({ title: 'T', description: 'D', isFree: true, price: 9 }));
    const session = await store.dispatch(startLive({ title: 'T', description: 'D', isFree: false, price: 5 }));
    expect(session.stream._id).toBe('s1');
    await store.dispatch(updateLive('s1', { description: 'New' }));
    expect(bodies).toEqual([
      { title: 'T', description: 'D', isFree: true },
      { title: 'T', description: 'D', isFree: false, price: 5 },
      { description: 'New' },
    ]);
  });

  it('renames the chat after the stream to tell the room its details changed; a refusal is ignored', async () => {
    let body: Record<string, unknown> = {};
    const { store } = storeWith({
      'PUT /conversations/stream/c1/update': (init) => {
        body = jsonBody(init);
        return ok({ _id: 'c1' });
      },
    });
    expect(await store.dispatch(announceStreamInfo('c1', 'Morning show'))).toBe(true);
    expect(body).toEqual({ name: 'Morning show' });
    expect(await store.dispatch(announceStreamInfo('c9', 'x'))).toBe(false);
  });

  it('reports whole seconds of duration, skips zero and swallows a failure', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { store, fetchMock } = storeWith({
      'PUT /streaming/set-duration': (init) => {
        bodies.push(jsonBody(init));
        return ok({ updated: true });
      },
    });
    expect(await store.dispatch(reportDuration('s1', 15.7))).toBe(true);
    expect(await store.dispatch(reportDuration('s1', 0))).toBe(false);
    expect(bodies).toEqual([{ streamId: 's1', duration: 15 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const failing = storeWith({ 'PUT /streaming/set-duration': () => fail(500, 'x') });
    expect(await failing.store.dispatch(reportDuration('s1', 30))).toBe(false);
  });

  it('asks an Agora token for the session channel; a 400 throws its message', async () => {
    let body: Record<string, unknown> = {};
    const { store } = storeWith({
      'POST /streaming/agora/token': (init) => {
        body = jsonBody(init);
        return ok('rtc-token');
      },
    });
    expect(await store.dispatch(fetchAgoraToken('sess1'))).toBe('rtc-token');
    expect(body).toEqual({ channelName: 'sess1' });
    const refused = storeWith({
      'POST /streaming/agora/token': () => fail(400, STREAMING_MESSAGES.agoraNotConfigured),
    });
    await expect(refused.store.dispatch(fetchAgoraToken('sess1'))).rejects.toThrow(
      STREAMING_MESSAGES.agoraNotConfigured,
    );
  });

  it('says "no token" as a reason the page translates when the answer holds no token', async () => {
    const { store } = storeWith({ 'POST /streaming/agora/token': () => ok({}) });
    await expect(store.dispatch(fetchAgoraToken('sess1'))).rejects.toMatchObject({
      name: 'LiveVideoError',
      kind: 'token',
      reason: 'noToken',
    });
  });

  it('sorts join answers: the session, offline (404, 422), subscribe (403), sign in (401)', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      p1: ok({ stream, conversation: { _id: 'c1' } }),
      p2: fail(404, STREAMING_MESSAGES.notFound),
      p3: fail(422, STREAMING_MESSAGES.offline),
      p4: fail(403, STREAMING_MESSAGES.subscribeToJoin),
      p5: fail(401, 'Unauthorized'),
      p6: fail(500, 'Boom'),
    };
    const routes = Object.fromEntries(
      Object.entries(answers).map(([id, answer]) => [`GET /streaming/join/${id}`, () => answer]),
    );
    const { store } = storeWith(routes);
    const result = await store.dispatch(joinStream('p1'));
    expect(result.ok && result.session.stream._id).toBe('s1');
    const problems = [];
    for (const id of ['p2', 'p3', 'p4', 'p5', 'p6']) {
      const answer = await store.dispatch(joinStream(id));
      problems.push(answer.ok ? 'ok' : `${answer.problem}: ${answer.message}`);
    }
    expect(problems).toEqual([
      'offline: Stream is offline',
      'offline: Stream is offline',
      "subscribe: Please subscribe to join creator's live",
      'signin: Sign in to watch this live',
      'error: Boom',
    ]);
  });

  it('buys a session through the wallet and tips into the stream chat (contract 3.20)', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { store } = storeWith(
      {
        'POST /wallet/charges/stream/s1': () => ok({ _id: 't1', totalPrice: 5, balance: 15 }),
        'POST /wallet/charges/tip/p1': (init) => {
          bodies.push(jsonBody(init));
          return ok({ _id: 't2', totalPrice: 10, balance: 5 });
        },
      },
      { user: { _id: 'u1', balance: 20 } },
    );
    const bought = await store.dispatch(buyItem('stream', 's1', 5));
    expect(bought.ok).toBe(true);
    expect(store.getState().wallet.purchased.s1).toBeDefined();
    expect(store.getState().user.current.balance).toBe(15);
    await store.dispatch(
      sendTip('p1', {
        price: 10,
        source: 'stream',
        sourceId: 's1',
        stream: { conversationId: 'c1', sessionId: 'sess1' },
      }),
    );
    expect(bodies).toEqual([
      {
        price: 10,
        source: 'stream',
        sourceId: 's1',
        conversationId: 'c1',
        streamType: 'stream_public',
        sessionId: 'sess1',
      },
    ]);
    expect(store.getState().user.current.balance).toBe(5);
  });

  it('searches live streams with limit 99 and an optional performer', async () => {
    const seen: string[] = [];
    const { store } = storeWith({
      'GET /streaming/user/search': (_init, url) => {
        seen.push(url.search);
        return ok({ data: [stream], total: 1 });
      },
    });
    const page = await store.dispatch(searchLiveStreams());
    await store.dispatch(searchLiveStreams({ performerId: 'p1', q: ' show ' }));
    expect(page.total).toBe(1);
    expect(seen).toEqual(['?limit=99&offset=0', '?limit=99&offset=0&q=show&performerId=p1']);
  });
});
