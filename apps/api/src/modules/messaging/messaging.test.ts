import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@fanlane/shared';
import { userBlocks } from '../../db/schema/index.js';
import { auth, generateTestVideo, multipart, refusal, testImage, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** What a missing conversation or message answers; a stranger gets exactly this for a real one too. */
const NOT_FOUND = { statusCode: 404, message: 'Entity is not found', error: 'ENTITY_NOT_FOUND' };

async function pair() {
  const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
  const fan = await t.services.testing.createUserWithSession();
  await t.services.testing.subscribe(fan.user.id, creator.user.id);
  const conv = await t.inject('POST', '/conversations', fan.token, { source: 'performer', sourceId: creator.user.id });
  expect(conv.statusCode, conv.body).toBe(200);
  return { creator, fan, conversationId: conv.json().data._id as string };
}

async function uploadPhoto(token: string) {
  const form = multipart({}, { file: { filename: 'a.png', body: await testImage() } });
  const res = await t.inject('POST', '/messages/public/file/photo', null, form.payload, {
    ...auth(token),
    ...form.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

describe('conversations', () => {
  it('are opened once per pair, never with oneself or between fans, and only members see them', async () => {
    expect((await t.inject('POST', '/conversations', undefined, { source: 'user', sourceId: 'x' })).statusCode).toBe(
      401,
    );
    const { creator, fan, conversationId } = await pair();
    const again = await t.inject('POST', '/conversations', creator.token, { source: 'user', sourceId: fan.user.id });
    expect(again.json().data._id).toBe(conversationId);
    expect(again.json().data).toMatchObject({
      recipientInfo: { _id: fan.user.id },
      totalNotSeenMessages: 0,
      isSubscribed: true,
    });
    expect(
      (await t.inject('POST', '/conversations', fan.token, { source: 'user', sourceId: fan.user.id })).statusCode,
    ).toBe(403);
    const otherFan = await t.services.testing.createUserWithSession();
    expect(
      (await t.inject('POST', '/conversations', fan.token, { source: 'user', sourceId: otherFan.user.id })).json(),
    ).toMatchObject({
      statusCode: 403,
      message: 'Fans can only message creators',
    });
    expect(refusal(await t.inject('POST', '/conversations', fan.token, { source: 'alien', sourceId: 'x' }))).toEqual([
      400,
      ["source: source must be 'user' or 'performer'"],
    ]);
    expect(
      (await t.inject('POST', '/conversations', fan.token, { source: 'performer', sourceId: 'nobody' })).statusCode,
    ).toBe(404);
    expect((await t.inject('GET', `/conversations/${conversationId}`, otherFan.token)).json()).toEqual(NOT_FOUND);
    expect((await t.inject('GET', `/messages/conversations/${conversationId}`, otherFan.token)).json()).toEqual(
      NOT_FOUND,
    );
    expect((await t.inject('GET', `/conversations/${conversationId}`, creator.token)).json().data).toMatchObject({
      _id: conversationId,
      recipientInfo: { _id: fan.user.id },
    });
    expect((await t.inject('GET', '/conversations/nope', creator.token)).json()).toEqual(NOT_FOUND);
    const list = await t.inject('GET', '/conversations', fan.token);
    expect(list.json().data).toMatchObject({
      total: 1,
      data: [{ _id: conversationId, recipientInfo: { _id: creator.user.id } }],
    });
    const name = creator.user.username!.slice(0, 8);
    expect((await t.inject('GET', `/conversations/search?keyword=${name}`, fan.token)).json().data.total).toBe(1);
    expect((await t.inject('GET', '/conversations/search?keyword=zzzz-nope', fan.token)).json().data.total).toBe(0);
  });
});

describe('messages', () => {
  it('are sent by members, counted unread, read, and paged newest first', async () => {
    const { creator, fan, conversationId } = await pair();
    const seen: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => seen.push({ userId, event, payload }));
    const empty = await t.inject('POST', `/messages/conversations/${conversationId}`, fan.token, { text: '' });
    expect(refusal(empty)).toEqual([400, ['text: Write a message or attach a file']]);
    for (let i = 1; i <= 3; i++) {
      const res = await t.inject('POST', `/messages/conversations/${conversationId}`, fan.token, {
        text: `hello ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    stop();
    expect(seen.filter((e) => e.userId === creator.user.id && e.event === 'message_created')).toHaveLength(3);
    expect(seen).toContainEqual({
      userId: creator.user.id,
      event: 'nofify_read_messages_in_conversation',
      payload: { total: 1 },
    });
    expect((await t.inject('GET', '/messages/total-unread-messages', creator.token)).json().data).toEqual({ total: 1 });
    const list = (await t.inject('GET', '/conversations', creator.token)).json().data.data[0];
    expect(list).toMatchObject({ totalNotSeenMessages: 3, lastMessage: 'hello 3', lastSenderId: fan.user.id });
    const page = (await t.inject('GET', `/messages/conversations/${conversationId}?limit=2`, creator.token)).json()
      .data;
    expect(page.total).toBe(3);
    expect(page.data.map((m: { text: string }) => m.text)).toEqual(['hello 3', 'hello 2']);
    // The page and its total are one statement; past the end the total is still given.
    const second = (
      await t.inject('GET', `/messages/conversations/${conversationId}?limit=2&offset=2`, creator.token)
    ).json().data;
    expect({ total: second.total, texts: second.data.map((m: { text: string }) => m.text) }).toEqual({
      total: 3,
      texts: ['hello 1'],
    });
    const past = (
      await t.inject('GET', `/messages/conversations/${conversationId}?limit=2&offset=9`, creator.token)
    ).json().data;
    expect(past).toEqual({ data: [], total: 3 });
    expect((await t.inject('POST', `/messages/read-all/${conversationId}`, creator.token)).json().data).toEqual({
      ok: true,
    });
    expect((await t.inject('GET', '/messages/total-unread-messages', creator.token)).json().data).toEqual({ total: 0 });
  });

  it('need a subscription from a fan, and nothing gets through a block', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const conv = await t.inject('POST', '/conversations', fan.token, {
      source: 'performer',
      sourceId: creator.user.id,
    });
    expect(conv.json().data.isSubscribed).toBe(false);
    const id = conv.json().data._id;
    expect((await t.inject('POST', `/messages/conversations/${id}`, fan.token, { text: 'hi' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Subscribe to this creator to send messages',
    });
    expect(
      (await t.inject('POST', `/messages/conversations/${id}`, creator.token, { text: 'welcome!' })).statusCode,
    ).toBe(200);
    await t.services.testing.subscribe(fan.user.id, creator.user.id);
    expect((await t.inject('POST', `/messages/conversations/${id}`, fan.token, { text: 'hi' })).statusCode).toBe(200);
    await t.services.database.db
      .insert(userBlocks)
      .values({ performerId: creator.user.id, targetId: fan.user.id, reason: '' });
    expect((await t.inject('POST', `/messages/conversations/${id}`, fan.token, { text: 'hi' })).statusCode).toBe(403);
    expect((await t.inject('POST', `/messages/conversations/${id}`, creator.token, { text: 'bye' })).statusCode).toBe(
      403,
    );
    expect((await t.inject('GET', '/conversations', fan.token)).json().data.data[0].isBlocked).toBe(true);
    // The card read by id says the same on its own: the other member, the fan's subscription, the block.
    expect((await t.inject('GET', `/conversations/${id}`, fan.token)).json().data).toMatchObject({
      _id: id,
      recipientInfo: { _id: creator.user.id },
      isSubscribed: true,
      isBlocked: true,
      totalNotSeenMessages: 1,
    });
    expect((await t.inject('GET', `/conversations/${id}`, creator.token)).json().data).toMatchObject({
      recipientInfo: { _id: fan.user.id },
    });
  });

  it('are deleted by their sender (or an admin) and then read "Message deleted!"', async () => {
    const { creator, fan, conversationId } = await pair();
    const sent = (
      await t.inject('POST', `/messages/conversations/${conversationId}`, fan.token, { text: 'oops' })
    ).json().data;
    expect((await t.inject('DELETE', `/messages/${sent._id}`, creator.token)).statusCode).toBe(403);
    const seen: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => seen.push({ userId, event, payload }));
    const res = await t.inject('DELETE', `/messages/${sent._id}`, fan.token);
    stop();
    expect(res.json().data).toMatchObject({ _id: sent._id, isDeleted: true, text: 'Message deleted!' });
    expect(seen.find((e) => e.userId === creator.user.id && e.event === 'message_deleted')?.payload).toMatchObject({
      _id: sent._id,
      conversationId,
      isDeleted: true,
    });
    const listed = (await t.inject('GET', `/messages/conversations/${conversationId}`, creator.token)).json().data
      .data[0];
    expect(listed).toMatchObject({ isDeleted: true, text: 'Message deleted!' });
    expect(refusal(await t.inject('DELETE', `/messages/${sent._id}`, fan.token))).toEqual([
      422,
      'This message has been deleted',
    ]);
  });

  it('take reactions, toggled and replaced wholesale', async () => {
    const { creator, fan, conversationId } = await pair();
    const sent = (
      await t.inject('POST', `/messages/conversations/${conversationId}`, fan.token, { text: 'react!' })
    ).json().data;
    expect(
      refusal(await t.inject('POST', `/messages/${sent._id}/reactions`, creator.token, { emoji: 'nope' })),
    ).toEqual([400, ['emoji: Pick one of the offered reactions']]);
    const outsider = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', `/messages/${sent._id}/reactions`, outsider.token, { emoji: '🔥' })).json()).toEqual(
      NOT_FOUND,
    );
    const on = await t.inject('POST', `/messages/${sent._id}/reactions`, creator.token, { emoji: '🔥' });
    expect(on.json().data.reactions).toEqual([{ emoji: '🔥', userIds: [creator.user.id] }]);
    const off = await t.inject('POST', `/messages/${sent._id}/reactions`, creator.token, { emoji: '🔥' });
    expect(off.json().data.reactions).toEqual([]);
  });
});

describe('strangers', () => {
  it('get the same 404 for a conversation or message they are not in as for a missing one', async () => {
    const { creator, conversationId } = await pair();
    const fileId = await uploadPhoto(creator.token);
    const sent = await t.inject('POST', `/messages/conversations/${conversationId}`, creator.token, {
      text: 'private',
      fileIds: [fileId],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const messageId = sent.json().data._id as string;
    const missing = '0'.repeat(24);
    const stranger = await t.services.testing.createUserWithSession();
    const strangerCreator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const probes: [
      method: 'GET' | 'POST' | 'DELETE',
      url: (conversation: string, message: string) => string,
      body?: object,
    ][] = [
      ['GET', (c) => `/conversations/${c}`],
      ['GET', (c) => `/messages/conversations/${c}`],
      ['POST', (c) => `/messages/conversations/${c}`, { text: 'hi' }],
      ['POST', (c) => `/messages/read-all/${c}`],
      ['POST', (_, m) => `/messages/${m}/reactions`, { emoji: '🔥' }],
      ['DELETE', (_, m) => `/messages/${m}`],
      ['GET', (_, m) => `/messages/${m}/file/${fileId}/status`],
    ];
    for (const who of [stranger, strangerCreator])
      for (const [method, url, body] of probes) {
        const real = await t.inject(method, url(conversationId, messageId), who.token, body);
        const absent = await t.inject(method, url(missing, missing), who.token, body);
        const label = `${method} ${url(':conversation', ':message')} as ${who.user.role}`;
        expect(real.statusCode, label).toBe(404);
        expect(real.json(), label).toEqual(absent.json());
        expect(real.json(), label).toEqual(NOT_FOUND);
      }
    // The members still see it, and nothing the strangers sent reached it.
    const page = await t.inject('GET', `/messages/conversations/${conversationId}`, creator.token);
    expect(page.json().data).toMatchObject({ total: 1, data: [{ _id: messageId, reactions: [], isDeleted: false }] });
  });
});

describe('paid messages', () => {
  it('lock the media until the fan buys it through the wallet', async () => {
    const { creator, fan, conversationId } = await pair();
    const fileId = await uploadPhoto(creator.token);
    const foreign = await uploadPhoto(fan.token);
    expect(
      refusal(
        await t.inject('POST', `/messages/conversations/${conversationId}`, creator.token, { fileIds: [foreign] }),
      ),
    ).toEqual([400, 'Attach files you uploaded for messages']);
    expect(
      (
        await t.inject('POST', `/messages/conversations/${conversationId}`, fan.token, {
          fileIds: [foreign],
          isSale: true,
          price: 5,
        })
      ).statusCode,
    ).toBe(403);
    const sent = await t.inject('POST', `/messages/conversations/${conversationId}`, creator.token, {
      text: 'Something special',
      fileIds: [fileId],
      isSale: true,
      price: 5,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const messageId = sent.json().data._id;
    const locked = (await t.inject('GET', `/messages/conversations/${conversationId}`, fan.token)).json().data.data[0];
    expect(locked).toMatchObject({ isSale: true, price: 5, isBought: false, type: 'photo' });
    expect(locked.files[0].url).toBeNull();
    expect(JSON.stringify(locked)).not.toContain('/files/private/');
    expect(
      (await t.inject('GET', `/messages/conversations/${conversationId}`, creator.token)).json().data.data[0].files[0]
        .url,
    ).toMatch(/\/files\/private\//);

    await t.inject('POST', '/sandbox/cards', fan.token, { number: SANDBOX_CARDS.success, month: 12, year: 2099 });
    await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 });
    const outsider = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', `/wallet/charges/message/${messageId}`, outsider.token, {})).statusCode).toBe(404);
    const bought = await t.inject('POST', `/wallet/charges/message/${messageId}`, fan.token, {});
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data).toMatchObject({ target: 'message', totalPrice: 5, balance: 5 });
    const open = (await t.inject('GET', `/messages/conversations/${conversationId}`, fan.token)).json().data.data[0];
    expect(open.isBought).toBe(true);
    expect(open.files[0].url).toMatch(/\/files\/private\//);
    const status = await t.inject('GET', `/messages/${messageId}/file/${fileId}/status`, fan.token);
    expect(status.json().data.status).toBe('finished');
    expect((await t.inject('GET', `/messages/${messageId}/file/${fileId}/status`, outsider.token)).json()).toEqual(
      NOT_FOUND,
    );
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});

describe('guards and uploads', () => {
  it('answers 401 without a session on every messaging route', async () => {
    const id = '0'.repeat(24);
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', '/conversations'],
      ['POST', '/conversations'],
      ['GET', '/conversations/search'],
      ['GET', `/conversations/${id}`],
      ['GET', `/messages/conversations/${id}`],
      ['POST', `/messages/conversations/${id}`],
      ['DELETE', `/messages/${id}`],
      ['POST', `/messages/${id}/reactions`],
      ['GET', '/messages/total-unread-messages'],
      ['POST', `/messages/read-all/${id}`],
      ['GET', `/messages/${id}/file/${id}/status`],
      ['POST', '/messages/public/file/photo'],
      ['POST', '/messages/private/file/video'],
      ['POST', '/messages/private/file'],
    ];
    for (const [method, url] of routes) expect((await t.inject(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('uploads a message video (processed in the background) and refuses a missing file or a bad kind', async () => {
    const { creator } = await pair();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'message-video-'));
    try {
      await generateTestVideo(path.join(dir, 'v.mp4'), 1);
      const video = fs.readFileSync(path.join(dir, 'v.mp4'));
      for (const url of ['/messages/private/file/video', '/messages/private/file?kind=video']) {
        const form = multipart({}, { file: { filename: 'v.mp4', body: video, contentType: 'video/mp4' } });
        const res = await t.inject('POST', url, null, form.payload, { ...auth(creator.token), ...form.headers });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ success: true, status: 'processing' });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const empty = multipart({ note: 'no file' }, {});
    const missing = await t.inject('POST', '/messages/private/file/video', null, empty.payload, {
      ...auth(creator.token),
      ...empty.headers,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Attach the file in the "file" field']);
    const badKind = await t.inject('POST', '/messages/private/file?kind=pdf', creator.token);
    expect(refusal(badKind)).toEqual([400, ['kind: Invalid option: expected one of "photo"|"video"|"audio"']]);
  });
});
