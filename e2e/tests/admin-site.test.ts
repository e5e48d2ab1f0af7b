import { describe, expect, it } from 'vitest';
import { callApi, open, photo } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { consoleStack } from '../harness/console.js';
import type { Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

/** Issue 18: a fan's refund request from the wallet to the review queue and back; the site's own pages and menus. */
suite('operator console: refund requests, site pages and menus', () => {
  let stack: Stack;
  let admin: { token: string };
  const staffPage = consoleStack('siteadmin', (s, a) => ((stack = s), (admin = a)));

  it('101. a fan asks for a refund from the wallet, finance refunds it from the queue, the fan is told; the admin publishes a site page and links it from the footer', async () => {
    const creator = await stack.api.services.testing.creator();
    const fan = await stack.api.services.testing.funded(20);
    const post = await stack.api.services.testing.lockedPhotoPost(creator.token, 5);
    const bought = await callApi(stack.api, 'POST', `/wallet/charges/feed/${post}`, { token: fan.token, body: {} });
    expect(bought.status).toBe(200);

    // The fan asks from the wallet's history: a reason is required, then the request shows as pending.
    const shopper = await staffPage(fan.token);
    await open(shopper.page, '/wallet');
    const row = shopper.page.getByTestId('charge-row').first();
    await row.getByTestId('refund-request').click();
    const form = shopper.page.getByTestId('refund-form');
    await form.waitFor();
    await shopper.page.getByTestId('refund-submit').click();
    await form.getByText('Tell the team why, in 3 to 1000 characters.').waitFor();
    await form
      .getByRole('textbox', { name: /Why do you want a refund/ })
      .fill('The photos were not what the preview showed');
    await shopper.page.waitForTimeout(400);
    await stack.screenshot(shopper.page, '101-wallet-refund-dialog');
    await shopper.page.getByTestId('refund-submit').click();
    await form.waitFor({ state: 'detached' });
    await row.getByTestId('refund-state').getByText('Refund requested').waitFor();
    expect(await row.getByTestId('refund-request').count()).toBe(0);
    await stack.screenshot(shopper.page, '101-wallet-refund-pending');
    const [request] = (
      await callApi<{ _id: string }[]>(stack.api, 'GET', '/wallet/refund-requests', { token: fan.token })
    ).data;

    // Finance refunds it from the review queue.
    const finance = await stack.api.services.testing.createUserWithSession({
      role: 'finance',
      username: 'sitefinance',
    });
    const desk = await staffPage(finance.token);
    await open(desk.page, '/admin/queue');
    await desk.page.getByTestId('tab-refunds').click();
    const card = desk.page.getByTestId(`queue-refund-${request!._id}`);
    await card.getByText('The photos were not what the preview showed').waitFor();
    await card.getByRole('textbox', { name: /Note/ }).fill('Preview did not match');
    await stack.screenshot(desk.page, '101-admin-queue-refund');
    await card.getByTestId('refund-approve').click();
    await card.waitFor({ state: 'detached' });
    expect(desk.errors).toEqual([]);
    await desk.context.close();

    // The fan is told, and the wallet shows the purchase refunded.
    await open(shopper.page, '/notifications');
    await shopper.page
      .getByTestId('notification-item')
      .getByText('Your refund request was accepted: 5 tokens are back in your wallet')
      .waitFor();
    await stack.screenshot(shopper.page, '101-fan-refund-notification');
    await open(shopper.page, '/wallet');
    await row.getByTestId('refund-state').getByText('Refunded').waitFor();
    await row.getByText('Refunded 5 tokens').waitFor();
    await stack.screenshot(shopper.page, '101-wallet-refunded');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    // The admin writes a site page, publishes it and links it from the footer menu.
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/site');
    await page.getByTestId('catalog-pages-new').click();
    const pageForm = page.getByTestId('page-form');
    await pageForm.getByRole('textbox', { name: 'Title' }).fill('House rules');
    await pageForm.getByRole('textbox', { name: 'Slug' }).fill('house-rules');
    await pageForm
      .getByRole('textbox', { name: 'Content' })
      .fill('Be kind to creators.\n\nNo reposting of paid content.');
    await pageForm.getByText('Published').click();
    await stack.screenshot(page, '101-admin-site-page-form');
    await page.getByTestId('page-form-submit').click();
    await pageForm.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /House rules/ })
      .getByText('Published')
      .waitFor();
    await stack.screenshot(page, '101-admin-site-pages');

    await open(page, '/admin/site/menus');
    await page.getByTestId('catalog-menus-new').click();
    const menuForm = page.getByTestId('menu-form');
    await menuForm.getByRole('textbox', { name: 'Title' }).fill('House rules');
    await menuForm.getByRole('textbox', { name: 'Link' }).fill('/page/house-rules');
    await page.getByTestId('menu-form-submit').click();
    await menuForm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /House rules/ }).waitFor();
    await stack.screenshot(page, '101-admin-site-menus');
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await stack.newContext();
    const reader = await visitor.newPage();
    await open(reader, '/');
    await reader.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'House rules' }).click();
    await reader.getByRole('heading', { name: 'House rules', level: 1 }).waitFor();
    await reader.getByText('No reposting of paid content.').waitFor();
    await stack.screenshot(reader, '101-public-site-page');
    await visitor.close();
  }, 240_000);

  it('the admin creates a site promo with its picture (multipart POST /admin/banner): visitors see it on the home page', async () => {
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/catalog/promos');
    await page.getByTestId('catalog-promos-new').click();
    const form = page.getByTestId('promo-form');
    await form.getByRole('textbox', { name: 'Title' }).fill('Spring sale');
    await form.getByRole('textbox', { name: 'Link' }).fill('/creators');
    await form.locator('input[type="file"]').setInputFiles(await photo('spring.jpg'));
    await form.getByText('spring.jpg').waitFor();
    await page.getByTestId('promo-form-submit').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Spring sale/ });
    await row.locator('img').waitFor();
    await stack.screenshot(page, '101-admin-promo-with-picture');
    expect(errors).toEqual([]);
    await context.close();

    const promos = await callApi<{ data: { title: string; photo: { url: string } | null }[] }>(
      stack.api,
      'GET',
      '/site-promo/search?limit=50',
    );
    const url = promos.data.data.find((p) => p.title === 'Spring sale')?.photo?.url;
    expect(url).toMatch(/^https?:\/\//);
    const visitor = await stack.newContext();
    const home = await visitor.newPage();
    await open(home, '/');
    const promo = home.getByTestId('site-promo').filter({ hasText: 'Spring sale' });
    expect(await promo.locator('img').getAttribute('src')).toBe(url);
    await stack.screenshot(home, '101-home-promo');
    await visitor.close();
  }, 120_000);

  it('103. finance refunds a shipped order from the console: the fan gets the tokens back, the stock returns, the order reads refunded', async () => {
    const testing = stack.api.services.testing;
    const creator = await testing.creator();
    const fan = await testing.funded(50);
    const product = await testing.buildProduct(creator.token, {
      name: 'Signed harbour print',
      price: '20',
      stock: '3',
    });
    const address = await callApi<{ _id: string }>(stack.api, 'POST', '/addresses/create', {
      token: fan.token,
      body: {
        name: 'Home',
        country: 'GB',
        city: 'Bristol',
        streetAddress: 'Quay Street',
        streetNumber: '4',
        zipCode: 'BS1 4DJ',
      },
    });
    expect(address.status).toBe(200);
    const bought = await callApi<{ _id: string }>(stack.api, 'POST', `/wallet/charges/product/${product._id}`, {
      token: fan.token,
      body: { deliveryAddressId: address.data._id },
    });
    expect(bought.status).toBe(200);
    expect(await testing.balance(fan.token)).toBe(30);

    const finance = await testing.createUserWithSession({ role: 'finance', username: 'orderfinance' });
    const { context, page, errors } = await staffPage(finance.token);
    await open(page, '/admin/orders');
    const row = page.getByTestId('order-row').filter({ hasText: 'Signed harbour print' });
    await row.getByTestId('order-status').getByText('Processing').waitFor();
    await stack.screenshot(page, '103-admin-orders');
    await row.getByTestId('order-refund').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await stack.screenshot(page, '103-admin-order-refund-confirm');
    await page.getByTestId('confirm-button').click();
    await row.getByTestId('order-status').getByText('Refunded').waitFor();
    expect(await row.getByTestId('order-refund').count()).toBe(0);
    await stack.screenshot(page, '103-admin-order-refunded');

    expect(await testing.balance(fan.token)).toBe(50);
    const mine = await callApi<{ data: { deliveryStatus: string }[] }>(stack.api, 'GET', '/orders/users/search', {
      token: fan.token,
    });
    expect(mine.data.data[0]?.deliveryStatus).toBe('refunded');
    const shown = await callApi<{ stock: number }>(stack.api, 'GET', `/performer-assets/products/${product._id}`, {
      token: fan.token,
    });
    expect(shown.data.stock).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
