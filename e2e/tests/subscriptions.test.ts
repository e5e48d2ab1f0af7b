import { testImage } from '@fanlane/api/testing';
import { SANDBOX_CARDS } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessUntil, callApi, open, settled } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

type Account = { user: { id: string }; token: string };

/** A subscriber-only photo post, made through the API as the composer would. */
async function photoPost(stack: Stack, creator: Account, text: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await testImage(640, 480))], { type: 'image/png' }), 'photo.png');
  const uploaded = await fetch(`${stack.api.url}/performer/feeds/photo/upload`, {
    method: 'POST',
    headers: { Authorization: creator.token },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const file = ((await uploaded.json()) as { data: { _id: string } }).data;
  const post = await callApi(stack.api, 'POST', '/performer/feeds', {
    token: creator.token,
    body: { type: 'photo', text, fileIds: [file._id], isSale: false },
  });
  expect(post.status).toBe(200);
}

/** A saved sandbox card for a fan; answers its token. */
async function addCard(stack: Stack, fan: Account, number: string): Promise<string> {
  const card = await callApi<{ token: string }>(stack.api, 'POST', '/sandbox/cards', {
    token: fan.token,
    body: { number, month: 12, year: 2034, holderName: 'Test Fan' },
  });
  expect(card.status).toBe(200);
  return card.data.token;
}

suite('subscription journeys', () => {
  let stack: Stack;
  let creator: Account;
  let fan: Account;

  beforeAll(async () => {
    stack = await startStack();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'moonlitstudio' });
    const profile = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: {
        name: 'Moonlit Studio',
        monthlyPrice: 9.99,
        yearlyPrice: 99,
        isFreeSubscription: true,
        durationFreeSubscriptionDays: 3,
      },
    });
    expect(profile.status).toBe(200);
    await photoPost(stack, creator, 'Night shoot by the lake');
    await photoPost(stack, creator, 'Studio lights, behind the scenes');

    // A fan with 150 tokens: a sandbox card, then a top-up with it.
    fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'loyalfan' });
    expect((await callApi(stack.api, 'PUT', '/users', { token: fan.token, body: { name: 'Loyal Fan' } })).status).toBe(
      200,
    );
    const cardId = await addCard(stack, fan, SANDBOX_CARDS.success);
    const topUp = await callApi<{ status: string }>(stack.api, 'POST', '/payment/wallet/top-up', {
      token: fan.token,
      body: { amount: 150, cardId },
    });
    expect(topUp.status).toBe(200);
    expect(topUp.data.status).toBe('success');
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('30. a fan subscribes yearly from the wallet, sees the posts unlock, then cancels on /user/subscriptions', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Subscriber-only posts are locked.
    await open(page, '/moonlitstudio');
    await page.getByTestId('feed-locked').nth(1).waitFor();
    expect(await page.getByTestId('subscribe-button').innerText()).toContain('Subscribe');
    await stack.screenshot(page, '30-profile-locked');

    // The dialog: the creator, yearly chosen, monthly and the free trial offered, the wallet by default.
    await page.getByTestId('subscribe-button').click();
    const modal = page.getByTestId('subscription-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('subscription-performer').innerText()).toBe('Moonlit Studio');
    expect(await page.getByTestId('subscription-option-yearly').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('subscription-option-yearly').innerText()).toContain('$99.00');
    expect(await page.getByTestId('subscription-option-monthly').innerText()).toContain('$9.99');
    // The creator's own trial length (3 days) wins over the site's setting.
    expect(await page.getByTestId('subscription-option-free').innerText()).toContain('Free trial for 3 days');
    expect(await page.getByTestId('subscription-method-wallet').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('subscription-wallet-balance').innerText()).toBe(
      'Balance 150 tokens · after this payment 51 tokens',
    );
    expect(await page.getByTestId('subscription-confirm').innerText()).toBe('Pay $99.00 from wallet');
    await settled(page);
    await stack.screenshot(page, '30-subscribe-dialog', { fullPage: false });

    // Pay: the profile says Subscribed and the posts unlock in place.
    await page.getByTestId('subscription-confirm').click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('You are subscribed to Moonlit Studio').waitFor();
    await page.locator('[data-testid="subscribe-button"][data-subscribed="true"]').waitFor();
    expect(await page.getByTestId('subscribe-button').innerText()).toContain('Subscribed');
    await page.getByTestId('feed-photos').nth(1).waitFor();
    expect(await page.getByTestId('feed-locked').count()).toBe(0);
    await page.getByTestId('header-balance').filter({ hasText: '51 tokens' }).waitFor();
    await stack.screenshot(page, '30-profile-unlocked');

    // My subscriptions: the creator, the plan, the price and the renewal date.
    const until = await accessUntil(stack.api, fan.token);
    await open(page, '/user/subscriptions');
    const row = page.getByTestId('subscription-row');
    await row.waitFor();
    expect(await page.getByTestId('subscription-row').count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Moonlit Studio');
    expect(text).toContain('Yearly');
    expect(text).toContain('$99.00 / year');
    expect(await row.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await row.getByTestId('subscription-date-line').innerText()).toBe(`Renews on ${until}`);
    expect(await row.getByRole('link', { name: 'Moonlit Studio' }).getAttribute('href')).toBe('/moonlitstudio');

    // Cancel asks first; afterwards access lasts until the end of the year paid for.
    await row.getByTestId('subscription-cancel').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You keep access to Moonlit Studio until ${until}`);
    await settled(page);
    await stack.screenshot(page, '30-cancel-confirm', { fullPage: false });
    await page.getByTestId('confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByTestId('subscription-date-line').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await row.getByTestId('subscription-date-line').innerText()).toBe(`Cancelled — access until ${until}`);
    expect(await row.getByTestId('subscription-status').textContent()).toBe('Cancelled');
    expect(await row.getByTestId('subscription-cancel').count()).toBe(0);
    await stack.screenshot(page, '30-subscriptions-cancelled');

    // The profile still shows the posts, and offers to subscribe again.
    await open(page, '/moonlitstudio');
    await page.getByTestId('feed-photos').nth(1).waitFor();
    await page.getByTestId('subscribe-button').filter({ hasText: 'Resubscribe' }).waitFor();
    expect(await page.getByTestId('feed-locked').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // The list on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, fan.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/user/subscriptions');
    await phonePage.getByTestId('subscription-row').waitFor();
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '30-subscriptions-phone-dark');
    await phone.close();
  }, 120_000);

  it('31. the creator sees the fan among subscribers and the earning with gross, commission and net', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Subscribers, reached from the studio navigation.
    await open(page, '/creator/videos');
    await page.getByTestId('studio-nav').getByRole('link', { name: 'Subscribers' }).click();
    await page.waitForURL('**/creator/subscribers');
    const row = page.getByTestId('subscriber-row');
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Loyal Fan');
    expect(text).toContain('@loyalfan');
    expect(text).toContain('Yearly');
    expect(text).toMatch(/cancelled/i);
    expect(text).toContain('$99.00');
    expect(await page.getByTestId('subscribers-total').innerText()).toBe('1 subscriber');
    await stack.screenshot(page, '31-subscribers');

    // Filters: a name that matches nobody, then a status.
    await page.getByTestId('subscribers-search').fill('nobody');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('subscribers-empty').waitFor();
    await page.getByTestId('subscribers-search').fill('loyal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await row.waitFor();
    await page.getByTestId('subscribers-status').click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.waitForURL(/status=active/);
    await page.getByTestId('subscribers-empty').waitFor();
    await page.getByTestId('subscribers-status').click();
    await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
    await page.waitForURL(/status=deactivated/);
    await row.waitFor();

    // Earnings: the year paid for, less the platform's 20 %, on hold for the hold period.
    await page.getByTestId('studio-nav').getByRole('link', { name: 'Earnings' }).click();
    await page.waitForURL('**/creator/earnings');
    await page.getByTestId('earnings-gross').waitFor();
    expect(await page.getByTestId('earnings-gross').innerText()).toBe('$99.00');
    expect(await page.getByTestId('earnings-commission').innerText()).toBe('$19.80');
    expect(await page.getByTestId('earnings-net').innerText()).toBe('$79.20');
    expect(await page.getByTestId('earnings-pending').innerText()).toBe('$79.20');
    expect(await page.getByTestId('earnings-withdrawable').innerText()).toBe('$0.00');
    const earning = page.getByTestId('earning-row');
    await earning.waitFor();
    expect(await page.getByTestId('earning-row').count()).toBe(1);
    const line = await earning.innerText();
    expect(line).toContain('Loyal Fan');
    expect(line).toContain('Yearly subscription');
    expect(await earning.getByTestId('earning-gross').innerText()).toBe('$99.00');
    expect(await earning.getByTestId('earning-commission').innerText()).toMatch(/−\$19\.80\s*\(20%\)/);
    expect(await earning.getByTestId('earning-net').innerText()).toBe('$79.20');
    expect(await earning.getByTestId('earning-hold').innerText()).toMatch(/^On hold until \w{3} \d{1,2}, \d{4}$/);
    // The chart draws the range day by day.
    await page.getByTestId('earnings-chart').locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await page.getByTestId('earnings-by-type').innerText()).toContain('Yearly subscription');
    await stack.screenshot(page, '31-earnings');

    // A type with no income empties the table and zeroes the totals.
    await page.getByTestId('earnings-type').click();
    await page.getByRole('option', { name: 'Tip', exact: true }).click();
    await page.getByTestId('earnings-empty').waitFor();
    await page.getByTestId('earnings-gross').filter({ hasText: '$0.00' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Earnings on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, creator.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/creator/earnings');
    await phonePage.getByTestId('earning-row').waitFor();
    await phonePage.getByTestId('earnings-chart').locator('svg').first().waitFor();
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '31-earnings-phone-dark');
    await phone.close();
  }, 120_000);

  it('32. a fan short of tokens pays monthly by a card that asks for 3-D Secure, after the confirm step', async () => {
    const cardFan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'cardfan' });
    await addCard(stack, cardFan, SANDBOX_CARDS.authenticate);
    const context = await stack.newContext();
    await stack.signIn(context, cardFan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/moonlitstudio');
    await page.getByTestId('feed-locked').first().waitFor();
    // From a locked post: the dialog opens in place.
    await page.getByTestId('subscribe-to-unlock').first().click();
    await page.getByTestId('subscription-modal').waitFor();
    await page.getByTestId('subscription-option-monthly').click();
    expect(await page.getByTestId('subscription-option-monthly').getAttribute('aria-checked')).toBe('true');

    // The wallet is empty: the dialog says so and leads to the wallet.
    await page.getByTestId('subscription-short').waitFor();
    expect(await page.getByTestId('subscription-short').innerText()).toContain('9.99 tokens short');
    expect(
      await page
        .getByTestId('subscription-short')
        .getByRole('link', { name: 'Top up your wallet' })
        .getAttribute('href'),
    ).toBe('/wallet');
    expect(await page.getByTestId('subscription-confirm').isDisabled()).toBe(true);

    // The saved card: charged by the gateway, which asks for the bank's confirmation first.
    await page.getByTestId('subscription-method-card').click();
    await page.getByTestId('subscription-card-select').waitFor();
    expect(await page.getByTestId('subscription-card-select').inputValue()).toContain('3155');
    expect(await page.getByTestId('subscription-confirm').innerText()).toBe('Pay $9.99 by card');
    await settled(page);
    await stack.screenshot(page, '32-subscribe-by-card', { fullPage: false });
    await page.getByTestId('subscription-confirm').click();
    await page.getByTestId('subscription-authenticate').waitFor();
    expect(await page.getByTestId('subscription-authenticate').innerText()).toContain('$9.99');
    await stack.screenshot(page, '32-confirm-step', { fullPage: false });
    await page.getByTestId('subscription-authenticate-approve').click();
    await page.getByTestId('subscription-modal').waitFor({ state: 'detached' });
    await page.locator('[data-testid="subscribe-button"][data-subscribed="true"]').waitFor();
    await page.getByTestId('feed-photos').nth(1).waitFor();
    expect(await page.getByTestId('feed-locked').count()).toBe(0);

    await open(page, '/user/subscriptions');
    const row = page.getByTestId('subscription-row');
    await row.waitFor();
    expect(await row.innerText()).toContain('$9.99 / month');
    expect(await row.innerText()).toContain('Paid with card');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
