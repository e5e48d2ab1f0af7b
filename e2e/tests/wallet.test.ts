import { testImage } from '@fanlane/api/testing';
import { SANDBOX_CARDS } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The post card whose text contains `text`. */
const card = (page: Page, text: string) => page.getByTestId('feed-card').filter({ hasText: text });

/** Waits until the header shows `balance` (phones show the number alone; the label names it). */
const headerShows = (page: Page, balance: string) =>
  page.locator(`[data-testid="header-balance"][aria-label="Wallet: ${balance}"]`).waitFor();

/** Lets a dialog finish its opening transition before a screenshot. */
const settled = (page: Page) => page.waitForTimeout(400);

/** Adds a sandbox card through the wallet's card form. */
async function addCard(page: Page, number: string, holder: string) {
  await page.getByTestId('add-card-button').click();
  const form = page.getByTestId('add-card-form');
  await form.waitFor();
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-month').fill('12');
  await page.getByTestId('card-year').fill('34');
  await page.getByTestId('card-holder').fill(holder);
  await page.getByTestId('card-save').click();
  await form.waitFor({ state: 'detached' });
  await page
    .getByTestId('saved-card')
    .filter({ hasText: number.slice(-4) })
    .waitFor();
}

/** Errors the journeys cause on purpose: refused top-ups (422) and an unknown coupon (404). */
const expected = (errors: string[]) =>
  errors.filter(
    (e) => !/^422 .*\/payment\/wallet\/top-up$/.test(e) && !/^404 .*\/coupons\/NOPE\/apply-coupon$/.test(e),
  );

suite('wallet journeys', () => {
  let stack: Stack;
  let creator: { user: { id: string }; token: string };
  let fan: { user: { id: string }; token: string };

  beforeAll(async () => {
    stack = await startStack();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'harbourlight' });
    const named = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: { name: 'Harbour Light' },
    });
    expect(named.status).toBe(200);
    fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'walletfan' });

    // A token package with a bonus and a coupon, as an operator would set them up.
    const db = stack.api.services.database.db;
    await db.execute(
      "INSERT INTO token_packages (id, name, description, ordering, price_minor, tokens_minor) VALUES ('pkge2e000001', 'Starter', '10 tokens and 2 free', 1, 1000, 1200), ('pkge2e000002', 'Fan pack', 'For regulars', 2, 5000, 6000)",
    );
    await db.execute("INSERT INTO coupons (id, code, value) VALUES ('cpne2e000001', 'HARBOUR10', '0.1')");

    // A pay-per-view photo post, made through the API as the composer would.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage(640, 480))], { type: 'image/png' }), 'ppv.png');
    const uploaded = await fetch(`${stack.api.url}/performer/feeds/photo/upload`, {
      method: 'POST',
      headers: { Authorization: creator.token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: { _id: string } }).data;
    const ppv = await callApi(stack.api, 'POST', '/performer/feeds', {
      token: creator.token,
      body: {
        type: 'photo',
        text: 'Pay-per-view: sunrise over the harbour',
        fileIds: [file._id],
        isSale: true,
        price: 5,
      },
    });
    expect(ppv.status).toBe(200);
    const pricey = await callApi(stack.api, 'POST', '/performer/feeds', {
      token: creator.token,
      body: { type: 'photo', text: 'The full-resolution archive', fileIds: [file._id], isSale: true, price: 250 },
    });
    expect(pricey.status).toBe(200);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('24. a fan adds cards and tops up: at once, through the 3-D Secure step, and a declined card', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The header shows the balance and leads to the wallet.
    await open(page, '/home');
    await headerShows(page, '0 tokens');
    await page.getByTestId('header-balance').click();
    await page.waitForURL('**/wallet');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('0 tokens');
    await page.getByTestId('no-cards').waitFor();
    // Packages show their tokens, price and bonus.
    const starter = page.getByTestId('token-package').filter({ hasText: 'Starter' });
    expect(await starter.innerText()).toMatch(/12 tokens[\s\S]*for \$10\.00[\s\S]*\+2 tokens bonus/);

    // Out of bounds: the form says so before calling the API.
    await page.getByTestId('topup-amount').fill('1');
    await page.getByTestId('topup-submit').click();
    await page.getByText('Minimum top up amount is $2.95').waitFor();

    // A coupon lowers the price, not the tokens.
    await page.getByTestId('topup-amount').fill('20');
    await page.getByTestId('coupon-code').fill('NOPE');
    await page.getByTestId('coupon-apply').click();
    await page.getByText('Invalid coupon code').waitFor();
    await page.getByTestId('coupon-code').fill('HARBOUR10');
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-applied').filter({ hasText: '10% off' }).waitFor();
    expect(await page.getByTestId('topup-price').innerText()).toBe('$18.00');
    expect(await page.getByTestId('topup-submit').innerText()).toBe('Pay $18.00');
    await stack.screenshot(page, '24-wallet-top-up');

    // No card yet: the sandbox pays with its built-in approving card, at once:
    // 20 tokens, in the page and in the header.
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-success').waitFor();
    expect(await page.getByTestId('topup-success').innerText()).toContain('20 tokens added');
    await headerShows(page, '20 tokens');
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('20 tokens');

    // The card form lists the sandbox's test cards.
    await page.getByTestId('add-card-button').click();
    await page.getByTestId('sandbox-cards').waitFor();
    expect(await page.getByTestId('sandbox-cards').innerText()).toContain('4000 0025 0000 3155');
    await page.getByTestId('card-save').click();
    await page.getByText('Card number is not valid').waitFor();
    await page.getByTestId('card-number').fill(SANDBOX_CARDS.success);
    await page.getByTestId('card-month').fill('12');
    await page.getByTestId('card-year').fill('34');
    await page.getByTestId('card-holder').fill('Robin Walker');
    await settled(page);
    await stack.screenshot(page, '24-add-card', { fullPage: false });
    await page.getByTestId('card-save').click();
    await page.getByTestId('add-card-form').waitFor({ state: 'detached' });
    await page.getByTestId('saved-card').filter({ hasText: '4242' }).waitFor();

    // A card that asks for confirmation: the confirm step, then the tokens.
    await addCard(page, SANDBOX_CARDS.authenticate, 'Robin Walker');
    await page.getByTestId('topup-amount').fill('10');
    await page.getByTestId('topup-submit').click();
    const confirm = page.getByTestId('authenticate-dialog');
    await confirm.waitFor();
    expect(await page.getByRole('dialog', { name: 'Confirm this payment' }).innerText()).toContain('$10.00');
    await settled(page);
    await stack.screenshot(page, '24-confirm-payment', { fullPage: false });
    await page.getByTestId('authenticate-approve').click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('topup-success').waitFor();
    await headerShows(page, '30 tokens');

    // Failing the confirm step credits nothing.
    await page.getByTestId('topup-amount').fill('5');
    await page.getByTestId('topup-submit').click();
    await confirm.waitFor();
    await page.getByTestId('authenticate-fail').click();
    await page.getByTestId('topup-error').filter({ hasText: 'Authentication failed' }).waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('30 tokens');

    // A declined card: its message, and nothing credited.
    await addCard(page, SANDBOX_CARDS.declined, 'Robin Walker');
    await page.getByTestId('topup-amount').fill('10');
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-error').filter({ hasText: 'Your card was declined' }).waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('30 tokens');
    await stack.screenshot(page, '24-card-declined');

    // A package, paid with the first card.
    await page.getByTestId('saved-card').filter({ hasText: '4242' }).getByRole('radio').check();
    await starter.click();
    expect(await page.getByTestId('topup-submit').innerText()).toBe('Pay $10.00');
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-success').filter({ hasText: '12 tokens added' }).waitFor();
    await headerShows(page, '42 tokens');

    // The top-ups in the history, declined and failed ones too.
    await page.getByTestId('history-payments').click();
    await page.getByTestId('payment-row').first().waitFor();
    const rows = await page.getByTestId('payment-row').allInnerTexts();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.join('\n')).toMatch(/Coupon HARBOUR10[\s\S]*Paid[\s\S]*\+20 tokens[\s\S]*\$18\.00/);
    expect(rows.join('\n')).toContain('Failed');
    await page.getByTestId('wallet-history').scrollIntoViewIfNeeded();
    await stack.screenshot(page, '24-wallet-history');

    // Deleting a card asks first.
    await page.getByTestId('saved-card').filter({ hasText: '0002' }).getByTestId('delete-card').click();
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('saved-card').filter({ hasText: '0002' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('saved-card').count()).toBe(2);

    expect(expected(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  it('25. the fan buys a pay-per-view post: the price, the balance after, then the photos unlock in place', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/harbourlight');
    await headerShows(page, '42 tokens');
    // A second tab on the same profile: the socket's events unlock the post there too.
    const other = await context.newPage();
    const otherErrors = collectPageErrors(other);
    await open(other, '/harbourlight');
    await card(other, 'sunrise over the harbour').getByTestId('unlock-button').waitFor();
    await page.bringToFront();

    // Too expensive: the dialog says so and leads to the wallet instead of buying.
    await card(page, 'full-resolution archive').getByTestId('unlock-button').click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.waitFor();
    await page.getByTestId('purchase-short').waitFor();
    expect(await page.getByTestId('purchase-short').innerText()).toContain('short by 208 tokens');
    expect(await page.getByTestId('purchase-confirm').count()).toBe(0);
    expect(await page.getByTestId('purchase-top-up').getAttribute('href')).toBe('/wallet');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Affordable: price, balance and the balance after.
    const post = card(page, 'sunrise over the harbour');
    expect(await post.getByTestId('unlock-button').innerText()).toBe('Unlock for 5 tokens');
    expect(await post.getByTestId('feed-photos').count()).toBe(0);
    await post.getByTestId('unlock-button').click();
    await dialog.waitFor();
    expect(await page.getByTestId('purchase-price').innerText()).toBe('5 tokens');
    expect(await page.getByTestId('purchase-balance').innerText()).toBe('42 tokens');
    expect(await page.getByTestId('purchase-balance-after').innerText()).toBe('37 tokens');
    await settled(page);
    await stack.screenshot(page, '25-purchase-dialog', { fullPage: false });
    await page.getByTestId('purchase-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    // Unlocked in place: the photo loads from its signed link; the header follows.
    await post.getByTestId('feed-photos').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="feed-photos"] img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    expect(await post.getByTestId('feed-locked').count()).toBe(0);
    await headerShows(page, '37 tokens');
    await post.scrollIntoViewIfNeeded();
    await stack.screenshot(page, '25-post-unlocked', { fullPage: false });

    // The other tab heard `update_balance` and `token_transaction_success`: no reload needed.
    await card(other, 'sunrise over the harbour').getByTestId('feed-photos').waitFor();
    await headerShows(other, '37 tokens');
    expect(otherErrors).toEqual([]);
    await other.close();

    // The purchase is in the wallet's history.
    await open(page, '/wallet');
    await page.getByTestId('charge-row').first().waitFor();
    expect(await page.getByTestId('charge-row').first().innerText()).toMatch(/Harbour Light[\s\S]*Post[\s\S]*5 tokens/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('26. the fan tips the creator from the profile with a note; the wallet on a phone, in the dark theme', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/harbourlight');
    await headerShows(page, '37 tokens');

    await page.getByTestId('creator-profile').getByTestId('tip-button').first().click();
    const form = page.getByTestId('tip-form');
    await form.waitFor();
    // The site's bounds: at least 10 tokens.
    await page.getByTestId('tip-amount').fill('5');
    await page.getByTestId('tip-submit').click();
    await page.getByText('The smallest tip is 10 tokens ($10.00)').waitFor();
    await page.getByTestId('tip-amount').fill('12.5');
    await page.getByTestId('tip-note').fill('Loved the harbour set!');
    expect(await page.getByTestId('tip-balance-after').innerText()).toBe('24.50 tokens');
    await settled(page);
    await stack.screenshot(page, '26-tip-dialog', { fullPage: false });
    await page.getByTestId('tip-submit').click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Tip sent').waitFor();
    await headerShows(page, '24.50 tokens');

    // The creator sees the tip and its note in their earnings.
    const earnings = await callApi<{ data: { type: string; grossPrice: number }[] }>(
      stack.api,
      'GET',
      '/performer/earning/search?type=tip',
      { token: creator.token },
    );
    expect(earnings.data.data[0]).toMatchObject({ type: 'tip', grossPrice: 12.5 });
    const charges = await callApi<{ data: { type: string; note: string }[] }>(
      stack.api,
      'GET',
      '/wallet/charges/search',
      {
        token: fan.token,
      },
    );
    expect(charges.data.data[0]).toMatchObject({ type: 'tip', note: 'Loved the harbour set!' });
    expect(errors).toEqual([]);
    await context.close();

    // The wallet on a phone, in the dark theme: the balance in the header, nothing wider than the screen.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, fan.token);
    const phonePage = await phone.newPage();
    const phoneErrors = collectPageErrors(phonePage);
    await open(phonePage, '/wallet');
    await headerShows(phonePage, '24.50 tokens');
    await phonePage.getByTestId('charge-row').first().waitFor();
    expect(await phonePage.getByTestId('charge-row').first().innerText()).toContain('Loved the harbour set!');
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '26-wallet-phone-dark');
    await phonePage.getByTestId('add-card-button').click();
    await phonePage.getByTestId('add-card-form').waitFor();
    await settled(phonePage);
    await stack.screenshot(phonePage, '26-add-card-phone-dark', { fullPage: false });
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 120_000);
});
