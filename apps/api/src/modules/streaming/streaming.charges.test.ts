/** Live stream money (contract 3.20): paid entry once per session, and stream tips posted into the chat. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { earnings, tokenTransactions } from '../../db/schema/index.js';
import { refusal, type TestApp } from '../../test/index.js';
import { withStreamingApp } from '../../test/live-streams.js';

let t: TestApp;
const { creator, live, markLive } = withStreamingApp((app) => (t = app));

describe('paid entry and tips', () => {
  it('POST /wallet/charges/stream/{id}: free answers success, paid charges once per session', async () => {
    const c = await creator();
    const fan = await t.services.testing.funded(20);
    const events: { userId: string; event: string; payload: unknown }[] = [];
    const stop = t.services.realtime.listen((userId, event, payload) => events.push({ userId, event, payload }));
    const free = await live(c.token);
    expect((await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`)).statusCode).toBe(401);
    expect((await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`, c.token)).statusCode).toBe(403);
    expect((await t.inject('POST', '/wallet/charges/stream/nope', fan.token)).statusCode).toBe(404);
    const freeRes = await t.inject('POST', `/wallet/charges/stream/${free.stream._id}`, fan.token);
    expect(freeRes.json()).toEqual({ status: 0, data: { success: true } });

    const paid = await live(c.token, { title: 'Paid', description: 'd', isFree: false, price: 5 });
    const noSub = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(noSub.statusCode).toBe(403);
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    const bought = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data).toMatchObject({
      target: 'stream',
      targetId: paid.stream._id,
      type: 'public_chat',
      sessionId: paid.stream.sessionId,
      totalPrice: 5,
      status: 'success',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    const again = await t.inject('POST', `/wallet/charges/stream/${paid.stream._id}`, fan.token);
    expect(refusal(again)).toEqual([422, 'You have already bought this item']);
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    await markLive(paid.stream._id);
    const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
    expect(joined.json().data.stream.hasPurchased).toBe(true);
    const [earning] = await t.services.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.transactionId, bought.json().data._id));
    expect(earning).toMatchObject({ type: 'public_chat', sourceType: 'stream' });
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: fan.user.id,
        event: 'token_transaction_success',
        payload: { item: expect.objectContaining({ _id: paid.stream._id, sessionId: paid.stream.sessionId }) },
      }),
    );
    expect(events.some((e) => e.userId === c.user.id && e.event === 'update_balance')).toBe(true);

    // A new session needs a new purchase.
    const next = await live(c.token, { title: 'Paid 2', description: 'd', isFree: false, price: 5 });
    await markLive(next.stream._id);
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).json().data.stream.hasPurchased).toBe(
      false,
    );
    const second = await t.inject('POST', `/wallet/charges/stream/${next.stream._id}`, fan.token);
    expect(second.statusCode).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(10);
    // A refund withdraws the session's entry.
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const refund = await t.inject('POST', `/admin/wallet/charges/${second.json().data._id}/refund`, admin.token);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    expect((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).json().data.stream.hasPurchased).toBe(
      false,
    );
    const poor = await t.services.testing.funded(3);
    await t.services.testing.subscribe(poor.user.id, c.user.id);
    const short = await t.inject('POST', `/wallet/charges/stream/${next.stream._id}`, poor.token);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('You have an insufficient wallet balance. Please top up.');
    stop();
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });

  it('a stream tip is a stream_tip and posts "<name> tipped $N.NN" into the stream chat', async () => {
    const c = await creator();
    const fan = await t.services.testing.funded(50);
    const { stream, conversation } = await live(c.token);
    const res = await t.inject('POST', `/wallet/charges/tip/${c.user.id}`, fan.token, {
      price: 12.5,
      conversationId: conversation._id,
      streamType: 'stream_public',
      sessionId: stream.sessionId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'stream_tip', sessionId: stream.sessionId, totalPrice: 12.5 });
    const chat = await t.inject('GET', `/messages/stream/${conversation._id}`);
    expect(chat.json().data.data[0]).toMatchObject({
      type: 'tip',
      text: `${fan.user.name} tipped $12.50`,
      senderId: fan.user.id,
      senderInfo: { _id: fan.user.id },
    });
    // A tip naming another creator's conversation still tips, but posts nothing there, and is a plain tip.
    const other = await creator();
    await t.inject('POST', `/wallet/charges/tip/${other.user.id}`, fan.token, {
      price: 10,
      conversationId: conversation._id,
      streamType: 'stream_public',
      sessionId: stream.sessionId,
    });
    expect((await t.inject('GET', `/messages/stream/${conversation._id}`)).json().data.total).toBe(1);
    const rows = await t.services.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, fan.user.id), eq(tokenTransactions.type, 'stream_tip')));
    expect(rows).toHaveLength(1);
    expect((await t.services.ledger.reconcile()).ok).toBe(true);
  });
});
