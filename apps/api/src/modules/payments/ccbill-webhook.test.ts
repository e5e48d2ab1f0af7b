import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ccbillEvents, ledgerTransactions, paymentTransactions } from '../../db/schema/index.js';
import { fakeCcbill, type CcbillEvent } from '../../test/fake-ccbill.js';
import { buildTestApp, refusal, type TestApp } from '../../test/index.js';
import { ledgerAccount } from '../ledger/ledger.service.js';

/** CCBill's webhooks for wallet top-ups (issue #20): allow-list, digests, once-only, reversals and debt. */

const SALT = '7d901dad245fd0ff6bc20d06';
let t: TestApp;
let ccbill: ReturnType<typeof fakeCcbill>;

beforeAll(async () => {
  t = await buildTestApp({ CCBILL_FLEXFORMS_URL: 'http://127.0.0.1:9/flexforms' });
  await t.services.settings.update({
    paymentGateway: 'ccbill',
    ccbillClientAccountNumber: '900000',
    ccbillSubAccountNumber: '0000',
    ccbillFlexformId: 'flex-7',
    ccbillSalt: SALT,
  });
  ccbill = fakeCcbill(t.app, SALT);
});
afterAll(async () => t?.close());

const topUpLink = (token: string, amount = 10) => t.services.testing.topUpLink(token, amount);
const paymentOf = async (paymentUrl: string) =>
  (
    await t.services.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, new URL(paymentUrl).searchParams.get('paymentId')!))
  )[0]!;
const deliver = async (event: CcbillEvent, options?: { ip?: string; json?: boolean }) => {
  const res = await ccbill.deliver(event, options);
  return { status: res.statusCode, body: res.json() };
};
const reconciled = async () => expect((await t.services.ledger.reconcile()).ok).toBe(true);

describe('CCBill webhooks: top-ups', () => {
  it('credits the pending top-up once, for form or JSON bodies, only from the allow-list with the digest', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const link = await topUpLink(fan.token, 12.5);
    const sale = ccbill.checkout(link);

    // A foreign address: 403, nothing stored or credited.
    const foreign = await ccbill.deliver(sale, { ip: '10.0.0.8' });
    expect(refusal(foreign)[0]).toBe(403);
    // A forged digest (a sale signed with another salt): acknowledged, nothing changes.
    const forged = ccbill.checkout(link, { forge: true });
    expect((await deliver(forged)).body.data).toEqual({
      received: true,
      applied: false,
      rejected: 'digest does not match',
    });
    expect(await t.services.testing.balance(fan.token)).toBe(0);

    expect((await deliver(sale)).body.data).toEqual({ received: true, applied: true, rejected: null });
    expect(await t.services.testing.balance(fan.token)).toBe(12.5);
    expect(await paymentOf(link)).toMatchObject({ status: 'success', gatewayRef: sale.fields.transactionId });
    // Redelivered, as JSON this time: applied once.
    expect((await deliver(sale, { json: true })).body.data.applied).toBe(false);
    expect(await t.services.testing.balance(fan.token)).toBe(12.5);
    // The stored event keeps only what is acted on: no name or email.
    const [stored] = await t.services.database.db
      .select()
      .from(ccbillEvents)
      .where(eq(ccbillEvents.eventKey, `NewSaleSuccess:${sale.fields.transactionId}`));
    expect(stored!.fields).not.toHaveProperty('email');
    expect(stored!.fields).not.toHaveProperty('firstName');
    await reconciled();
  });

  it('refuses a sale whose amount differs from the pending payment, and fails a declined one', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const link = await topUpLink(fan.token, 10);
    const cheaper = ccbill.checkout(link);
    cheaper.fields.billedInitialPrice = '1.00';
    expect((await deliver(cheaper)).body.data.rejected).toBe('amount differs from the pending payment');
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    expect((await paymentOf(link)).status).toBe('created');

    const declinedLink = await topUpLink(fan.token, 10);
    expect((await deliver(ccbill.checkout(declinedLink, { approve: false, forge: true }))).body.data.rejected).toBe(
      'digest does not match',
    );
    expect((await paymentOf(declinedLink)).status).toBe('created');
    expect((await deliver(ccbill.checkout(declinedLink, { approve: false }))).body.data.applied).toBe(true);
    expect(await paymentOf(declinedLink)).toMatchObject({ status: 'fail', failureMessage: 'Card declined' });
    await reconciled();
  });

  it('reverses a refunded top-up, also when the refund arrives before the sale', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const link = await topUpLink(fan.token, 20);
    const sale = ccbill.checkout(link);
    const refund = ccbill.reversal('Refund', sale, '20.00');
    // Early: it waits for its sale.
    expect((await deliver(refund)).body.data.applied).toBe(false);
    expect((await deliver(sale)).body.data.applied).toBe(true);
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    expect((await paymentOf(link)).status).toBe('refunded');
    // A chargeback of the same transaction after the refund moves nothing more.
    await deliver(ccbill.reversal('Chargeback', sale, '20.00'));
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    await reconciled();
  });

  it('records a debt for a chargeback of spent tokens, paid back by the next top-up before it can be spent', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const link = await topUpLink(fan.token, 30);
    const sale = ccbill.checkout(link);
    await deliver(sale);
    // The fan spends 25 of the 30 tokens (a ledger movement out of the wallet).
    await t.services.ledger.postNow({
      key: `spend:${fan.user.id}`,
      kind: 'test_spend',
      entries: [
        { account: ledgerAccount.wallet(fan.user.id), amount: -2500 },
        { account: ledgerAccount.platform(), amount: 2500 },
      ],
    });
    await deliver(ccbill.reversal('Chargeback', sale, '30.00'));
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    expect(await t.services.ledger.balance(ledgerAccount.debt(fan.user.id).id)).toBe(-2500);
    await reconciled();
    // The operator sees the debt on the account's money page.
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const money = await t.inject('GET', `/admin/users/${fan.user.id}/money`, admin.token);
    expect(money.json().data).toMatchObject({ walletBalance: 0, walletDebt: -25 });

    // The next top-up of 40 pays the 25 back first.
    const next = await topUpLink(fan.token, 40);
    await deliver(ccbill.checkout(next));
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    expect(await t.services.ledger.balance(ledgerAccount.debt(fan.user.id).id)).toBe(0);
    await reconciled();
  });

  it('pays a debt back from any credit to the wallet: a purchase refunded to it, an operator credit', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    const sale = ccbill.checkout(await topUpLink(fan.token, 30));
    await deliver(sale);
    // The fan spends 25 of the 30 tokens on two posts (10 and 15), then the top-up is charged back.
    const buy = async (price: number) => {
      const feedId = await t.services.testing.lockedPhotoPost(creator.token, price);
      const res = await t.inject('POST', `/wallet/charges/feed/${feedId}`, fan.token, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data._id as string;
    };
    const first = await buy(10);
    await buy(15);
    await deliver(ccbill.reversal('Chargeback', sale, '30.00'));
    const debt = () => t.services.ledger.balance(ledgerAccount.debt(fan.user.id).id);
    expect([await t.services.testing.balance(fan.token), await debt()]).toEqual([0, -2500]);

    // Finance refunds the 10 post to the wallet: the 10 go to the debt, nothing to spend.
    const finance = await t.services.testing.createUserWithSession({ role: 'finance' });
    const refund = await t.inject('POST', `/admin/wallet/charges/${first}/refund`, finance.token, { reason: 'Test' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect([await t.services.testing.balance(fan.token), await debt()]).toEqual([0, -1500]);
    await reconciled();

    // An operator's credit of 20: 15 settle the debt, 5 stay in the wallet; repeated, nothing moves again.
    const credit = {
      userId: fan.user.id,
      account: 'wallet',
      direction: 'credit',
      amount: 20,
      reason: 'Goodwill',
      idempotencyKey: `goodwill-${fan.user.id}`,
    };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.inject('POST', '/admin/ledger/adjustments', finance.token, credit);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect([await t.services.testing.balance(fan.token), await debt()]).toEqual([5, 0]);
    const settlements = await t.services.database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'debt_settlement'));
    expect(settlements.map((row) => row.key)).toEqual(
      expect.arrayContaining([`debt:refund:charge:${first}`, `debt:adjust:goodwill-${fan.user.id}`]),
    );
    await reconciled();
  });

  it('acknowledges event types it does not act on and lifecycle events without a subscription', async () => {
    const res = await ccbill.deliver({ eventType: 'UpgradeSuccess', fields: { subscriptionId: '1' } });
    expect(res.json().data).toEqual({ received: true, applied: false, rejected: 'event type not handled' });
    expect((await deliver({ eventType: 'Refund', fields: {} })).body.data.rejected).toBe('no subscriptionId');
    expect((await t.inject('POST', '/payment/ccbill/callhook')).statusCode).toBe(400);
  });
});
