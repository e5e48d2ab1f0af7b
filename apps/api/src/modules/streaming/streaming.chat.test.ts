/** Live stream chat: who reads and writes, deletes and clears, and a stream's conversations. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { messages } from '../../db/schema/index.js';
import { refusal, type TestApp } from '../../test/index.js';
import { withStreamingApp } from '../../test/live-streams.js';

let t: TestApp;
const { creator, live } = withStreamingApp((app) => (t = app));

describe('stream chat', () => {
  it('reads publicly, writes for the creator and allowed fans, deletes and clears', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    const stranger = await t.services.testing.createUserWithSession();
    const { conversation, stream } = await live(c.token, { title: 'Paid', description: 'd', isFree: false, price: 1 });
    const url = `/messages/stream/${conversation._id}`;
    expect((await t.inject('POST', url, undefined, { text: 'hi' })).statusCode).toBe(401);
    expect(refusal(await t.inject('POST', url, c.token, { text: '' }))).toEqual([400, ['text: Write a message']]);
    expect((await t.inject('POST', '/messages/stream/nope', c.token, { text: 'hi' })).statusCode).toBe(404);
    const mine = await t.inject('POST', url, c.token, { text: 'Welcome!' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ text: 'Welcome!', type: 'text', senderInfo: { _id: c.user.id } });
    // A fan needs a subscription, and the session bought when the stream is paid.
    expect((await t.inject('POST', url, stranger.token, { text: 'hey' })).statusCode).toBe(403);
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const unpaid = await t.inject('POST', url, fan.token, { text: 'hey' });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(STREAMING_MESSAGES.buyToChat);
    await t.services.testing.purchase(fan.user.id, 'stream', stream.sessionId);
    const said = await t.inject('POST', url, fan.token, { text: 'hey' });
    expect(said.statusCode, said.body).toBe(200);

    const page = await t.inject('GET', `${url}?limit=1`);
    expect(page.json().data.total).toBe(2);
    expect(page.json().data.data[0].text).toBe('hey');
    const legacy = await t.inject('GET', `/messages/conversations/public/${conversation._id}`);
    expect(legacy.json().data.data.map((m: { text: string }) => m.text)).toEqual(['hey', 'Welcome!']);

    // DELETE /messages/{id}: sender, the stream's creator, or admin.
    expect((await t.inject('DELETE', `/messages/${said.json().data._id}`, stranger.token)).statusCode).toBe(403);
    const removed = await t.inject('DELETE', `/messages/${said.json().data._id}`, c.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.inject('GET', url)).json().data.data[0]).toMatchObject({ isDeleted: true });

    const clearUrl = `/messages/stream/${conversation._id}/remove-all-message`;
    expect((await t.inject('DELETE', clearUrl)).statusCode).toBe(401);
    expect((await t.inject('DELETE', clearUrl, fan.token)).statusCode).toBe(403);
    expect((await t.inject('DELETE', clearUrl, c.token)).json()).toEqual({ status: 0, data: { success: true } });
    const left = await t.services.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation._id));
    expect(left).toHaveLength(0);
  });

  it('answers a private conversation id exactly like a missing one', async () => {
    const c = await creator();
    const fan = await t.services.testing.createUserWithSession();
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const opened = await t.inject('POST', '/conversations', fan.token, { source: 'performer', sourceId: c.user.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const privateId = opened.json().data._id as string;
    const missing = '0'.repeat(24);
    const notFound = { statusCode: 404, message: STREAMING_MESSAGES.conversationNotFound, error: 'Not Found' };
    const probes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: (id: string) => string, body?: object][] = [
      ['GET', (id) => `/messages/stream/${id}`],
      ['GET', (id) => `/messages/conversations/public/${id}`],
      ['POST', (id) => `/messages/stream/${id}`, { text: 'hi' }],
      ['DELETE', (id) => `/messages/stream/${id}/remove-all-message`],
      ['PUT', (id) => `/conversations/stream/${id}/update`, { name: 'x' }],
    ];
    // Signed out where the route is public, and as a member of the private conversation itself.
    for (const token of [undefined, fan.token, c.token])
      for (const [method, url, body] of probes) {
        const real = await t.inject(method, url(privateId), token, body);
        if (real.statusCode === 401) continue;
        const absent = await t.inject(method, url(missing), token, body);
        const label = `${method} ${url(':id')}`;
        expect(real.json(), label).toEqual(absent.json());
        expect(real.json(), label).toEqual(notFound);
      }
    // The private conversation is untouched.
    const kept = await t.inject('GET', `/conversations/${privateId}`, fan.token);
    expect(kept.json().data).toMatchObject({ _id: privateId, type: 'private', name: opened.json().data.name });
  });

  it('stream conversations: by creator, by stream, renamed by the owner', async () => {
    const c = await creator();
    const other = await creator();
    expect((await t.inject('GET', `/conversations/stream/performer/${c.user.id}`)).statusCode).toBe(404);
    const { conversation, stream } = await live(c.token);
    const byCreator = await t.inject('GET', `/conversations/stream/performer/${c.user.id}`);
    expect(byCreator.json().data).toMatchObject({ _id: conversation._id, type: 'stream_public', streamId: stream._id });
    expect((await t.inject('GET', `/conversations/stream/${stream._id}`)).statusCode).toBe(401);
    expect((await t.inject('GET', `/conversations/stream/${stream._id}`, other.token)).json().data._id).toBe(
      conversation._id,
    );
    expect((await t.inject('GET', '/conversations/stream/nope', other.token)).statusCode).toBe(404);
    const renameUrl = `/conversations/stream/${conversation._id}/update`;
    expect((await t.inject('PUT', renameUrl, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await t.inject('PUT', renameUrl, other.token, { name: 'x' })).statusCode).toBe(403);
    expect(refusal(await t.inject('PUT', renameUrl, c.token, {}))).toEqual([400, ['name: name is required']]);
    const renamed = await t.inject('PUT', renameUrl, c.token, { name: 'Friday live' });
    expect(renamed.json().data).toMatchObject({ _id: conversation._id, name: 'Friday live' });
  });
});
