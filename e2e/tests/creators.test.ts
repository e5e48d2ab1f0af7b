import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, chooseOption, open, pathname } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

suite('creator journeys', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** A verified creator with a session, and profile fields set through PUT /performers/me. */
  async function creator(username: string, profile: Record<string, unknown> = {}) {
    const made = await stack.api.services.testing.createUserWithSession({ role: 'performer', username });
    if (Object.keys(profile).length > 0) {
      const updated = await callApi(stack.api, 'PUT', '/performers/me', { token: made.token, body: profile });
      expect(updated.status).toBe(200);
    }
    return made;
  }

  it('11. a creator blocks a fan from the account page; the fan then sees the blocked page', async () => {
    const star = await creator('blockstar', { name: 'Block Star' });
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'noisyfan' });

    const creatorContext = await stack.newContext();
    await stack.signIn(creatorContext, star.token);
    const page = await creatorContext.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/creator/account?tab=blocking');
    await page.getByText('You have not blocked anyone.').waitFor();
    await page.getByRole('combobox', { name: 'Fan to block' }).fill('noisy');
    await page.getByRole('option', { name: /@noisyfan/ }).click();
    await page.getByLabel('Reason (optional)').fill('Spam in messages');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByTestId('blocked-user').filter({ hasText: '@noisyfan' }).waitFor();
    await stack.screenshot(page, '11-creator-blocking');
    expect(errors).toEqual([]);

    const fanContext = await stack.newContext();
    await stack.signIn(fanContext, fan.token);
    const fanPage = await fanContext.newPage();
    await fanPage.goto('/blockstar');
    await fanPage.getByTestId('profile-blocked').waitFor();
    expect(await fanPage.getByTestId('profile-blocked').innerText()).toContain('You have been blocked by this creator');
    await stack.screenshot(fanPage, '11-fan-blocked');

    // Unblocking from the same list lets the fan in again.
    await page.getByRole('button', { name: /^Unblock/ }).click();
    await page.getByText('You have not blocked anyone.').waitFor();
    await fanPage.reload();
    await fanPage.getByTestId('creator-profile').waitFor();
    await creatorContext.close();
    await fanContext.close();
  });

  it('12. a fan follows a creator from the profile; signed out, Follow goes to sign-in', async () => {
    await creator('followme', { name: 'Follow Me', bio: 'Night trains and city lights.', hair: 'brown' });
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user' });

    const anonymous = await stack.newContext();
    const anonymousPage = await anonymous.newPage();
    await open(anonymousPage, '/followme');
    await anonymousPage.getByTestId('follow-button').click();
    await anonymousPage.waitForURL('**/auth/login');
    await anonymous.close();

    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/followme');
    const button = page.getByTestId('follow-button');
    expect(await button.innerText()).toBe('Follow');
    expect(await page.getByTestId('stat-followers').innerText()).toMatch(/^0\s+followers$/);
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="follow-button"]')?.textContent === 'Following',
    );
    expect(await page.getByTestId('stat-followers').innerText()).toMatch(/^1\s+follower$/);
    await stack.screenshot(page, '12-profile-following');
    await page.getByTestId('subscribe-button').click();
    await page.getByTestId('subscription-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('subscription-modal').waitFor({ state: 'detached' });

    // The server remembers: after a reload the button still says Following.
    await open(page, '/followme');
    expect(await page.getByTestId('follow-button').innerText()).toBe('Following');
    await page.getByTestId('follow-button').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="follow-button"]')?.textContent === 'Follow');
    const following = await callApi<{ total: number }>(stack.api, 'GET', '/follows/following', { token: fan.token });
    expect(following.data.total).toBe(0);

    // An unknown creator is a not-found page.
    await page.goto('/nosuchcreator');
    await page.getByTestId('not-found').waitFor();
    expect(errors.filter((e) => !e.includes('/nosuchcreator'))).toEqual([]);
    await context.close();
  });

  it('13. the creators list filters by an option; the filter stays in the address after a reload', async () => {
    await creator('greeneyes', { name: 'Green Eyes', eyes: 'green' });
    await creator('blueeyes', { name: 'Blue Eyes', eyes: 'blue' });
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The landing page's cards lead to profiles.
    await open(page, '/');
    await page.getByTestId('creator-card').filter({ hasText: 'Green Eyes' }).click();
    await page.waitForURL('**/greeneyes');
    await page.getByTestId('creator-profile').waitFor();

    await open(page, '/creators');
    // The list itself, not the explore rows above it (which show only on the unfiltered page).
    const grid = page.getByTestId('creators-grid');
    await grid.getByTestId('creator-card').filter({ hasText: 'Blue Eyes' }).waitFor();
    await page.getByRole('button', { name: 'More filters' }).click();
    await chooseOption(page, 'Eyes', 'Green');
    await page.waitForURL(/eyes=green/);
    await grid.getByTestId('creator-card').filter({ hasText: 'Blue Eyes' }).waitFor({ state: 'detached' });
    expect(await grid.getByTestId('creator-card').allInnerTexts()).toEqual([expect.stringContaining('Green Eyes')]);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.get('eyes')).toBe('green');
    expect(await page.getByRole('combobox', { name: 'Eyes' }).inputValue()).toBe('Green');
    expect(await grid.getByTestId('creator-card').count()).toBe(1);
    await stack.screenshot(page, '13-creators-filtered');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await grid.getByTestId('creator-card').filter({ hasText: 'Blue Eyes' }).waitFor();
    expect(pathname(page)).toBe('/creators');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('14. on a phone the creators list and a profile fit the screen, in dark theme too', async () => {
    const context = await stack.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    for (const path of ['/auth/register/creator', '/creators', '/greeneyes']) {
      await open(page, path);
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(fits, path).toBe(true);
    }
    await stack.screenshot(page, '14-profile-mobile-dark');
    await open(page, '/creators');
    await stack.screenshot(page, '14-creators-mobile-dark');
    await context.close();
  });

  it('15. footer pages: a site page from the operators and the contact form', async () => {
    await stack.api.services.posts.create(null, {
      type: 'page',
      slug: 'terms',
      title: 'Terms of service',
      shortDescription: '',
      content: 'First paragraph.\n\nSecond paragraph.',
      status: 'published',
      ordering: 0,
    });
    await stack.api.services.testing.createUser({ role: 'admin', username: 'contactadmin' });
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/');
    await page.getByRole('link', { name: 'Terms of service' }).click();
    await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    expect(await page.getByText('Second paragraph.').isVisible()).toBe(true);
    await stack.screenshot(page, '15-terms-page');

    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Enter your name').waitFor();
    await page.getByLabel('Name').fill('Ann Visitor');
    await page.getByLabel('Email').fill('ann@example.test');
    await page.getByLabel('Message').fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-sent').waitFor();
    const mail = (await stack.api.services.mailer.outbox?.list())?.find((m) => m.subject.includes('Ann Visitor'));
    expect(mail?.to).toBe('contactadmin@example.test');
    await stack.screenshot(page, '15-contact-sent');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('90. search from the header: suggestions as you type (a typo forgiven), a result opens, tabs count by type', async () => {
    const luna = await creator('lunavale', { name: 'Luna Vale', bio: 'Portrait photographers in Lisbon' });
    await stack.api.services.testing.buildFeed(luna.token, { text: 'Golden hour at the #beach today' });
    await stack.api.services.testing.buildProduct(luna.token, { name: 'Beach prints', description: 'Signed' });
    const context = await stack.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/creators');
    // A plain field until focused; then the suggesting box takes over.
    await page.getByTestId('header-search-input').click();
    const box = page.getByRole('combobox', { name: 'Search creators, posts and products' });
    await box.fill('lunavle');
    await page.getByRole('option', { name: /Luna Vale/ }).waitFor();
    await stack.screenshot(page, '90-header-suggestions', { fullPage: false });
    await page.getByRole('option', { name: /Luna Vale/ }).click();
    await page.waitForURL('**/lunavale');
    await page.getByTestId('creator-profile').waitFor();

    // Enter opens the search page; a stemmed word finds the bio, and the tabs carry counts.
    await box.fill('beach');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=beach/);
    await page.getByTestId('search-tab-products').filter({ hasText: '1' }).waitFor();
    await page.getByTestId('search-tab-posts').click();
    await page.waitForURL(/tab=posts/);
    await page.getByTestId('feed-text').filter({ hasText: 'Golden hour' }).waitFor();
    await page.getByTestId('search-tab-products').click();
    await page.getByText('Beach prints').first().waitFor();
    await stack.screenshot(page, '90-search-products');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('91. a hashtag in a post opens the posts that carry it; the search page works on a phone in dark theme', async () => {
    const sun = await creator('sunnyday', { name: 'Sunny Day' });
    await stack.api.services.testing.buildFeed(sun.token, { text: 'Morning swim #sunrise and coffee' });
    await stack.api.services.testing.buildFeed(sun.token, { text: 'Another #sunrise, another day' });
    await stack.api.services.testing.buildFeed(sun.token, { text: 'Evening walk, no tag' });
    const context = await stack.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/sunnyday');
    await page.getByTestId('hashtag').filter({ hasText: '#sunrise' }).first().click();
    await page.waitForURL(/\/search\?q=%23sunrise&tab=posts/);
    await page.getByTestId('feed-text').filter({ hasText: 'Another' }).waitFor();
    expect(await page.getByTestId('feed-text').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await stack.screenshot(page, '91-hashtag-results-phone-dark');
    expect(errors).toEqual([]);
    await context.close();
  });
  it("92. a fan's tip rings the creator's bell at once; the panel shows it; read all clears the count", async () => {
    const star = await creator('bellstar', { name: 'Bell Star' });
    const fan = await stack.api.services.testing.funded(50);
    const context = await stack.newContext({ viewport: { width: 1280, height: 900 } });
    await stack.signIn(context, star.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/home');
    await page.getByTestId('bell').waitFor();
    expect(await page.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications');
    const tipped = await callApi(stack.api, 'POST', `/wallet/charges/tip/${star.user.id}`, {
      token: fan.token,
      body: { price: 12 },
    });
    expect(tipped.status).toBe(200);
    // Over the socket: no reload.
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
    await page.getByTestId('bell').click();
    await page.getByTestId('notification-item').filter({ hasText: 'tipped you 12' }).waitFor();
    await stack.screenshot(page, '92-bell-panel', { fullPage: false });
    await page.getByTestId('bell-read-all').click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await page.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/notifications');
    await page.getByTestId('notifications-page').getByText('Today').waitFor();
    await page
      .getByTestId('notifications-page')
      .getByTestId('notification-item')
      .filter({ hasText: 'tipped you 12' })
      .waitFor();
    await stack.screenshot(page, '92-notifications-page');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('93. crawlers get robots.txt, a sitemap of public creators and posts, and social tags on a profile', async () => {
    const seo = await creator('seostar', { name: 'Seo Star', bio: 'Landscape photographer </script> & friends' });
    const post = await stack.api.services.testing.buildFeed(seo.token, { text: 'Mountains at dawn' });
    const robots = await fetch(`${stack.web.url}/robots.txt`);
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /admin');
    expect(robotsText).toContain(`Sitemap: ${stack.web.url}/sitemap.xml`);
    const sitemap = await fetch(`${stack.web.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${stack.web.url}/seostar</loc>`);
    expect(xml).toContain(`<loc>${stack.web.url}/posts/${post.slug || post._id}</loc>`);

    const context = await stack.newContext();
    const page = await context.newPage();
    await open(page, '/seostar');
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe('Seo Star');
    expect(await meta('meta[name="twitter:card"]')).toMatch(/^summary/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${stack.web.url}/seostar`);
    const jsonLd = JSON.parse((await page.getByTestId('profile-json-ld').textContent()) ?? '{}');
    expect(jsonLd.mainEntity).toMatchObject({ '@type': 'Person', name: 'Seo Star', alternateName: '@seostar' });
    await context.close();
  });
  it('94. promos from the operators show on the landing page and /creators; fans see whom they follow, creators their followers', async () => {
    await stack.api.services.catalog.addPromo({
      title: 'Summer of creators',
      description: 'New faces every day',
      link: '/creators',
      position: 'top',
    });
    const star = await creator('promostar', { name: 'Promo Star' });
    const fan = await stack.api.services.testing.createUserWithSession({ username: 'promofan' });
    expect((await callApi(stack.api, 'POST', `/follows/${star.user.id}`, { token: fan.token })).status).toBe(200);

    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/');
    await stack.screenshot(page, '94-landing-promo');
    await page.getByTestId('site-promo').filter({ hasText: 'Summer of creators' }).waitFor();
    await page.getByRole('link', { name: 'Summer of creators' }).click();
    await page.waitForURL('**/creators');
    await page.getByTestId('site-promo').filter({ hasText: 'Summer of creators' }).waitFor();
    await stack.screenshot(page, '94-creators-promo', { fullPage: false });

    await stack.signIn(context, fan.token);
    await open(page, '/user/following');
    await page.getByTestId('creator-card').filter({ hasText: 'Promo Star' }).waitFor();
    await stack.signIn(context, star.token);
    await open(page, '/creator/followers');
    await page.getByTestId('follower').filter({ hasText: '@promofan' }).waitFor();
    await stack.screenshot(page, '94-creator-followers');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('99. explore shows featured, new, top and random rows; live now and a price cap narrow the list', async () => {
    const live = await creator('exploreonair', { name: 'Explore On Air', monthlyPrice: 4 });
    await creator('exploredear', { name: 'Explore Dear', monthlyPrice: 40 });
    // On air, as the streaming journeys leave a creator (here without a broadcaster).
    await stack.api.services.database.db.execute(
      `insert into streams (id, performer_id, is_streaming, session_id) values ('e99e99e99e99e99e99e99e99', '${live.user.id}', true, 'journey-99')`,
    );
    const context = await stack.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, '/creators');
    for (const row of ['new', 'top', 'random']) await page.getByTestId(`explore-${row}`).waitFor();
    await page.getByTestId('explore-new').getByTestId('creator-card').filter({ hasText: 'Explore Dear' }).waitFor();
    await stack.screenshot(page, '99-explore-rows');

    // The switch follows the address: click, then wait for the list to move.
    await page.getByRole('switch', { name: 'Live now' }).click();
    await page.waitForURL(/streamingStatus=live/);
    await expect.poll(async () => page.getByTestId('creators-grid').innerText()).toContain('Explore On Air');
    expect(await page.getByTestId('creators-grid').getByTestId('creator-card').count()).toBe(1);
    expect(await page.getByTestId('explore-new').count()).toBe(0);
    await page.getByRole('switch', { name: 'Live now' }).click();
    await page.waitForURL((url) => !url.search.includes('streamingStatus'));
    await chooseOption(page, 'Monthly price', 'Up to $5.00');
    await page.waitForURL(/maxPrice=5/);
    await expect.poll(async () => page.getByTestId('creators-grid').innerText()).toContain('Explore On Air');
    expect(await page.getByTestId('creators-grid').innerText()).not.toContain('Explore Dear');
    await stack.screenshot(page, '99-explore-price');
    expect(errors).toEqual([]);
    await context.close();
  });
});
