import { testImage } from '@fanlane/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, open, pathname } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { testVideo } from '../harness/media.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The post card whose text contains `text`. */
const card = (page: Page, text: string) => page.getByTestId('feed-card').filter({ hasText: text });

/** Media URLs on the page that point at private (signed) files. */
const privateMedia = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('img, video, audio, source'))
      .flatMap((el) => [el.getAttribute('src'), el.getAttribute('poster')])
      .filter((src): src is string => Boolean(src && src.includes('/files/private'))),
  );

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

suite('feed journeys', () => {
  let stack: Stack;
  let creator: { user: { id: string }; token: string };

  beforeAll(async () => {
    stack = await startStack();
    // Videos are transcoded by the job queue, as in production.
    stack.api.services.jobs.start();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'lenslight' });
    const named = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: { name: 'Lens Light' },
    });
    expect(named.status).toBe(200);
  });

  afterAll(async () => {
    await stack?.api.services.jobs.stop();
    await stack?.close();
  });

  it('16. a creator posts a photo set, a video and a poll from the composer, and edits and deletes posts', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The header leads to the composer.
    await open(page, '/home');
    await page.getByTestId('header-new-post').click();
    await page.waitForURL('**/creator/posts/new');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    // Nothing written: the shared schema's message shows.
    await page.getByTestId('post-submit').click();
    await page.getByText('Write something for this post').waitFor();

    // Photos: two files at once, each with its own tile, then ready.
    await page.getByTestId('post-type').getByText('Photos').click();
    await page.getByTestId('post-submit').click();
    await page.getByText('Add at least one file to this post').waitFor();
    await page.locator('input[type="file"][name="upload-photo"]').setInputFiles([
      { name: 'sunrise.png', mimeType: 'image/png', buffer: await testImage(640, 480) },
      { name: 'harbour.png', mimeType: 'image/png', buffer: await testImage(480, 640) },
    ]);
    await page.getByTestId('upload-tile').filter({ hasText: 'Ready' }).nth(1).waitFor();
    await page.getByTestId('post-text').fill('Morning light over the harbour');
    await stack.screenshot(page, '16-composer-photos');
    await page.getByTestId('post-submit').click();
    await page.waitForURL(/\/creator\/posts\?saved=/);
    await page.getByTestId('own-post').filter({ hasText: 'Morning light over the harbour' }).waitFor();

    // A video: uploaded, processed by the job queue (the composer polls its status), then published.
    await open(page, '/creator/posts/new');
    await page.getByTestId('post-type').getByText('Video').click();
    await page.locator('input[type="file"][name="upload-video"]').setInputFiles(await testVideo(2));
    await page
      .getByTestId('upload-tile')
      .filter({ hasText: /Processing|Ready/ })
      .waitFor({ timeout: 30_000 });
    await stack.screenshot(page, '16-composer-video');
    await page.getByTestId('upload-tile').filter({ hasText: 'Ready' }).waitFor({ timeout: 45_000 });
    await page.getByTestId('post-text').fill('Behind the scenes: a short clip');
    await page.getByTestId('post-submit').click();
    await page.waitForURL(/\/creator\/posts\?saved=/);

    // A poll: a question with two options.
    await open(page, '/creator/posts/new');
    await page.getByTestId('post-text').fill('Where should I shoot next?');
    await page.getByRole('switch', { name: /Add a poll/ }).check();
    await page.getByRole('textbox', { name: /^Question/ }).fill('Next location');
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Beach');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('City');
    await stack.screenshot(page, '16-composer-poll');
    await page.getByTestId('post-submit').click();
    await page.waitForURL(/\/creator\/posts\?saved=/);
    await page.getByTestId('own-post').nth(2).waitFor();
    expect(await page.getByTestId('own-posts-total').innerText()).toBe('3 posts');

    // Edit: the composer opens with the post, the change shows in the list.
    await page.getByTestId('own-post').filter({ hasText: 'Morning light' }).getByTestId('edit-post').click();
    await page.waitForURL(/\/creator\/posts\/[^/]+\/edit$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('post-text').inputValue()).toBe('Morning light over the harbour');
    expect(await page.getByTestId('upload-tile').count()).toBe(2);
    await page.getByTestId('post-text').fill('Morning light over the old harbour');
    await page.getByTestId('post-submit').click();
    await page.waitForURL(/\/creator\/posts\?saved=/);
    await page.getByTestId('own-post').filter({ hasText: 'the old harbour' }).waitFor();
    await stack.screenshot(page, '16-creator-posts');

    // Delete asks first.
    const extra = await callApi<{ _id: string }>(stack.api, 'POST', '/performer/feeds', {
      token: creator.token,
      body: { type: 'text', text: 'A post to remove' },
    });
    expect(extra.status).toBe(200);
    await open(page, '/creator/posts');
    const row = page.getByTestId('own-post').filter({ hasText: 'A post to remove' });
    await row.getByTestId('delete-post').click();
    await page.getByTestId('confirm-delete').waitFor();
    await page.getByTestId('confirm-delete-button').click();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('own-posts-total').innerText()).toBe('3 posts');
    expect(errors).toEqual([]);
    await context.close();

    // The composer on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, creator.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/creator/posts/new');
    await phonePage.getByTestId('post-type').getByText('Photos').click();
    await phonePage.getByRole('switch', { name: /Add a poll/ }).check();
    await phonePage.getByRole('switch', { name: /Pay-per-view/ }).check();
    await phonePage.getByRole('textbox', { name: 'Option 1' }).waitFor();
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '16-composer-phone-dark');
    await phone.close();
  }, 180_000);

  it('17. a subscribed fan sees the posts on /home, votes, comments, likes and bookmarks', async () => {
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'keenfan' });
    expect((await callApi(stack.api, 'POST', `/follows/${creator.user.id}`, { token: fan.token })).status).toBe(200);
    await stack.api.services.testing.subscribe(fan.user.id, creator.user.id);

    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/home');
    await card(page, 'old harbour').waitFor();
    expect(await page.getByTestId('feed-card').count()).toBe(3);
    // Newest first.
    expect(await page.getByTestId('feed-text').first().innerText()).toBe('Where should I shoot next?');

    // Photos: signed thumbnails that load; the viewer opens the full photo.
    const photos = card(page, 'old harbour').locator('[data-testid="feed-photos"] img');
    expect(await photos.count()).toBe(2);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="feed-photos"] img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await card(page, 'old harbour').getByRole('button', { name: 'Open photo 2 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 2 of 2' });
    await viewer.waitFor();
    await viewer.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
    await stack.screenshot(page, '17-photo-viewer', { fullPage: false });
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Photo 1 of 2' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // The video plays from its signed MP4.
    const video = card(page, 'short clip').getByTestId('feed-video');
    expect(await video.getAttribute('src')).toContain('/files/private/');
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="feed-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
    );
    expect(await video.evaluate((v) => Math.round((v as HTMLVideoElement).duration))).toBe(2);

    // Vote: the results replace the options.
    const poll = card(page, 'Where should I shoot next?');
    await poll.getByTestId('poll-option').filter({ hasText: 'Beach' }).click();
    await poll.getByTestId('poll-result').first().waitFor();
    expect(await poll.getByTestId('poll-result').allInnerTexts()).toEqual([
      expect.stringMatching(/Beach\s+100%/),
      expect.stringMatching(/City\s+0%/),
    ]);
    expect(await poll.getByTestId('feed-poll').innerText()).toContain('1 vote');

    // Comment on the poll.
    await poll.getByTestId('comments-button').click();
    await poll.getByText('No comments yet.').waitFor();
    await poll.getByTestId('comment-input').fill('Beach, golden hour please!');
    await poll.getByTestId('comment-submit').click();
    await poll.getByTestId('comment').filter({ hasText: 'golden hour' }).waitFor();
    expect(await poll.getByTestId('comments-button').innerText()).toBe('1');

    // Like (shown at once) and bookmark.
    const photosCard = card(page, 'old harbour');
    await photosCard.getByTestId('like-button').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="like-button"][aria-pressed="true"]') !== null,
    );
    await photosCard.getByTestId('bookmark-button').click();
    await photosCard.locator('[data-testid="bookmark-button"][aria-pressed="true"]').waitFor();
    await stack.screenshot(page, '17-home-subscribed');

    // The server remembers all of it.
    await open(page, '/home');
    await card(page, 'old harbour').locator('[data-testid="like-button"][aria-pressed="true"]').waitFor();
    expect(await card(page, 'old harbour').getByTestId('like-button').innerText()).toBe('1');
    await card(page, 'Where should I shoot next?').getByTestId('poll-result').first().waitFor();

    // Bookmarks, from the account menu.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Bookmarks' }).click();
    await page.waitForURL('**/user/bookmarks');
    await card(page, 'old harbour').waitFor();
    expect(await page.getByTestId('feed-card').count()).toBe(1);
    await stack.screenshot(page, '17-bookmarks');

    // The creator's profile lists the same posts in its Posts tab.
    await open(page, '/lenslight');
    await card(page, 'short clip').waitFor();
    expect(await page.getByTestId('feed-card').count()).toBe(3);
    expect(pathname(page)).toBe('/lenslight');
    expect(errors).toEqual([]);
    await context.close();

    // On a phone, in the dark theme, the timeline fits the screen.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, fan.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/home');
    await card(phonePage, 'old harbour').locator('img').first().waitFor();
    await phonePage.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="feed-photos"] img')).every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '17-home-phone-dark');
    await card(phonePage, 'Where should I shoot next?').getByTestId('comments-button').click();
    await card(phonePage, 'Where should I shoot next?').getByTestId('comment').first().waitFor();
    expect(await fitsScreen(phonePage)).toBe(true);
    await card(phonePage, 'Where should I shoot next?').scrollIntoViewIfNeeded();
    await stack.screenshot(phonePage, '17-poll-comments-phone-dark', { fullPage: false });
    await phone.close();
  }, 120_000);

  it('18. a fan who follows without subscribing sees locked posts: blurred previews, no private media', async () => {
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'curiousfan' });
    expect((await callApi(stack.api, 'POST', `/follows/${creator.user.id}`, { token: fan.token })).status).toBe(200);
    // A pay-per-view photo and a text post, made through the API.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage(400, 300))], { type: 'image/png' }), 'ppv.png');
    const uploaded = await fetch(`${stack.api.url}/performer/feeds/photo/upload`, {
      method: 'POST',
      headers: { Authorization: creator.token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: { _id: string } }).data;
    const ppv = await callApi(stack.api, 'POST', '/performer/feeds', {
      token: creator.token,
      body: { type: 'photo', text: 'Pay-per-view: the full set', fileIds: [file._id], isSale: true, price: 5 },
    });
    expect(ppv.status).toBe(200);
    const text = await callApi(stack.api, 'POST', '/performer/feeds', {
      token: creator.token,
      body: { type: 'text', text: 'Text posts stay readable for everyone' },
    });
    expect(text.status).toBe(200);

    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/home');
    await card(page, 'old harbour').waitFor();

    // The text of locked posts is there; their media are not.
    for (const text of ['old harbour', 'short clip']) {
      const locked = card(page, text).getByTestId('feed-locked');
      await locked.waitFor();
      expect(await locked.innerText()).toContain('Subscribe to unlock');
    }
    expect(await card(page, 'old harbour').getByTestId('feed-locked').innerText()).toContain('2 photos');
    expect(await card(page, 'short clip').getByTestId('feed-locked').innerText()).toContain('1 video');
    expect(await card(page, 'Pay-per-view').getByTestId('unlock-button').innerText()).toBe('Unlock for 5 tokens');
    expect(await page.getByTestId('feed-photos').count()).toBe(0);
    expect(await page.getByTestId('feed-video').count()).toBe(0);
    expect(await privateMedia(page)).toEqual([]);
    // The poll is open to followers.
    await card(page, 'Where should I shoot next?').getByTestId('poll-option').first().waitFor();
    await card(page, 'Text posts stay readable').waitFor();
    await stack.screenshot(page, '18-home-locked');

    // Reporting a post: a reason is required, then the moderators get it.
    await card(page, 'short clip').getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const report = page.getByTestId('report-form');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Say what is wrong').waitFor();
    await report.getByRole('radio', { name: 'Stolen content' }).check();
    await report.getByRole('textbox', { name: 'Details (optional)' }).fill('This clip is from another channel.');
    await stack.screenshot(page, '18-report-dialog', { fullPage: false });
    await report.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Report sent').waitFor();
    await report.waitFor({ state: 'detached' });

    // "Subscribe to unlock" opens the subscription dialog in place; closing it leaves the post locked.
    await card(page, 'short clip').getByTestId('subscribe-to-unlock').click();
    const dialog = page.getByTestId('subscription-modal');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await card(page, 'short clip').getByTestId('feed-locked').waitFor();
    expect(await privateMedia(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // More than a page of posts: the next page comes as the end of the timeline comes into view.
    const prolific = await stack.api.services.testing.createUserWithSession({
      role: 'performer',
      username: 'prolific',
    });
    for (let i = 1; i <= 14; i += 1) {
      const made = await callApi(stack.api, 'POST', '/performer/feeds', {
        token: prolific.token,
        body: { type: 'text', text: `Daily note number ${i}` },
      });
      expect(made.status).toBe(200);
    }
    expect((await callApi(stack.api, 'POST', `/follows/${prolific.user.id}`, { token: fan.token })).status).toBe(200);
    const scroller = await stack.newContext();
    await stack.signIn(scroller, fan.token);
    const scrollPage = await scroller.newPage();
    const scrollErrors = collectPageErrors(scrollPage);
    await open(scrollPage, '/home');
    await card(scrollPage, 'Daily note number 14').waitFor();
    expect(await scrollPage.getByTestId('feed-card').count()).toBe(12);
    await scrollPage.getByTestId('load-more').waitFor();
    await scrollPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await scrollPage.getByText('You are all caught up.').waitFor();
    // 14 notes and the 5 posts of the first creator, each once.
    expect(await scrollPage.getByTestId('feed-card').count()).toBe(19);
    expect(await scrollPage.getByTestId('load-more').count()).toBe(0);
    expect(scrollErrors).toEqual([]);
    await scroller.close();

    // Someone who follows nobody gets the way to the creators list.
    const loner = await stack.api.services.testing.createUserWithSession({ role: 'user' });
    const lonerContext = await stack.newContext(PHONE);
    await lonerContext.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(lonerContext, loner.token);
    const lonerPage = await lonerContext.newPage();
    await open(lonerPage, '/home');
    await lonerPage.getByTestId('timeline-empty').getByText('Your timeline is empty').waitFor();
    await lonerPage.getByTestId('timeline-empty').getByRole('link', { name: 'Explore creators' }).waitFor();
    expect(await fitsScreen(lonerPage)).toBe(true);
    await stack.screenshot(lonerPage, '18-home-empty-phone-dark');
    await lonerContext.close();
  }, 120_000);
});
