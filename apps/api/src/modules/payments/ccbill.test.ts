import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CCBILL_CARDS_MESSAGE, ccbillSingleLink } from '../../adapters/payments-ccbill.js';
import { paymentTransactions } from '../../db/schema/index.js';
import { refusal, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/** CCBill (issue #20), as far as it is built: the FlexForms top-up link with its formDigest. */

const FLEXFORMS = 'http://127.0.0.1:9/wap-frontflex/flexforms';
const SETTINGS = {
  ccbillClientAccountNumber: '900000',
  ccbillSubAccountNumber: '0000',
  ccbillFlexformId: 'flex-7',
  ccbillSalt: '7d901dad245fd0ff6bc20d06',
};

let t: TestApp;
withTestApp((app) => (t = app), { CCBILL_FLEXFORMS_URL: FLEXFORMS });

describe('the FlexForms link', () => {
  it('signs price, period and currency with the salt, as CCBill’s guide spells it', () => {
    const link = new URL(
      ccbillSingleLink(
        FLEXFORMS,
        { clientAccnum: '900000', clientSubacc: '0000', flexformId: 'flex-7', salt: SETTINGS.ccbillSalt },
        'pay1',
        1000,
      ),
    );
    expect(link.pathname).toBe('/wap-frontflex/flexforms/flex-7');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      clientAccnum: '900000',
      clientSubacc: '0000',
      initialPrice: '10.00',
      initialPeriod: '30',
      currencyCode: '840',
      // The guide's example string: "10.00308407d901dad245fd0ff6bc20d06".
      formDigest: createHash('md5').update('10.00308407d901dad245fd0ff6bc20d06').digest('hex'),
      paymentId: 'pay1',
    });
  });
});

describe('top-ups through CCBill', () => {
  it('answer { paymentUrl } for a pending payment and credit nothing; cards stay on CCBill’s form', async () => {
    const fan = await t.services.testing.createUserWithSession();
    await t.services.settings.update({ paymentGateway: 'ccbill' });
    try {
      // Not set up: refused, nothing pending.
      expect(refusal(await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10 }))).toEqual([
        422,
        'This payment method is not available',
      ]);
      await t.services.settings.update(SETTINGS);
      const res = await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 12.5 });
      expect(res.statusCode, res.body).toBe(200);
      const link = new URL(res.json().data.paymentUrl);
      expect(`${link.origin}${link.pathname}`).toBe(`${FLEXFORMS}/flex-7`);
      expect(link.searchParams.get('initialPrice')).toBe('12.50');
      const [row] = await t.services.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, link.searchParams.get('paymentId')!));
      expect(row).toMatchObject({
        userId: fan.user.id,
        paymentGateway: 'ccbill',
        status: 'created',
        totalPriceMinor: 1250,
        tokensMinor: 1250,
      });
      expect(await t.services.testing.balance(fan.token)).toBe(0);
      expect(refusal(await t.inject('POST', '/ccbill/cards', fan.token, { token: 'x' }))).toEqual([
        422,
        CCBILL_CARDS_MESSAGE,
      ]);
      expect((await t.inject('POST', '/payment/wallet/top-up', null, { amount: 10 })).statusCode).toBe(401);
      expect((await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 10.001 })).statusCode).toBe(400);
      expect((await t.services.ledger.reconcile()).ok).toBe(true);
    } finally {
      await t.services.settings.update({ paymentGateway: 'sandbox' });
    }
  });
});
