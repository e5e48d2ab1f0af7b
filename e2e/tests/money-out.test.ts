import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, field, open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Lets a dialog finish its opening transition before a screenshot. */
const settled = (page: Page) => page.waitForTimeout(400);

/** Errors the journeys cause on purpose: the payout under the minimum (422). */
const expected = (errors: string[]) => errors.filter((e) => !/^422 .*\/payout-requests$/.test(e));

interface Session {
  user: { id: string };
  token: string;
}

suite('money out: payouts and orders', () => {
  let stack: Stack;
  let creator: Session;
  let fan: Session;
  let finance: Session;

  beforeAll(async () => {
    stack = await startStack();
    const testing = stack.api.services.testing;
    creator = await testing.createUserWithSession({ role: 'performer', username: 'harbourprints' });
    expect(
      (await callApi(stack.api, 'PUT', '/performers/me', { token: creator.token, body: { name: 'Harbour Prints' } }))
        .status,
    ).toBe(200);
    fan = await testing.funded(100);
    finance = await testing.createUserWithSession({ role: 'finance', username: 'financedesk' });
    // A fan tips 150 tokens while the site holds no earnings (earningHoldDays 0): 120 net, withdrawable at once.
    const settings = stack.api.services.settings;
    await settings.update({ earningHoldDays: 0 });
    const tipper = await testing.funded(200);
    const tip = await callApi(stack.api, 'POST', `/wallet/charges/tip/${creator.user.id}`, {
      token: tipper.token,
      body: { price: 150, note: 'For the harbour series' },
    });
    expect(tip.status).toBe(200);
    // What the release job does on its next run.
    await stack.api.services.earnings.releaseDue();
    await settings.update({ earningHoldDays: 7 });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('81. a creator sets up a bank account and asks for a payout; finance approves and pays it; the creator sees it paid', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Payout methods: the bank form checks its fields with the shared schema, then saves.
    await open(page, '/creator/account?tab=banking');
    const bank = page.getByTestId('banking-form');
    await page.getByTestId('banking-save').click();
    await bank.getByText('Enter the bank name').waitFor();
    await field(page, 'Account holder first name').fill('Robin');
    await field(page, 'Account holder last name').fill('Harbour');
    await field(page, 'Bank name').fill('First Test Bank');
    await field(page, 'Account number or IBAN').fill('GB33BUKB20201555555555');
    await page.getByTestId('banking-save').click();
    await page.getByText('Bank details saved.').waitFor();
    expect(await page.getByTestId('stripe-status').innerText()).toBe('Not connected');
    await stack.screenshot(page, '81-payout-methods');

    // The payouts page: balances, then a request under the minimum is refused in the seed's words.
    await open(page, '/creator/payouts');
    await page.getByTestId('payout-requestable').getByText('120 tokens').waitFor();
    await page.getByTestId('payout-amount').fill('20');
    await page.getByTestId('payout-submit').click();
    await page.getByTestId('payout-error').getByText('Minimum payout amount is $50').waitFor();
    await page.getByTestId('payout-amount').fill('90');
    await page.getByTestId('payout-submit').click();
    const row = page.getByTestId('payout-row').first();
    await row.getByTestId('payout-status').getByText('Pending').waitFor();
    await page.getByTestId('payout-requestable').getByText('30 tokens').waitFor();
    // While pending it can be changed: the hold follows the amount.
    await row.getByTestId('payout-edit').click();
    const edit = page.getByRole('dialog');
    await edit.getByTestId('payout-amount').fill('100');
    await edit.getByTestId('payout-submit').click();
    await edit.waitFor({ state: 'detached' });
    await row.getByTestId('payout-tokens').getByText('100 tokens').waitFor();
    await page.getByTestId('payout-requestable').getByText('20 tokens').waitFor();
    await stack.screenshot(page, '81-payouts-requested');

    // Finance staff approve it, then mark it paid, each with a note.
    const staffContext = await stack.newContext();
    await stack.signIn(staffContext, finance.token);
    const staff = await staffContext.newPage();
    const staffErrors = collectPageErrors(staff);
    await open(staff, '/admin/payouts');
    await staff.getByRole('link', { name: 'Payouts' }).waitFor();
    await staff.getByTestId('payout-open').first().click();
    const review = staff.getByTestId('payout-review');
    await review.getByText('GB33BUKB20201555555555').waitFor();
    await staff.getByTestId('payout-note').fill('Sent with the Friday batch');
    await settled(staff);
    await stack.screenshot(staff, '81-admin-payout-review', { fullPage: false });
    await staff.getByTestId('payout-approved').click();
    await review.waitFor({ state: 'detached' });
    await staff.getByTestId('payout-status').getByText('Approved').waitFor();
    await staff.getByTestId('payout-open').first().click();
    await staff.getByTestId('payout-note').fill('Paid on Friday');
    await staff.getByTestId('payout-done').click();
    await staff.getByTestId('payout-status').getByText('Paid').waitFor();
    await stack.screenshot(staff, '81-admin-payouts');
    expect(staffErrors).toEqual([]);
    await staffContext.close();

    // The creator sees it paid, with the team's note, and the paid-out figure.
    await open(page, '/creator/payouts');
    await row.getByTestId('payout-status').getByText('Paid').waitFor();
    await row.getByTestId('payout-admin-note').getByText('Paid on Friday').waitFor();
    await page.getByTestId('payout-paid-out').getByText('100 tokens').waitFor();
    expect(await page.getByTestId('payout-earned').innerText()).toBe('120 tokens');
    await stack.screenshot(page, '81-payouts-paid');
    expect(expected(errors)).toEqual([]);
    await context.close();

    // On a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, creator.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/creator/payouts');
    await phonePage.getByTestId('payout-row').first().waitFor();
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '81-payouts-phone-dark');
    await phone.close();
  });

  it('82. a fan buys a physical product to a new address; the creator ships it; the fan sees the tracking code', async () => {
    const product = await stack.api.services.testing.buildProduct(creator.token, {
      name: 'Signed harbour poster',
      price: '20',
      stock: '3',
    });
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The buy dialog asks where to send it: no address yet, so the address form is open.
    await open(page, `/store/${product.slug}`);
    await page.getByTestId('buy-button').click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByTestId('shipping-picker').waitFor();
    await page.getByTestId('address-save').click();
    await dialog.getByText('Street address is required').waitFor();
    await page.getByTestId('address-name').fill('Jamie Fan');
    await page.getByTestId('address-streetAddress').fill('Quay Street');
    await page.getByTestId('address-streetNumber').fill('4');
    await page.getByTestId('address-city').fill('Bristol');
    await page.getByTestId('address-zipCode').fill('BS1 4DJ');
    await page.getByTestId('address-country').fill('United Kingdom');
    await page.getByTestId('address-save').click();
    await page.getByTestId('shipping-address').waitFor();
    await page.getByTestId('shipping-phone').fill('+44 117 496 0000');
    await settled(page);
    await stack.screenshot(page, '82-buy-with-address', { fullPage: false });
    await page.getByTestId('purchase-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    // My orders: processing, to that address.
    await open(page, '/orders');
    const order = page.getByTestId('order-row').first();
    await order.getByTestId('order-status').getByText('Processing').waitFor();
    expect(await order.getByTestId('order-address').innerText()).toContain('4 Quay Street, Bristol, BS1 4DJ');
    await stack.screenshot(page, '82-my-orders');

    // The creator ships it with a tracking code.
    const sellerContext = await stack.newContext();
    await stack.signIn(sellerContext, creator.token);
    const seller = await sellerContext.newPage();
    const sellerErrors = collectPageErrors(seller);
    await open(seller, '/creator/orders');
    const sold = seller.getByTestId('order-row').filter({ hasText: 'Signed harbour poster' });
    await sold.getByTestId('order-ship').click();
    await seller.getByTestId('ship-code').fill('RM123456789GB');
    await settled(seller);
    await stack.screenshot(seller, '82-creator-ship', { fullPage: false });
    await seller.getByTestId('ship-confirm').click();
    await sold.getByTestId('order-status').getByText('Shipped').waitFor();
    await stack.screenshot(seller, '82-creator-orders');

    // The earnings page shows the sale (gross, commission, net, hold) and downloads the ledger as CSV.
    await open(seller, '/creator/earnings');
    await seller.getByTestId('earning-row').filter({ hasText: 'Store' }).first().waitFor();
    const [download] = await Promise.all([
      seller.waitForEvent('download'),
      seller.getByTestId('earnings-export').click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('account balance');
    expect(csv).toContain('payout');
    await stack.screenshot(seller, '82-earnings-export');
    expect(sellerErrors).toEqual([]);
    await sellerContext.close();

    // The fan's order shows the tracking code and the timeline, in the dark theme.
    const dark = await stack.newContext();
    await dark.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(dark, fan.token);
    const darkPage = await dark.newPage();
    await open(darkPage, '/orders');
    await darkPage.getByTestId('order-link').first().click();
    await darkPage.getByTestId('order-tracking').getByText('RM123456789GB').waitFor();
    await darkPage.getByTestId('order-timeline').waitFor();
    await stack.screenshot(darkPage, '82-order-shipped-dark');
    await dark.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
