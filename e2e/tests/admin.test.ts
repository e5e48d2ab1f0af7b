import { describe, expect, it } from 'vitest';
import { callApi, open, pathname } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { consoleStack, PHONE } from '../harness/console.js';
import type { Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

suite('operator console', () => {
  let stack: Stack;
  let admin: { token: string; user: { id: string } };
  const staffPage = consoleStack('siteadmin', (s, a) => ((stack = s), (admin = a)));

  it('refuses the console on the server: anonymous visitors go to sign in, fans get a 404', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/admin');
    expect(pathname(page)).toBe('/auth/login');
    const fan = await stack.api.services.testing.createUserWithSession();
    await stack.signIn(context, fan.token);
    const res = await page.goto('/admin/users');
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it('the operator verifies a new creator from the queue, who then appears in search', async () => {
    const newbie = await stack.api.services.testing.createUserWithSession({
      role: 'performer',
      username: 'newbiecreator',
    });
    await stack.api.services.users.update(newbie.user.id, {}, { verifiedDocument: false });
    const before = await callApi<{ total: number }>(stack.api, 'GET', '/performers/user/search?q=newbiecreator');
    expect(before.data.total).toBe(0);

    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin');
    await page.getByTestId('stat-awaiting').waitFor();
    await stack.screenshot(page, '18-admin-dashboard');
    await open(page, '/admin/queue');
    await page.getByTestId('tab-documents').click();
    await page.getByTestId('pending-creator-newbiecreator').waitFor();
    await stack.screenshot(page, '18-admin-queue-documents');
    await page.getByTestId('verify-newbiecreator').click();
    await page.getByTestId('pending-creator-newbiecreator').waitFor({ state: 'detached' });
    const after = await callApi<{ total: number }>(stack.api, 'GET', '/performers/user/search?q=newbiecreator');
    expect(after.data.total).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a moderator resolves a report by hiding the post: fans no longer see it', async () => {
    const creator = await stack.api.services.testing.creator();
    const fan = await stack.api.services.testing.createUserWithSession();
    const post = await stack.api.services.testing.buildFeed(creator.token, { text: 'Buy followers here' });
    const filed = await callApi<{ _id: string }>(stack.api, 'POST', '/reports', {
      token: fan.token,
      body: { target: 'feed', targetId: post._id, performerId: creator.user.id, title: 'Spam post' },
    });
    expect(filed.status).toBe(200);
    const moderator = await stack.api.services.testing.createUserWithSession({ role: 'moderator' });
    const { context, page, errors } = await staffPage(moderator.token);
    await open(page, '/admin/queue');
    const card = page.getByTestId(`report-${filed.data._id}`);
    await card.getByTestId('report-preview').getByText('Buy followers here').waitFor();
    await card.getByRole('combobox', { name: 'Decision' }).click();
    await page.getByRole('option', { name: 'Hide it' }).click();
    await card.getByRole('textbox', { name: /Note/ }).fill('Spam is not allowed');
    await stack.screenshot(page, '18-admin-queue-report');
    await card.getByTestId('resolve-submit').click();
    await card.waitFor({ state: 'detached' });
    const seen = await callApi(stack.api, 'GET', `/user/feeds/${post._id}`, { token: fan.token });
    expect(seen.status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin changes the site name, sees it on the home page, and finds every action in the audit log', async () => {
    const { context, page, errors } = await staffPage(admin.token);
    await open(page, '/admin/settings');
    await page.getByTestId('setting-siteName').fill('Lane of Fans');
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved').waitFor();
    await open(page, '/');
    await expect.poll(() => page.title()).toContain('Lane of Fans');
    await open(page, '/admin/audit');
    for (const action of ['settings.update', 'performer.update', 'content.hide', 'report.hide'])
      await page.getByRole('cell', { name: action, exact: true }).first().waitFor();
    await stack.screenshot(page, '18-admin-audit');
    await open(page, '/admin/audit?action=settings.update');
    await page.getByText('"Lane of Fans"').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moderator and finance accounts see only their sections (phone)', async () => {
    const moderator = await stack.api.services.testing.createUserWithSession({ role: 'moderator' });
    const finance = await stack.api.services.testing.createUserWithSession({ role: 'finance' });
    const mod = await staffPage(moderator.token, PHONE);
    await open(mod.page, '/admin');
    await mod.page.getByRole('button', { name: 'Open the sections' }).click();
    await mod.page.getByTestId('admin-nav-queue').waitFor();
    expect(await mod.page.getByTestId('admin-nav-settings').count()).toBe(0);
    expect(await mod.page.getByTestId('admin-nav-audit').count()).toBe(0);
    await stack.screenshot(mod.page, '18-admin-moderator-phone');
    expect((await mod.page.goto('/admin/settings'))?.status()).toBe(404);
    await mod.context.close();

    const fin = await staffPage(finance.token);
    await open(fin.page, '/admin');
    await fin.page.getByTestId('stat-gross').waitFor();
    // Finance decides payouts and refunds in the queue; accounts are opened from there, not listed.
    expect(await fin.page.getByTestId('admin-nav-queue').count()).toBe(1);
    expect(await fin.page.getByTestId('admin-nav-users').count()).toBe(0);
    await stack.screenshot(fin.page, '18-admin-finance-dashboard');
    expect((await fin.page.goto('/admin/users'))?.status()).toBe(404);
    await fin.context.close();
  });

  it('the console fits a phone screen', async () => {
    const { context, page } = await staffPage(admin.token, PHONE);
    await open(page, '/admin/users');
    await page.getByTestId('users-search').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await stack.screenshot(page, '18-admin-users-phone');
    await context.close();
  });
});
