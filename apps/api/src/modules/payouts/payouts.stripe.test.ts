import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { gatewayAccounts, notifications } from '../../db/schema/index.js';
import type { FakeStripe } from '../../test/fake-stripe.js';
import { refusal, type TestApp } from '../../test/index.js';
import { withStripeApp } from '../../test/lifecycle.js';
import { staffSessions, type StaffSessions } from '../../test/staff.js';
import { booksBalance, clearing, withdrawable } from './payouts-testing.js';

/**
 * Stripe Connect payouts against the local fake Stripe: marking a request done sends a transfer,
 * `transfer.reversed` reopens it, `account.updated` keeps the account's state (docs/money.md).
 */

let stripe: FakeStripe;
let t: TestApp;
let staff: StaffSessions;
withStripeApp(
  async (app, fake) => {
    t = app;
    stripe = fake;
    staff = await staffSessions(t);
  },
  { tokenConversionRate: 0.5 },
);

const ask = (token: string, requestTokens: number) =>
  t.inject('POST', '/payout-requests', token, { source: 'performer', requestTokens, paymentAccountType: 'stripe' });
const decide = (id: string, status: string, adminNote = '') =>
  t.inject('POST', `/admin/payout-requests/status/${id}`, staff.finance.token, { status, adminNote });
const view = async (token: string, id: string) =>
  (await t.inject('GET', `/payout-requests/${id}/view`, token)).json().data;

/** A request for `requestTokens` asked, approved and marked done (which sends its transfer). */
async function paidOut(token: string, requestTokens: number) {
  const request = (await ask(token, requestTokens)).json().data;
  await decide(request._id, 'approved');
  expect((await decide(request._id, 'done')).statusCode).toBe(200);
  return request;
}

/** Delivers every event Stripe recorded since `mark`, each twice (Stripe may repeat itself). */
async function deliverSince(mark: number) {
  for (const event of stripe.eventsSince(mark).flatMap((e) => [e, e])) {
    const res = await stripe.deliver(t.app, event);
    expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
  }
}

async function connectedCreator(earned: number) {
  const creator = await t.services.testing.creator();
  await t.services.testing.earned(creator.user.id, earned);
  expect((await t.inject('POST', '/stripe/accounts', creator.token)).statusCode).toBe(200);
  const [account] = await t.services.database.db
    .select()
    .from(gatewayAccounts)
    .where(eq(gatewayAccounts.userId, creator.user.id));
  return { ...creator, accountId: account!.accountId };
}

const transfersTo = (accountId: string) => [...stripe.transfers.values()].filter((x) => x.destination === accountId);

describe('stripe connect payouts', () => {
  it('account.updated records the account’s state; marking done sends one transfer named by the request', async () => {
    const creator = await connectedCreator(100);
    expect((await t.inject('GET', '/stripe/accounts', creator.token)).json().data).toEqual({
      connected: true,
      payoutsEnabled: false,
    });
    const res = await ask(creator.token, 60);
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().data;
    expect(request.paymentAccountInfo).toMatchObject({ accountId: creator.accountId, paymentGateway: 'stripe' });
    expect((await decide(request._id, 'approved')).statusCode).toBe(200);

    // Onboarding not finished: Stripe refuses the transfer, the operator sees why, nothing moves.
    const refused = await decide(request._id, 'done', 'Paid');
    expect(refusal(refused)[0]).toBe(422);
    expect(refusal(refused)[1]).toMatch(/capabilities enabled: transfers/);
    expect(await view(creator.token, request._id)).toMatchObject({ status: 'approved', payoutId: null });
    expect(await clearing(t)).toBeGreaterThanOrEqual(6000);
    await booksBalance(t);

    const mark = stripe.mark();
    stripe.activateAccount(creator.accountId);
    await deliverSince(mark);
    expect((await t.inject('GET', '/stripe/accounts', creator.token)).json().data).toEqual({
      connected: true,
      payoutsEnabled: true,
    });

    const before = await clearing(t);
    const done = await decide(request._id, 'done', 'Paid by Stripe');
    expect(done.statusCode, done.body).toBe(200);
    const [transfer] = transfersTo(creator.accountId);
    // 60 tokens at 0.5 = $30.00; the request names the transfer and the transfer the request.
    expect(transfer).toMatchObject({ amount: 3000, currency: 'usd', metadata: { payoutRequestId: request._id } });
    const sent = stripe.requests.filter((r) => r.path === '/v1/transfers');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(
      sent.map(() => expect.stringContaining(`payout:${request._id}:`)),
    );
    expect(await view(creator.token, request._id)).toMatchObject({ status: 'done', payoutId: transfer!.id });
    expect(await clearing(t)).toBe(before - 6000);
    // Done once: asking again changes nothing and sends nothing.
    expect(refusal(await decide(request._id, 'done'))).toEqual([422, PAYOUT_MESSAGES.transition('done', 'done')]);
    expect(transfersTo(creator.accountId)).toHaveLength(1);
    await booksBalance(t);
  });

  it('transfer.reversed reopens the request with its tokens held again; paid again, a new transfer', async () => {
    const creator = await connectedCreator(100);
    stripe.activateAccount(creator.accountId);
    const request = await paidOut(creator.token, 80);
    const [first] = transfersTo(creator.accountId);
    const held = await clearing(t);

    const mark = stripe.mark();
    stripe.reverseTransfer(first!.id);
    await deliverSince(mark);
    expect(await view(creator.token, request._id)).toMatchObject({
      status: 'approved',
      payoutId: null,
      adminNote: PAYOUT_MESSAGES.transferReversed,
    });
    // Back in payout clearing (once, though the event came twice); the creator's balance is untouched.
    expect(await clearing(t)).toBe(held + 8000);
    expect(await withdrawable(t, creator.user.id)).toBe(2000);
    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    const told = await t.services.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.user.id));
    expect(told.filter((n) => n.type === 'payout_status').length).toBeGreaterThanOrEqual(3);
    await booksBalance(t);

    expect((await decide(request._id, 'done')).statusCode).toBe(200);
    const all = transfersTo(creator.accountId);
    expect(all).toHaveLength(2);
    expect(await view(creator.token, request._id)).toMatchObject({ status: 'done', payoutId: all[1]!.id });
    expect(await clearing(t)).toBe(held);
    await booksBalance(t);
  });

  it('a reversal after the creator asked again gives the tokens back to their balance and rejects the request', async () => {
    const creator = await connectedCreator(200);
    stripe.activateAccount(creator.accountId);
    const paid = await paidOut(creator.token, 100);
    const next = await ask(creator.token, 50);
    expect(next.statusCode, next.body).toBe(200);
    expect(await withdrawable(t, creator.user.id)).toBe(5000);

    const mark = stripe.mark();
    stripe.reverseTransfer(transfersTo(creator.accountId)[0]!.id);
    await deliverSince(mark);
    expect(await view(creator.token, paid._id)).toMatchObject({
      status: 'rejected',
      adminNote: PAYOUT_MESSAGES.transferReturned,
    });
    expect(await withdrawable(t, creator.user.id)).toBe(15_000);
    expect(await view(creator.token, next.json().data._id)).toMatchObject({ status: 'pending' });
    await booksBalance(t);
  });

  it('an event for a transfer or account it does not know changes nothing', async () => {
    const other = await connectedCreator(0);
    const mark = stripe.mark();
    stripe.activateAccount(other.accountId);
    const events = stripe.eventsSince(mark);
    // Someone else's account (not ours to store): accepted, nothing written.
    await t.services.database.db.delete(gatewayAccounts).where(eq(gatewayAccounts.userId, other.user.id));
    for (const event of events) expect((await stripe.deliver(t.app, event)).statusCode).toBe(200);
    expect(await t.inject('GET', '/stripe/accounts', other.token).then((r) => r.json().data)).toEqual({
      connected: false,
      payoutsEnabled: false,
    });
    await booksBalance(t);
  });
});
