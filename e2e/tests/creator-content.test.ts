import type { Gallery, Product, Reel, Video } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, eventually, open, pathname, uploadTo } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { generatedPhoto, testVideo } from '../harness/media.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Every media address on the page (img, video, poster) that points at private, signed files. */
const privateMedia = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('img, video, audio, source'))
      .flatMap((el) => [el.getAttribute('src'), el.getAttribute('poster')])
      .filter((src): src is string => Boolean(src && src.includes('/files/private'))),
  );

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Waits until every image matching `selector` has loaded (a broken signed link would fail this). */
const imagesLoaded = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) =>
      Array.from(document.querySelectorAll(sel)).length > 0 &&
      Array.from(document.querySelectorAll(sel)).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    selector,
  );

/** The ids of the gallery's photos, in the order the studio shows them. */
const photoOrder = (page: Page) =>
  page.getByTestId('gallery-photo').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-photo-id')));

/** Drops files on an element the way a browser does after a drag from the desktop. */
async function dropFiles(page: Page, testId: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.mimeType }));
    }
    return transfer;
  }, payload);
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

suite('creator content journeys', () => {
  let stack: Stack;
  let creator: { user: { id: string }; token: string };
  let subscriber: { user: { id: string }; token: string };
  let gallerySlug = '';
  let videoSlug = '';

  beforeAll(async () => {
    stack = await startStack();
    // Videos and reels are transcoded by the job queue, as in production.
    stack.api.services.jobs.start();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'studiostar' });
    const named = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: { name: 'Studio Star' },
    });
    expect(named.status).toBe(200);
    subscriber = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'galleryfan' });
    await stack.api.services.testing.subscribe(subscriber.user.id, creator.user.id);
  });

  afterAll(async () => {
    await stack?.api.services.jobs.stop();
    await stack?.close();
  });

  it('19. a creator builds a gallery of 10 photos and uploads a video with a teaser from the studio', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The account menu leads to the galleries of the studio.
    await open(page, '/home');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'My galleries' }).click();
    await page.waitForURL('**/creator/galleries');
    await page.getByTestId('own-galleries-empty').waitFor();

    // A new gallery: the title is required (the shared schema's message).
    await page.getByTestId('new-gallery').first().click();
    const form = page.getByTestId('gallery-form');
    await form.getByTestId('gallery-submit').click();
    await form.getByText('Give the gallery a title').waitFor();
    await form.getByRole('textbox', { name: /^Title/ }).fill('Golden hour in Lisbon');
    await form.getByRole('textbox', { name: 'Description' }).fill('Trams, rooftops and the river at sunset.');
    await form.getByTestId('gallery-submit').click();
    await page.waitForURL(/\/creator\/galleries\/[^/?]+$/);
    await page.getByTestId('no-photos').waitFor();

    // Eleven photos: four dropped on the zone, seven chosen with the file picker; each shows its
    // own progress and they go up two at a time.
    const photos = await Promise.all(Array.from({ length: 11 }, (_, i) => generatedPhoto(i + 1)));
    await dropFiles(page, 'gallery-photos-zone', photos.slice(0, 4));
    await page.getByTestId('upload-queue').waitFor();
    await page.locator('input[type="file"][name="gallery-photos"]').setInputFiles(photos.slice(4));
    await page.getByTestId('queued-photo').nth(4).waitFor();
    await stack.screenshot(page, '19-gallery-uploading');
    await expect.poll(() => page.getByTestId('gallery-photo').count(), { timeout: 60_000 }).toBe(11);
    await page.getByTestId('upload-queue').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('gallery-count').getByText('11 photos').waitFor();

    // Delete the last one (after a confirmation): ten remain.
    await page.getByTestId('gallery-photo').nth(10).getByTestId('delete-photo').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-button').click();
    await expect.poll(() => page.getByTestId('gallery-photo').count()).toBe(10);
    await page.getByTestId('gallery-count').getByText('10 photos').waitFor();

    // Reorder with the keyboard: the first photo moves one place later, and the order is kept.
    const before = await photoOrder(page);
    await page.getByTestId('gallery-photo').first().getByTestId('move-later').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => photoOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByTestId('gallery-photo').first().getByTestId('move-later').waitFor();
    await expect.poll(() => page.getByTestId('gallery-photo').nth(1).getByTestId('move-later').isEnabled()).toBe(true);

    // The third photo becomes the cover; the first gets a title.
    await page.getByTestId('gallery-photo').nth(2).getByTestId('set-cover').click();
    await page.getByTestId('gallery-photo').nth(2).getByTestId('cover-badge').waitFor();
    await page.getByTestId('gallery-photo').first().getByTestId('edit-photo').click();
    await page.getByTestId('photo-form').getByRole('textbox', { name: 'Title' }).fill('Tram 28');
    await page.getByTestId('photo-form').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('gallery-photo').first().getByText('Tram 28').waitFor();

    // The server keeps all of it.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('gallery-photo').nth(9).waitFor();
    expect(await photoOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByTestId('gallery-photo').nth(2).getByTestId('cover-badge').waitFor();
    await imagesLoaded(page, '[data-testid="gallery-photo"] img');
    await stack.screenshot(page, '19-gallery-studio');
    const gallery = await callApi<{ data: Gallery[] }>(
      stack.api,
      'GET',
      `/performer-assets/galleries/search?performerId=${creator.user.id}`,
    );
    expect(gallery.data.data[0]).toMatchObject({ title: 'Golden hour in Lisbon', numOfItems: 10 });
    gallerySlug = gallery.data.data[0]!.slug;

    // A video with a teaser and a thumbnail, uploaded in one request with its progress.
    await page.getByTestId('studio-nav').getByRole('link', { name: 'Videos' }).click();
    await page.waitForURL('**/creator/videos');
    await page.getByTestId('new-video').first().click();
    await page.waitForURL('**/creator/videos/new');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('video-submit').click();
    await page.getByText('Choose the video').waitFor();
    await page.locator('input[type="file"][name="video"]').setInputFiles(await testVideo(3));
    const teaser = await testVideo(1);
    await page.locator('input[type="file"][name="teaser"]').setInputFiles({ ...teaser, name: 'teaser.mp4' });
    const thumbnail = await generatedPhoto(20, 1280, 720);
    await page.locator('input[type="file"][name="thumbnail"]').setInputFiles({ ...thumbnail, name: 'cover.jpg' });
    await page.getByTestId('video-title').fill('Tram 28 at dusk');
    await page.getByRole('textbox', { name: 'Description' }).fill('A ride up the hill as the lights come on.');
    await page.getByTestId('video-tags').fill('lisbon');
    await page.keyboard.press('Enter');
    await page.getByTestId('video-tags').fill('behind the scenes');
    await page.keyboard.press('Enter');
    await stack.screenshot(page, '19-video-form');
    await page.getByTestId('video-submit').click();
    await page.waitForURL(/\/creator\/videos\?saved=/, { timeout: 30_000 });
    const row = page.getByTestId('own-video').filter({ hasText: 'Tram 28 at dusk' });
    await row.waitFor();
    // Processed by the job queue; the list asks the status endpoint every 5 s until it is ready.
    await row.getByTestId('video-processing').waitFor({ state: 'detached', timeout: 60_000 });
    await row.getByText('Teaser', { exact: true }).waitFor({ timeout: 30_000 });
    await imagesLoaded(page, '[data-testid="own-video"] img');
    await stack.screenshot(page, '19-videos-studio');
    const videos = await callApi<{ data: Video[] }>(
      stack.api,
      'GET',
      `/performer-assets/videos/search?performerId=${creator.user.id}`,
    );
    expect(videos.data.data[0]).toMatchObject({ title: 'Tram 28 at dusk', tags: ['lisbon', 'behind the scenes'] });
    expect(videos.data.data[0]!.teaserId).not.toBeNull();
    videoSlug = videos.data.data[0]!.slug;
    expect(errors).toEqual([]);
    await context.close();

    // The studio on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, creator.token);
    const phonePage = await phone.newPage();
    await open(phonePage, '/creator/galleries');
    await phonePage.getByTestId('own-gallery').first().getByTestId('manage-gallery').click();
    await phonePage.getByTestId('gallery-photo').nth(9).waitFor();
    await imagesLoaded(phonePage, '[data-testid="gallery-photo"] img');
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '19-gallery-studio-phone-dark');
    await phone.close();
  }, 240_000);

  it('20. a subscriber browses the gallery with the keyboard and watches the video', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, subscriber.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The Photos tab of the profile: the tab is in the address.
    await open(page, '/studiostar');
    await page.getByTestId('tab-photos').click();
    await page.waitForURL('**/studiostar?tab=photos');
    await imagesLoaded(page, '[data-testid="gallery-card"] img');
    await stack.screenshot(page, '20-profile-photos');
    await page.getByTestId('gallery-card').first().click();
    await page.waitForURL(`**/galleries/${gallerySlug}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('gallery-photo-button').count()).toBe(10);
    await imagesLoaded(page, '[data-testid="gallery-grid"] img');
    expect(await page.getByTestId('gallery-locked').count()).toBe(0);

    // The viewer: Enter opens the focused photo, the arrow keys move (and wrap), Escape closes.
    await page.getByTestId('gallery-photo-button').first().focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('dialog', { name: 'Photo 1 of 10' });
    await first.waitFor();
    const full = await first.locator('img').getAttribute('src');
    expect(full).toContain('/files/private/');
    expect(full).not.toContain('variant=thumb');
    await first.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Photo 2 of 10' }).waitFor();
    await page
      .getByRole('dialog', { name: 'Photo 2 of 10' })
      .locator('img')
      .evaluate((img) => (img as HTMLImageElement).decode());
    // Past the modal's fade-in.
    await page.waitForTimeout(400);
    await stack.screenshot(page, '20-gallery-viewer', { fullPage: false });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Photo 10 of 10' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Bookmark the gallery; it shows in the Galleries tab of the bookmarks.
    await page.getByTestId('bookmark-button').click();
    await page.locator('[data-testid="bookmark-button"][aria-pressed="true"]').waitFor();
    await stack.screenshot(page, '20-gallery-page');

    // The video plays from its signed MP4.
    await open(page, '/studiostar?tab=videos');
    await page.getByTestId('video-card').first().click();
    await page.waitForURL(`**/videos/${videoSlug}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const player = page.getByTestId('video-player');
    expect(await player.getAttribute('src')).toContain('/files/private/');
    expect(await page.getByTestId('video-teaser').count()).toBe(0);
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="video-player"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
    );
    expect(await player.evaluate((v) => Math.round((v as HTMLVideoElement).duration))).toBe(3);
    await player.evaluate((v) => {
      const video = v as HTMLVideoElement;
      video.muted = true;
      return video.play();
    });
    await page.waitForFunction(
      () =>
        ((document.querySelector('[data-testid="video-player"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.5,
    );

    // Like and comment (the post cards' comments, on a video).
    await page.getByTestId('like-button').click();
    await page.locator('[data-testid="like-button"][aria-pressed="true"]').waitFor();
    expect(await page.getByTestId('like-button').innerText()).toBe('1');
    await page.getByTestId('comments-button').click();
    await page.getByTestId('comment-input').fill('That last curve!');
    await page.getByTestId('comment-submit').click();
    await page.getByTestId('comment').filter({ hasText: 'That last curve!' }).waitFor();
    await player.evaluate((v) => (v as HTMLVideoElement).pause());
    await stack.screenshot(page, '20-video-page');
    const liked = await callApi<Video>(stack.api, 'GET', `/performer-assets/videos/${videoSlug}`, {
      token: subscriber.token,
    });
    expect(liked.data).toMatchObject({ isLiked: true, stats: expect.objectContaining({ likes: 1, comments: 1 }) });

    // Bookmarks: a tab per kind, in the address.
    await open(page, '/user/bookmarks');
    await page.getByTestId('tab-galleries').click();
    await page.waitForURL('**/user/bookmarks?tab=galleries');
    await page.getByTestId('bookmarks-galleries').getByTestId('gallery-card').waitFor();
    expect(await page.getByTestId('gallery-card').count()).toBe(1);
    await page.getByTestId('tab-videos').click();
    await page.getByTestId('bookmarks-empty').waitFor();
    await stack.screenshot(page, '20-bookmarks-videos');
    expect(errors).toEqual([]);
    await context.close();

    // The gallery on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, subscriber.token);
    const phonePage = await phone.newPage();
    await open(phonePage, `/galleries/${gallerySlug}`);
    await expect.poll(() => phonePage.getByTestId('gallery-photo-button').count()).toBe(10);
    await imagesLoaded(phonePage, '[data-testid="gallery-grid"] img');
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '20-gallery-phone-dark');
    await phone.close();
  }, 120_000);

  it('21. a fan who does not subscribe sees the covers and the teaser only', async () => {
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'windowshopper' });
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The Photos tab: the cover's thumbnail is the only private link, and it is the thumb variant.
    await open(page, '/studiostar?tab=photos');
    const card = page.getByTestId('gallery-card').first();
    await imagesLoaded(page, '[data-testid="gallery-card"] img');
    expect(await card.getAttribute('aria-label')).toContain('locked');
    for (const src of await privateMedia(page)) expect(src).toContain('variant=thumb');

    // The gallery: the cover, ten blurred previews, the lock; no photo can be opened.
    await card.click();
    await page.waitForURL(`**/galleries/${gallerySlug}`);
    const locked = page.getByTestId('gallery-locked');
    await locked.waitFor();
    expect(await locked.innerText()).toContain('Subscribe to unlock');
    expect(await locked.innerText()).toContain('10 photos');
    await expect.poll(() => page.locator('[data-testid="gallery-grid"] li').count()).toBe(10);
    await imagesLoaded(page, '[data-testid="gallery-grid"] img');
    expect(await page.getByTestId('gallery-photo-button').count()).toBe(0);
    const shown = await privateMedia(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const src of shown) expect(src).toContain('variant=thumb');
    // Only one private file: the cover.
    expect(new Set(shown.map((src) => new URL(src).pathname)).size).toBe(1);
    await stack.screenshot(page, '21-gallery-locked');

    // "Subscribe to unlock" opens the subscription dialog in place.
    await locked.getByTestId('subscribe-to-unlock').click();
    await page.getByTestId('subscription-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('subscription-modal').waitFor({ state: 'detached' });

    // The video: the teaser plays from its public file; the video itself is not on the page.
    await open(page, `/videos/${videoSlug}`);
    const teaser = page.getByTestId('video-teaser');
    await teaser.waitFor();
    expect(await teaser.getAttribute('src')).not.toContain('/files/private');
    expect(await page.getByTestId('video-player').count()).toBe(0);
    expect(await page.getByTestId('video-locked').innerText()).toContain('Subscribe to unlock');
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="video-teaser"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
    );
    expect(await privateMedia(page)).toEqual([]);
    const answer = await callApi<Video>(stack.api, 'GET', `/performer-assets/videos/${videoSlug}`, {
      token: fan.token,
    });
    expect(answer.data.video?.url).toBeNull();
    await stack.screenshot(page, '21-video-locked');
    expect(errors).toEqual([]);
    await context.close();

    // Signed out, on a phone in the dark theme: the same locks.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const phonePage = await phone.newPage();
    const phoneErrors = collectPageErrors(phonePage);
    await open(phonePage, `/videos/${videoSlug}`);
    await phonePage.getByTestId('video-teaser').waitFor();
    expect(await privateMedia(phonePage)).toEqual([]);
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '21-video-locked-phone-dark');
    await open(phonePage, `/galleries/${gallerySlug}`);
    await phonePage.getByTestId('gallery-locked').waitFor();
    await expect.poll(() => phonePage.locator('[data-testid="gallery-grid"] li').count()).toBe(10);
    for (const src of await privateMedia(phonePage)) expect(src).toContain('variant=thumb');
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '21-gallery-locked-phone-dark');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 120_000);

  it('22. reels play in the vertical player and count a view once', async () => {
    // One reel from the studio, one straight through the API.
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/creator/reels');
    await page.getByTestId('own-reels-empty').waitFor();
    await page.locator('input[type="file"][name="reel-video"]').setInputFiles(await testVideo(3));
    await page.getByTestId('reel-title').fill('Sunset from the miradouro');
    await page.getByTestId('reel-submit').click();
    const own = page.getByTestId('own-reel').filter({ hasText: 'Sunset from the miradouro' });
    await own.waitFor();
    await own.getByRole('status').waitFor({ state: 'detached', timeout: 60_000 });
    await imagesLoaded(page, '[data-testid="own-reel"] img');
    await stack.screenshot(page, '22-reels-studio');
    expect(errors).toEqual([]);
    await context.close();

    const second = await uploadTo<Reel>(
      stack,
      creator.token,
      '/reels/upload',
      { title: 'Tram bells' },
      {
        video: await testVideo(3),
      },
    );
    await eventually(
      () => callApi<{ data: Reel[] }>(stack.api, 'GET', '/reels/performer/my-reels', { token: creator.token }),
      (answer) => answer.data.data.length === 2 && answer.data.data.every((r) => !r.processing),
    );

    // The subscriber opens the player from the navigation.
    const fanContext = await stack.newContext();
    await stack.signIn(fanContext, subscriber.token);
    const fanPage = await fanContext.newPage();
    const fanErrors = collectPageErrors(fanPage);
    await open(fanPage, '/home');
    await fanPage.getByTestId('account-menu').click();
    await fanPage.getByRole('menuitem', { name: 'Reels' }).click();
    await fanPage.waitForURL('**/reels');
    await fanPage.getByTestId('reel').nth(1).waitFor();
    const firstReel = fanPage.getByTestId('reel').first();
    // Newest first: the API upload.
    expect(await firstReel.getAttribute('data-reel-id')).toBe(second._id);
    expect(await firstReel.getByTestId('reel-views').innerText()).toBe('0');

    // It plays muted on its own; after about two seconds the view is counted, once.
    await fanPage.waitForFunction(() => {
      const video = document.querySelector('[data-active] video') as HTMLVideoElement | null;
      return Boolean(video && !video.paused && video.muted && video.currentTime > 0);
    });
    await firstReel.getByTestId('reel-views').getByText('1').waitFor({ timeout: 15_000 });
    const counted = await callApi<Reel>(stack.api, 'GET', `/reels/${second._id}`);
    expect(counted.data.stats.views).toBe(1);

    // Tap to unmute; like.
    await firstReel.getByTestId('reel-video').click();
    await firstReel.getByRole('button', { name: 'Mute', exact: true }).waitFor();
    expect(await firstReel.getByTestId('reel-video').evaluate((v) => (v as HTMLVideoElement).muted)).toBe(false);
    await firstReel.getByTestId('reel-like').click();
    await firstReel.getByTestId('reel-likes').getByText('1').waitFor();
    await stack.screenshot(fanPage, '22-reels-desktop', { fullPage: false });

    // The arrow key moves to the next reel, which plays (and counts) in turn.
    await fanPage.getByTestId('reels-player').focus();
    await fanPage.keyboard.press('ArrowDown');
    const secondSlide = fanPage.getByTestId('reel').nth(1);
    await fanPage
      .locator('[data-testid="reel"][data-active]')
      .filter({ hasText: 'Sunset from the miradouro' })
      .waitFor();
    await secondSlide.getByTestId('reel-views').getByText('1').waitFor({ timeout: 15_000 });

    // Watching again the same day does not count again.
    await open(fanPage, '/reels');
    await fanPage.getByTestId('reel').first().waitFor();
    await fanPage.waitForFunction(
      () => ((document.querySelector('[data-active] video') as HTMLVideoElement | null)?.currentTime ?? 0) > 2.5,
      undefined,
      { timeout: 15_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fanPage.getByTestId('reel').first().getByTestId('reel-views').innerText()).toBe('1');
    const again = await callApi<Reel>(stack.api, 'GET', `/reels/${second._id}`);
    expect(again.data.stats).toMatchObject({ views: 1, likes: 1 });
    expect(fanErrors).toEqual([]);
    await fanContext.close();

    // Signed out: the reels are for subscribers, so each shows its blurred still and the lock.
    const visitor = await stack.newContext();
    const visitorPage = await visitor.newPage();
    await open(visitorPage, '/reels');
    await visitorPage.getByTestId('reel-locked').first().waitFor();
    expect(await visitorPage.getByTestId('reel-video').count()).toBe(0);
    expect(await privateMedia(visitorPage)).toEqual([]);
    await imagesLoaded(visitorPage, '[data-active] img');
    await stack.screenshot(visitorPage, '22-reels-locked', { fullPage: false });
    await visitor.close();

    // On a phone, in the dark theme: one reel fills the screen under the header.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, subscriber.token);
    const phonePage = await phone.newPage();
    await open(phonePage, `/reels?reel=${second._id}`);
    await phonePage.getByTestId('reel').first().waitFor();
    await phonePage.waitForFunction(() => {
      const video = document.querySelector('[data-active] video') as HTMLVideoElement | null;
      return Boolean(video && video.currentTime > 0.3);
    });
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '22-reels-phone-dark', { fullPage: false });
    await phone.close();
  }, 240_000);

  it('23. a digital product: the price and the buy button for fans, the download for buyers', async () => {
    const context = await stack.newContext();
    await stack.signIn(context, creator.token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/creator/products/new');
    await page.getByTestId('product-type').getByText('Digital (download)').click();
    await page.getByTestId('product-submit').click();
    await page.getByText('Choose the file buyers download').waitFor();
    await page.getByText('Choose a picture of the product').waitFor();
    const picture = await generatedPhoto(30, 800, 800);
    await page.locator('input[type="file"][name="image"]').setInputFiles(picture);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    await page
      .locator('input[type="file"][name="digitalFile"]')
      .setInputFiles({ name: 'lisbon-presets.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('product-name').fill('Lisbon colour presets');
    await page.getByRole('textbox', { name: 'Description' }).fill('The looks of this gallery, for your own photos.');
    await page.getByRole('textbox', { name: /^Price/ }).fill('4');
    await page.getByTestId('product-submit').click();
    await page.waitForURL(/\/creator\/products\?saved=/, { timeout: 30_000 });
    await page.getByTestId('own-product').filter({ hasText: 'Lisbon colour presets' }).waitFor();
    await imagesLoaded(page, '[data-testid="own-product"] img');
    await stack.screenshot(page, '23-store-studio');
    expect(errors).toEqual([]);
    await context.close();

    const products = await callApi<{ data: Product[] }>(
      stack.api,
      'GET',
      `/performer-assets/products/search?performerId=${creator.user.id}`,
    );
    const product = products.data.data[0]!;
    expect(product).toMatchObject({ name: 'Lisbon colour presets', type: 'digital', price: 4 });

    // A fan: the store tab, the price, the buy button (the wallet's purchase dialog), no download.
    const fanContext = await stack.newContext();
    await stack.signIn(fanContext, subscriber.token);
    const fanPage = await fanContext.newPage();
    const fanErrors = collectPageErrors(fanPage);
    await open(fanPage, '/studiostar?tab=store');
    await fanPage.getByTestId('product-card').first().click();
    await fanPage.waitForURL(`**/store/${product.slug}`);
    await fanPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await fanPage.getByTestId('product-price').innerText()).toBe('4 tokens');
    expect(await fanPage.getByTestId('buy-button').innerText()).toBe('Buy for 4 tokens');
    expect(await fanPage.getByTestId('download-button').count()).toBe(0);
    await imagesLoaded(fanPage, '[data-testid="product-page"] img');
    await stack.screenshot(fanPage, '23-product-page');

    // Once bought, the download link is minted for the buyer.
    await stack.api.services.testing.purchase(subscriber.user.id, 'product', product._id);
    await fanPage.reload();
    await fanPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const linkAnswer = fanPage.waitForResponse((r) => r.url().includes('/download-link'));
    const fileRequest = fanPage.waitForRequest((r) => r.url().includes('/files/private/'));
    await fanPage.getByTestId('download-button').click();
    expect((await linkAnswer).status()).toBe(200);
    expect((await fileRequest).url()).toContain(stack.api.url);
    expect(fanErrors).toEqual([]);
    await fanContext.close();

    // The store on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const phonePage = await phone.newPage();
    await open(phonePage, `/store/${product.slug}`);
    await imagesLoaded(phonePage, '[data-testid="product-page"] img');
    expect(await fitsScreen(phonePage)).toBe(true);
    expect(pathname(phonePage)).toBe(`/store/${product.slug}`);
    await stack.screenshot(phonePage, '23-product-phone-dark');
    await phone.close();
  }, 120_000);
});
