import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCcbill, startFakeDatalink, type CcbillEvent } from '../../apps/api/src/test/fake-ccbill.js';
import { accessUntil, callApi, open, settled } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const SALT = 'e2e-ccbill-salt';
const FLEXFORMS = 'https://flexforms.ccbill.test/flexforms';

/**
 * CCBill's FlexForms page, served in place of CCBill's: "Pay" asks the fake CCBill (through an
 * exposed function) to post the sale's webhook, then goes back to the site's approval URL.
 */
const flexformPage = (webUrl: string) => `<!doctype html><html><body>
<h1>CCBill (test form)</h1><button id="pay">Pay</button>
<script>
document.getElementById('pay').addEventListener('click', async function () {
  await window.__ccbillPays(location.href);
  location.href = ${JSON.stringify(`${webUrl}/payment/success`)};
});
</script></body></html>`;

suite('wallet with the CCBill gateway', () => {
  let stack: Stack;
  let datalink: Awaited<ReturnType<typeof startFakeDatalink>>;

  /** Serves the stand-in FlexForms page in `context`; its "Pay" delivers the sale, handed to `paid`. */
  async function routeFlexforms(context: BrowserContext, paid: (sale: CcbillEvent) => void) {
    const ccbill = fakeCcbill(stack.api.app, SALT);
    await context.route(/^https:\/\/flexforms\.ccbill\.test\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: flexformPage(stack.web.url) }),
    );
    await context.exposeFunction('__ccbillPays', async (url: string) => {
      const sale = ccbill.checkout(url);
      const res = await ccbill.deliver(sale);
      expect(res.json().data.applied).toBe(true);
      paid(sale);
    });
    return ccbill;
  }

  beforeAll(async () => {
    datalink = await startFakeDatalink();
    stack = await startStack({ apiEnv: { CCBILL_FLEXFORMS_URL: FLEXFORMS, CCBILL_DATALINK_URL: datalink.url } });
    await stack.api.services.settings.update({
      paymentGateway: 'ccbill',
      ccbillClientAccountNumber: '900000',
      ccbillSubAccountNumber: '0000',
      ccbillFlexformId: 'flex-e2e',
      ccbillSalt: SALT,
    });
  }, 600_000);

  afterAll(async () => {
    await stack?.close();
    await datalink?.close();
  });

  it('102. a fan tops up on CCBill’s payment form and lands on /payment/success with the balance credited', async () => {
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'ccbillfan' });
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    await routeFlexforms(context, () => undefined);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/wallet');
    await page.getByTestId('topup-amount').fill('20');
    // Desktop: the form opens in a new tab; the wallet stays.
    const [form] = await Promise.all([context.waitForEvent('page'), page.getByTestId('topup-submit').click()]);
    await form.waitForLoadState();
    expect(form.url()).toContain('/flexforms/flex-e2e?');
    expect(new URL(form.url()).searchParams.get('initialPrice')).toBe('20.00');
    await stack.screenshot(form, '102-ccbill-form', { fullPage: false });
    await form.getByRole('button', { name: 'Pay' }).click();
    await form.waitForURL(/\/payment\/success/);
    await form.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await form.getByTestId('payment-success').waitFor();
    await expect.poll(() => form.getByTestId('payment-balance').innerText()).toContain('20 tokens');
    await expect.poll(() => form.getByTestId('payment-status').innerText()).toBe('Your payment is confirmed.');
    await stack.screenshot(form, '102-ccbill-success');
    // The wallet tab stayed, and heard of it too.
    expect(new URL(page.url()).pathname).toBe('/wallet');
    await expect.poll(() => page.getByTestId('wallet-balance').innerText()).toBe('20 tokens');
    expect(errors).toEqual([]);
    expect((await stack.api.services.ledger.reconcile()).ok).toBe(true);
    await context.close();
  }, 120_000);

  it('104. the operator switches the gateway to CCBill; a fan subscribes monthly on its form and cancels; a chargeback reverses the creator’s earning', async () => {
    // The operator: Payments group, gateway ccbill; CCBill group, the DataLink account (a secret shows only as set).
    await stack.api.services.settings.update({ paymentGateway: 'sandbox' });
    const admin = await stack.api.services.testing.createUserWithSession({ role: 'admin', username: 'ccbilladmin' });
    const adminContext = await stack.newContext();
    await stack.signIn(adminContext, admin.token);
    const settingsPage = await adminContext.newPage();
    const settingsErrors = collectPageErrors(settingsPage);
    await open(settingsPage, '/admin/settings?group=payments');
    await settingsPage.getByTestId('setting-paymentGateway').fill('ccbill');
    await settingsPage.getByTestId('settings-save').click();
    await settingsPage.getByText('Settings saved').waitFor();
    expect(await stack.api.services.settings.get('paymentGateway')).toBe('ccbill');
    await stack.screenshot(settingsPage, '104-settings-payments');
    await settingsPage.getByTestId('settings-group-ccbill').click();
    await settingsPage.getByTestId('setting-ccbillDatalinkUsername').fill('dl-e2e');
    await settingsPage.getByTestId('setting-ccbillDatalinkPassword').fill('dl-e2e-password');
    await settingsPage.getByTestId('settings-save').click();
    await settingsPage.getByTestId('setting-ccbillDatalinkPassword-state').getByText('set', { exact: true }).waitFor();
    await stack.screenshot(settingsPage, '104-settings-ccbill');
    expect(settingsErrors).toEqual([]);
    await adminContext.close();

    const creator = await stack.api.services.testing.createUserWithSession({
      role: 'performer',
      username: 'velvetroom',
    });
    const profile = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: { name: 'Velvet Room', monthlyPrice: 9.95, yearlyPrice: 99 },
    });
    expect(profile.status).toBe(200);

    // The fan subscribes monthly, "Card (secure payment page)": CCBill's form opens in a new tab.
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'ccbillmonthly' });
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const sales: CcbillEvent[] = [];
    const ccbill = await routeFlexforms(context, (sale) => sales.push(sale));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/velvetroom');
    await page.getByTestId('subscribe-button').click();
    await page.getByTestId('subscription-modal').waitFor();
    await page.getByTestId('subscription-option-monthly').click();
    await page.getByTestId('subscription-method-card').click();
    expect(await page.getByTestId('subscription-confirm').innerText()).toBe('Pay $9.95 by card');
    await settled(page);
    await stack.screenshot(page, '104-subscribe-dialog', { fullPage: false });
    const [form] = await Promise.all([context.waitForEvent('page'), page.getByTestId('subscription-confirm').click()]);
    await form.waitForLoadState();
    const link = new URL(form.url()).searchParams;
    expect([
      link.get('initialPrice'),
      link.get('recurringPrice'),
      link.get('recurringPeriod'),
      link.get('numRebills'),
    ]).toEqual(['9.95', '9.95', '30', '99']);
    await form.getByRole('button', { name: 'Pay' }).click();
    await form.waitForURL(/\/payment\/success/);
    await form.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => form.getByTestId('payment-status').innerText()).toBe('Your payment is confirmed.');
    await form.close();

    // My subscriptions: monthly through CCBill; cancelling goes through DataLink, access stays until expiry.
    const until = await accessUntil(stack.api, fan.token);
    await open(page, '/user/subscriptions');
    const row = page.getByTestId('subscription-row');
    await row.waitFor();
    expect(await row.innerText()).toContain('Velvet Room');
    expect(await row.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await row.getByTestId('subscription-date-line').innerText()).toBe(`Renews on ${until}`);
    await row.getByTestId('subscription-cancel').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You keep access to Velvet Room until ${until}`);
    await page.getByTestId('confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByTestId('subscription-date-line').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await row.getByTestId('subscription-date-line').innerText()).toBe(`Cancelled — access until ${until}`);
    await stack.screenshot(page, '104-subscription-cancelled');
    expect(Object.fromEntries(datalink.calls.at(-1)!)).toMatchObject({
      action: 'cancelSubscription',
      subscriptionId: sales[0]!.fields.subscriptionId,
      username: 'dl-e2e',
      password: 'dl-e2e-password',
    });
    expect(errors).toEqual([]);
    await context.close();

    // CCBill charges the sale back: the creator's earning shows as refunded, out of the period's sums.
    const chargeback = await ccbill.deliver(ccbill.reversal('Chargeback', sales[0]!, '9.95'));
    expect(chargeback.json().data.applied).toBe(true);
    const creatorContext = await stack.newContext();
    await stack.signIn(creatorContext, creator.token);
    const earnings = await creatorContext.newPage();
    const earningsErrors = collectPageErrors(earnings);
    await open(earnings, '/creator/earnings');
    const earning = earnings.getByTestId('earning-row').first();
    await earning.waitFor();
    expect(await earning.getByTestId('earning-gross').innerText()).toBe('$9.95');
    expect(await earning.getByTestId('earning-hold').innerText()).toBe('Refunded');
    expect(await earnings.getByTestId('earnings-gross').innerText()).toBe('$0.00');
    expect(await earnings.getByTestId('earnings-pending').innerText()).toBe('$0.00');
    await stack.screenshot(earnings, '104-earnings-chargeback');
    expect(earningsErrors).toEqual([]);
    expect((await stack.api.services.ledger.reconcile()).ok).toBe(true);
    await creatorContext.close();
  }, 180_000);

  it('105. a top-up charged back after the tokens were spent: finance sees the fan’s debt in Money → Debts and on the account page', async () => {
    const creator = await stack.api.services.testing.createUserWithSession({
      role: 'performer',
      username: 'debtcreator',
    });
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'ccbilldebtor' });
    const ccbill = fakeCcbill(stack.api.app, SALT);
    const topUp = await callApi<{ paymentUrl: string }>(stack.api, 'POST', '/payment/wallet/top-up', {
      token: fan.token,
      body: { amount: 10 },
    });
    const sale = ccbill.checkout(topUp.data.paymentUrl);
    expect((await ccbill.deliver(sale)).json().data.applied).toBe(true);
    const tip = await callApi(stack.api, 'POST', `/wallet/charges/tip/${creator.user.id}`, {
      token: fan.token,
      body: { price: 10 },
    });
    expect(tip.status).toBe(200);
    expect((await ccbill.deliver(ccbill.reversal('Chargeback', sale, '10.00'))).json().data.applied).toBe(true);

    const finance = await stack.api.services.testing.createUserWithSession({
      role: 'finance',
      username: 'ccbillfinance',
    });
    const context = await stack.newContext();
    await stack.signIn(context, finance.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/admin/money');
    await page.getByRole('tab', { name: 'Debts' }).click();
    await page.waitForURL('**/admin/money/debts');
    const debts = page.getByTestId('admin-wallet-debts');
    const row = debts.getByRole('row', { name: /ccbilldebtor/ });
    await row.waitFor();
    expect(await row.getByTestId('wallet-debt-owed').innerText()).toBe('10 tokens');
    await stack.screenshot(page, '105-money-debts');
    await row.getByTestId('wallet-debt-fan').click();
    await page.waitForURL(`**/admin/users/${fan.user.id}`);
    await expect.poll(() => page.getByTestId('user-debt').innerText()).toContain('10 tokens');
    await stack.screenshot(page, '105-account-debt');
    expect(errors).toEqual([]);
    expect((await stack.api.services.ledger.reconcile()).ok).toBe(true);
    await context.close();
  }, 120_000);
});
