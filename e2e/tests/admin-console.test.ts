import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@fanlane/shared';
import fs from 'node:fs';
import { callApi, eventually, open, photo, uploadTo } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { consoleStack, PHONE } from '../harness/console.js';
import { testVideo } from '../harness/media.js';
import type { Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

/** Issue 18: the operator's content, catalog and settings sections, in the browser. */
suite('operator console: content, coupons, settings', () => {
  let stack: Stack;
  let admin: { token: string };
  const staffPage = consoleStack('consoleadmin', (s, a) => ((stack = s), (admin = a)));

  it('a moderator works the queue, then hides a post from Content with a reason: fans no longer see it', async () => {
    const creator = await stack.api.services.testing.creator();
    const fan = await stack.api.services.testing.createUserWithSession();
    const reported = await stack.api.services.testing.buildFeed(creator.token, { text: 'Reported for a bad link' });
    const post = await stack.api.services.testing.buildFeed(creator.token, { text: 'Moderate this one' });
    const filed = await callApi<{ _id: string }>(stack.api, 'POST', '/reports', {
      token: fan.token,
      body: { target: 'feed', targetId: reported._id, performerId: creator.user.id, title: 'Bad link' },
    });
    const moderator = await stack.api.services.testing.createUserWithSession({ role: 'moderator' });
    const { context, page, errors } = await staffPage(moderator.token);

    await open(page, '/admin/queue');
    const card = page.getByTestId(`report-${filed.data._id}`);
    await card.getByTestId('report-preview').getByText('Reported for a bad link').waitFor();
    await card.getByRole('combobox', { name: 'Decision' }).click();
    await page.getByRole('option', { name: 'Dismiss' }).click();
    await card.getByRole('textbox', { name: /Note/ }).fill('The link is fine');
    await card.getByTestId('resolve-submit').click();
    await card.waitFor({ state: 'detached' });

    await open(page, '/admin/content?type=feed&q=Moderate');
    const row = page.getByRole('row', { name: /Moderate this one/ });
    await row.getByTestId('content-hide').click();
    await page.getByTestId('content-reason').fill('Misleading');
    await stack.screenshot(page, '18-admin-content-hide');
    await page.getByTestId('content-confirm').click();
    await row.getByText('Hidden by staff').waitFor();
    expect((await callApi(stack.api, 'GET', `/user/feeds/${post._id}`, { token: fan.token })).status).toBe(404);
    await stack.screenshot(page, '18-admin-content');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the page number in the address: page 2 survives a reload', async () => {
    const creator = await stack.api.services.testing.creator();
    for (let i = 0; i < 23; i++) await stack.api.services.testing.buildFeed(creator.token, { text: `Paged post ${i}` });
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/content?type=feed&q=Paged');
    await page.getByRole('row', { name: /Paged post 22/ }).waitFor();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('current')).toBe('2');
    await page.getByRole('row', { name: /Paged post 0\b/ }).waitFor();
    await page.reload();
    await page.getByRole('row', { name: /Paged post 0\b/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('Paged');
    expect(await page.getByRole('row', { name: /Paged post 22/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin creates a coupon that a fan then applies', async () => {
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/catalog/coupons');
    await page.getByTestId('catalog-coupons-new').click();
    const form = page.getByTestId('coupon-form');
    await form.getByRole('textbox', { name: /Code/ }).fill('SPRING20');
    await form.getByRole('textbox', { name: /Value/ }).fill('0.2');
    await form.getByRole('textbox', { name: /Most uses/ }).fill('50');
    await stack.screenshot(page, '18-admin-coupon-form');
    await page.getByTestId('coupon-form-submit').click();
    await page
      .getByRole('row', { name: /SPRING20/ })
      .getByText(/^20\s%$/)
      .waitFor();
    await stack.screenshot(page, '18-admin-coupons');
    const fan = await stack.api.services.testing.createUserWithSession();
    const applied = await callApi<{ value: number }>(stack.api, 'POST', '/coupons/SPRING20/apply-coupon', {
      token: fan.token,
      body: {},
    });
    expect(applied.status).toBe(200);
    expect(applied.data.value).toBe(0.2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin changes a setting in its group; a secret shows only as set', async () => {
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/settings?group=security');
    await page.getByTestId('setting-captchaSecretKey-state').getByText('not set').waitFor();
    await page.getByTestId('setting-captchaSiteKey').fill('site-key-123');
    await page.getByTestId('setting-captchaSecretKey').fill('secret-456');
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved').waitFor();
    await page.getByTestId('setting-captchaSecretKey-state').getByText('set', { exact: true }).waitFor();
    expect(await page.getByTestId('setting-captchaSecretKey').inputValue()).toBe('');
    expect(await stack.api.services.settings.get('captchaSiteKey')).toBe('site-key-123');
    await stack.screenshot(page, '18-admin-settings-security');
    await page.getByTestId('settings-group-general').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe('general');
    await page.getByTestId('setting-siteName').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('98. finance exports transactions as CSV and runs reconcile; the admin adds a token package fans see on the wallet page and uploads a logo the header shows', async () => {
    const fan = await stack.api.services.testing.funded(15);
    const finance = await stack.api.services.testing.createUserWithSession({
      role: 'finance',
      username: 'moneyfinance',
    });
    const money = await staffPage(finance.token);
    await open(money.page, '/admin/money');
    // The fan by username (linking to the account), where the list showed an id.
    await money.page
      .getByTestId('admin-payments')
      .getByRole('row', { name: new RegExp(fan.user.username!) })
      .getByRole('link', { name: fan.user.username! })
      .waitFor();
    const download = money.page.waitForEvent('download');
    await money.page.getByTestId('money-export').click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'id,time,fanId,fan,creatorId,creator,type,target,targetId,originalPrice,totalPrice,status,gateway',
    );
    expect(csv).toContain(`,${fan.user.id},${fan.user.username},`);
    await stack.screenshot(money.page, '98-admin-money-transactions');
    await money.page.getByRole('tab', { name: 'Reconcile' }).click();
    await money.page.getByTestId('reconcile-run').click();
    await money.page.getByTestId('reconcile-result').getByText('The books balance').waitFor();
    await stack.screenshot(money.page, '98-admin-money-reconcile');
    expect(await money.page.getByRole('link', { name: 'Catalog' }).count()).toBe(0);
    expect(money.errors).toEqual([]);
    await money.context.close();

    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/catalog/packages');
    await page.getByTestId('catalog-packages-new').click();
    const form = page.getByTestId('package-form');
    await form.getByRole('textbox', { name: /Name/ }).fill('Mega pack');
    await form.getByRole('textbox', { name: /Price/ }).fill('19.99');
    await form.getByRole('textbox', { name: /Tokens/ }).fill('25');
    await stack.screenshot(page, '98-admin-package-form');
    await page.getByTestId('package-form-submit').click();
    await page
      .getByRole('row', { name: /Mega pack/ })
      .getByText('$19.99')
      .waitFor();
    await stack.screenshot(page, '98-admin-packages');

    await open(page, '/admin/settings?group=branding');
    await page.locator('input[type="file"][name="branding-logoUrl"]').setInputFiles(await photo('logo.jpg'));
    await page.getByText('Picture uploaded').waitFor();
    await expect.poll(async () => stack.api.services.settings.get('logoUrl')).toMatch(/^https?:\/\//);
    await stack.screenshot(page, '98-admin-branding-logo');
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await staffPage(fan.token);
    await open(shopper.page, '/wallet');
    await shopper.page.getByTestId('token-package').filter({ hasText: 'Mega pack' }).waitFor();
    const logo = shopper.page.getByTestId('brand').locator('img').first();
    expect(await logo.getAttribute('src')).toBe(await stack.api.services.settings.get('logoUrl'));
    await stack.screenshot(shopper.page, '98-wallet-package-and-logo');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('96. a moderator resolves a report on a video by hiding it: the fan no longer sees it, its creator still does', async () => {
    const { creator, subscriber } = await stack.api.services.testing.people();
    const video = await uploadTo<{ _id: string }>(
      stack,
      creator.token,
      '/performer/performer-assets/videos/upload',
      { title: 'Concert filmed from the crowd' },
      { video: await testVideo(2) },
    );
    const asFan = () => callApi(stack.api, 'GET', `/performer-assets/videos/${video._id}`, { token: subscriber.token });
    await eventually(asFan, (r) => r.status === 200);
    const filed = await callApi<{ _id: string }>(stack.api, 'POST', '/reports', {
      token: subscriber.token,
      body: { target: 'video', targetId: video._id, performerId: creator.user.id, title: 'Not their footage' },
    });
    const fanContext = await stack.newContext();
    await stack.signIn(fanContext, subscriber.token);
    const fanPage = await fanContext.newPage();
    await open(fanPage, `/videos/${video._id}`);
    await fanPage.getByRole('heading', { name: 'Concert filmed from the crowd' }).waitFor();

    const moderator = await stack.api.services.testing.createUserWithSession({ role: 'moderator' });
    const { context, page, errors } = await staffPage(moderator.token);
    await open(page, '/admin/queue');
    const card = page.getByTestId(`report-${filed.data._id}`);
    await card.getByTestId('report-preview').getByText('Concert filmed from the crowd').waitFor();
    await card.getByRole('combobox', { name: 'Decision' }).click();
    await page.getByRole('option', { name: 'Hide it' }).click();
    await card.getByRole('textbox', { name: /Note/ }).fill('Filmed without permission');
    await stack.screenshot(page, '96-admin-queue-hide-video');
    await card.getByTestId('resolve-submit').click();
    await card.waitFor({ state: 'detached' });
    await open(page, '/admin/content?type=video&status=hidden');
    await page
      .getByRole('row', { name: /Concert filmed from the crowd/ })
      .getByText('Hidden by staff')
      .waitFor();
    await stack.screenshot(page, '96-admin-content-hidden-video');

    expect((await asFan()).status).toBe(404);
    await fanPage.reload();
    await fanPage.getByRole('heading', { name: 'Concert filmed from the crowd' }).waitFor({ state: 'detached' });
    await stack.screenshot(fanPage, '96-fan-hidden-video');
    const own = await callApi(stack.api, 'GET', `/performer/performer-assets/videos/${video._id}/view`, {
      token: creator.token,
    });
    expect(own.status).toBe(200);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), fanContext.close()]);
  });

  it('97. finance approves and pays a payout request from the review queue', async () => {
    const creator = await stack.api.services.testing.createUserWithSession({
      role: 'performer',
      username: 'queuepaid',
    });
    const bank = await callApi(stack.api, 'PUT', '/performers/banking-settings', {
      token: creator.token,
      body: { firstName: 'Quinn', lastName: 'Paid', bankName: 'Test Bank', bankAccount: 'GB33BUKB20201555555555' },
    });
    expect(bank.status).toBe(200);
    await stack.api.services.testing.earned(creator.user.id, 120);
    const asked = await callApi<{ _id: string }>(stack.api, 'POST', '/payout-requests', {
      token: creator.token,
      body: { source: 'performer', requestTokens: 80, requestNote: 'For the new camera' },
    });
    expect(asked.status).toBe(200);

    const finance = await stack.api.services.testing.createUserWithSession({
      role: 'finance',
      username: 'queuefinance',
    });
    const { context, page, errors } = await staffPage(finance.token);
    await open(page, '/admin/queue');
    await page.getByTestId('queue-count').getByText(/[1-9]/).waitFor();
    const card = page.getByTestId(`queue-payout-${asked.data._id}`);
    await card.getByText('For the new camera', { exact: false }).waitFor();
    await stack.screenshot(page, '97-admin-queue-payouts');
    await card.getByTestId('queue-payout-review').click();
    await page.getByTestId('payout-review').waitFor();
    await page.getByTestId('payout-note').fill('Approved, paying today');
    await page.getByTestId('payout-approved').click();
    await card.waitFor({ state: 'detached' });
    await page.locator('label', { hasText: 'To pay' }).click();
    await card.getByTestId('queue-payout-review').click();
    await stack.screenshot(page, '97-admin-queue-payout-review');
    await page.getByTestId('payout-done').click();
    await card.waitFor({ state: 'detached' });
    const paid = await callApi<{ status: string }>(stack.api, 'GET', `/payout-requests/${asked.data._id}/view`, {
      token: creator.token,
    });
    expect(paid.data.status).toBe('done');
    await open(page, `/admin/users/${creator.user.id}`);
    await page.getByTestId('user-payouts').getByText('done').waitFor();
    await stack.screenshot(page, '97-admin-account-money');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sections fit a phone in the dark theme', async () => {
    const { context, page } = await staffPage(admin.token, PHONE);
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    for (const [path, name] of [
      ['/admin/content', '18-admin-content-phone-dark'],
      ['/admin/catalog/coupons', '18-admin-coupons-phone-dark'],
      ['/admin/settings?group=pricing', '18-admin-settings-phone-dark'],
    ] as const) {
      await open(page, path);
      await page.getByRole('heading', { level: 2 }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        path,
      ).toBe(true);
      await stack.screenshot(page, name);
    }
    await context.close();
  });
});
