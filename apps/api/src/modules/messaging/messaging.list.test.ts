import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const open = async (token: string, sourceId: string, source = 'performer') => {
  const res = await t.inject('POST', '/conversations', token, { source, sourceId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
};
const send = async (token: string, conversationId: string, text: string) => {
  const res = await t.inject('POST', `/messages/conversations/${conversationId}`, token, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
};

// The list and one conversation's card are one statement built once (messaging.pages.repository.ts):
// a card in the list must be the same as the card read by id, with the caller's flags.
describe('the conversations list', () => {
  it('gives each card as the one-conversation read does, with flags, order, filters and totals', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const subscribedTo = await t.services.testing.createUserWithSession({ role: 'performer' });
    const notSubscribed = await t.services.testing.createUserWithSession({ role: 'performer' });
    await t.services.testing.subscribe(fan.user.id, subscribedTo.user.id);
    const first = await open(fan.token, subscribedTo.user.id);
    const second = await open(fan.token, notSubscribed.user.id);
    await send(notSubscribed.token, second, 'older');
    await send(fan.token, first, 'newer');

    const list = (await t.inject('GET', '/conversations', fan.token)).json().data;
    expect(list.total).toBe(2);
    expect(list.data.map((c: { _id: string }) => c._id)).toEqual([first, second]);
    expect(list.data.map((c: { isSubscribed: boolean; isBlocked: boolean }) => [c.isSubscribed, c.isBlocked])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(list.data[1]).toMatchObject({ totalNotSeenMessages: 1, lastMessage: 'older' });
    for (const card of list.data)
      expect((await t.inject('GET', `/conversations/${card._id}`, fan.token)).json().data).toEqual(card);

    const creatorList = (await t.inject('GET', '/conversations', subscribedTo.token)).json().data;
    expect(creatorList.data[0]).toMatchObject({ recipientInfo: { _id: fan.user.id }, isSubscribed: true });
    expect((await t.inject('GET', `/conversations/${first}`, subscribedTo.token)).json().data).toEqual(
      creatorList.data[0],
    );

    expect((await t.inject('GET', '/conversations?limit=1&offset=5', fan.token)).json().data).toEqual({
      data: [],
      total: 2,
    });
    expect((await t.inject('GET', '/conversations?type=private', fan.token)).json().data.total).toBe(2);
    expect((await t.inject('GET', '/conversations?type=stream', fan.token)).json().data).toEqual({
      data: [],
      total: 0,
    });
    const name = notSubscribed.user.username!;
    const found = (await t.inject('GET', `/conversations/search?keyword=${name}`, fan.token)).json().data;
    expect(found.data.map((c: { _id: string }) => c._id)).toEqual([second]);
    expect((await t.inject('GET', '/conversations?keyword=100%25_', fan.token)).json().data.total).toBe(0);
    expect((await t.inject('GET', '/conversations', undefined)).statusCode).toBe(401);
  });

  it("shows a page's reactions grouped by emoji, the earliest first, and its senders", async () => {
    const fan = await t.services.testing.createUserWithSession();
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    await t.services.testing.subscribe(fan.user.id, creator.user.id);
    const id = await open(fan.token, creator.user.id);
    const message = await send(fan.token, id, 'react to this');
    for (const [token, emoji] of [
      [creator.token, '🔥'],
      [fan.token, '❤️'],
      [fan.token, '🔥'],
    ] as const)
      expect((await t.inject('POST', `/messages/${message}/reactions`, token, { emoji })).statusCode).toBe(200);
    const page = (await t.inject('GET', `/messages/conversations/${id}`, creator.token)).json().data;
    expect(page.data[0]).toMatchObject({
      _id: message,
      senderInfo: { _id: fan.user.id },
      reactions: [
        { emoji: '🔥', userIds: [creator.user.id, fan.user.id] },
        { emoji: '❤️', userIds: [fan.user.id] },
      ],
    });
  });
});
