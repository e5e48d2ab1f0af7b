import { publishTestStream, until } from '@fanlane/api/testing';
import { SANDBOX_CARDS } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { freePort } from '../harness/ports.js';
import { startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The live video element shows frames (hls.js attached, the stream decoding). */
const videoPlays = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="hls-video"]');
      return !!video && video.readyState >= 2 && video.currentTime > 0;
    },
    undefined,
    { timeout: 45_000 },
  );

type Account = { user: { id: string }; token: string };

/**
 * The self-hosted transport in the browser: ffmpeg stands in for OBS, publishing its test picture to
 * the RTMP ingest; pages play the HLS through hls.js.
 */
suite('self-hosted live journeys', () => {
  let stack: Stack;
  let rtmpPort: number;
  let creator: Account;
  let fan: Account;
  const publishers: { stop(): Promise<unknown> }[] = [];

  async function funded(username: string, name: string, amount: number) {
    const account = await stack.api.services.testing.createUserWithSession({ role: 'user', username });
    await callApi(stack.api, 'PUT', '/users', { token: account.token, body: { name } });
    const card = await callApi<{ token: string }>(stack.api, 'POST', '/sandbox/cards', {
      token: account.token,
      body: { number: SANDBOX_CARDS.success, month: 12, year: 2034, holderName: name },
    });
    const topUp = await callApi(stack.api, 'POST', '/payment/wallet/top-up', {
      token: account.token,
      body: { amount, cardId: card.data.token },
    });
    expect(topUp.status).toBe(200);
    return account;
  }

  async function publish(token: string) {
    const ingest = await callApi<{ rtmpUrl: string; streamKey: string }>(stack.api, 'GET', '/streaming/ingest', {
      token,
    });
    expect(ingest.status).toBe(200);
    const url = `rtmp://127.0.0.1:${rtmpPort}/live/${ingest.data.streamKey}`;
    const publisher = publishTestStream(url, { seconds: 120, size: '320x180' });
    publishers.push(publisher);
    return publisher;
  }

  beforeAll(async () => {
    rtmpPort = await freePort();
    stack = await startStack({
      apiEnv: { RTMP_PORT: String(rtmpPort), RTMP_HOST: '127.0.0.1', LIVE_GRACE_SECONDS: '2' },
    });
    await stack.api.services.settings.update({ selfHostedLiveEnable: true });
    await stack.api.services.live.start();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'obsolivia' });
    const named = await callApi(stack.api, 'PUT', '/performers/me', {
      token: creator.token,
      body: { name: 'Olivia OBS', privateChatPrice: 5, acceptPrivateRequests: true },
    });
    expect(named.status).toBe(200);
    fan = await funded('hlsfan', 'Hana Fan', 100);
    await stack.api.services.testing.subscribe(fan.user.id, creator.user.id);
  }, 600_000);

  afterAll(async () => {
    for (const publisher of publishers) await publisher.stop();
    await stack?.close();
  });

  it('62. a creator goes live from OBS; a subscribed fan watches, chats, likes and tips', async () => {
    const studio = await stack.newContext();
    await stack.signIn(studio, creator.token);
    const creatorPage = await studio.newPage();
    await creatorPage.goto('/creator/live');
    await creatorPage.getByTestId('ingest-panel').waitFor();
    // The key is hidden until asked.
    expect(await creatorPage.getByTestId('ingest-key').inputValue()).toMatch(/^•+$/);
    await stack.screenshot(creatorPage, '62-studio-obs-details-desktop');
    await creatorPage.getByTestId('live-title').fill('Morning set from OBS');
    await creatorPage.getByTestId('live-description').fill('Coffee and chords');
    await creatorPage.getByTestId('go-live').click();
    await creatorPage.getByTestId('creator-on-air').waitFor();

    await publish(creator.token);
    await creatorPage
      .getByTestId('ingest-status')
      .filter({ hasText: 'Receiving your video' })
      .waitFor({ timeout: 45_000 });
    await videoPlays(creatorPage);
    await stack.screenshot(creatorPage, '62-studio-preview-desktop');

    // The fan on a phone.
    const phone = await stack.newContext(PHONE);
    await stack.signIn(phone, fan.token);
    const fanPage = await phone.newPage();
    await fanPage.goto('/live/obsolivia');
    await fanPage.getByTestId('watch-live').waitFor();
    await videoPlays(fanPage);
    await fanPage.getByTestId('stream-chat-input').fill('Hello from my phone!');
    await fanPage.getByTestId('stream-chat-input').press('Enter');
    await creatorPage.getByTestId('stream-message-text').filter({ hasText: 'Hello from my phone!' }).waitFor();
    await fanPage.getByTestId('stream-like').click();
    await fanPage.getByTestId('stream-like').filter({ hasText: '1' }).waitFor();
    await fanPage.getByTestId('tip-button').click();
    await fanPage.getByTestId('tip-form').waitFor();
    await fanPage.getByTestId('tip-amount').fill('10');
    await fanPage.getByTestId('tip-submit').click();
    await fanPage.getByTestId('tip-form').waitFor({ state: 'detached' });
    await creatorPage.getByTestId('stream-message-text').filter({ hasText: 'Hana Fan tipped $10.00' }).waitFor();
    await fanPage.waitForTimeout(500);
    await stack.screenshot(fanPage, '62-fan-watching-phone');

    // The same page on a desktop, dark.
    const desk = await stack.newContext();
    await desk.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(desk, fan.token);
    const deskPage = await desk.newPage();
    await deskPage.goto('/live/obsolivia');
    await videoPlays(deskPage);
    await stack.screenshot(deskPage, '62-fan-watching-desktop-dark');

    // OBS stops: the stream ends for the fan after the grace period.
    for (const publisher of publishers.splice(0)) await publisher.stop();
    await fanPage.getByTestId('stream-ended').waitFor({ timeout: 30_000 });
    await Promise.all([studio.close(), phone.close(), desk.close()]);
  }, 300_000);

  it('64. a fan waiting on the offline page sees the video start; an operator ends it from the back-office', async () => {
    // Journey 62's stream is over (its grace period too): the creator is offline.
    await until('the first stream to end', async () => {
      const stream = await stack.api.services.streaming.streamOf(creator.user.id);
      return stream && !stream.isStreaming;
    });
    const moderator = await stack.api.services.testing.createUserWithSession({ role: 'moderator' });
    const auditor = await stack.api.services.testing.createUserWithSession({ role: 'admin' });

    const phone = await stack.newContext(PHONE);
    await stack.signIn(phone, fan.token);
    const fanPage = await phone.newPage();
    await fanPage.goto('/live/obsolivia');
    await fanPage.getByTestId('stream-offline').waitFor();
    await stack.screenshot(fanPage, '64-fan-waiting-offline-phone');
    // OBS starts again: the waiting page finds the stream on its own and plays it.
    const publisher = await publish(creator.token);
    await videoPlays(fanPage);

    const office = await stack.newContext();
    await stack.signIn(office, moderator.token);
    const adminPage = await office.newPage();
    await adminPage.goto('/admin/live');
    const row = adminPage.locator('tr', { hasText: 'Olivia OBS' });
    await row.waitFor();
    await stack.screenshot(adminPage, '64-admin-live-streams-desktop');
    await row.getByTestId('live-end').click();
    await adminPage.getByTestId('confirm-dialog').waitFor();
    await stack.screenshot(adminPage, '64-admin-end-confirm-desktop');
    await adminPage.getByTestId('confirm-button').click();
    await row.waitFor({ state: 'detached' });

    // The fan's page says who ended it; the creator's OBS is disconnected; the audit log keeps it.
    await fanPage
      .getByTestId('stream-ended-by')
      .filter({ hasText: 'The site’s team ended this stream' })
      .waitFor({ timeout: 15_000 });
    await stack.screenshot(fanPage, '64-fan-stream-ended-by-operator-phone');
    expect((await publisher.done).code).not.toBe(0);
    const audit = await callApi<{ data: { action: string; targetType: string; actorId: string }[] }>(
      stack.api,
      'GET',
      '/admin/audit-logs?action=stream.end',
      { token: auditor.token },
    );
    expect(audit.data.data[0]).toMatchObject({
      action: 'stream.end',
      targetType: 'stream',
      actorId: moderator.user.id,
    });

    // The section on a phone, dark.
    const dark = await stack.newContext(PHONE);
    await dark.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(dark, moderator.token);
    const darkPage = await dark.newPage();
    await darkPage.goto('/admin/live');
    await darkPage.getByText('Nobody is live right now.').waitFor();
    await stack.screenshot(darkPage, '64-admin-live-streams-phone-dark');
    await Promise.all([phone.close(), office.close(), dark.close()]);
  }, 300_000);

  it('63. a fan asks for a private show; the creator approves and starts it; the wallet goes down per minute', async () => {
    const viewer = await funded('privatepat', 'Private Pat', 30);
    const fanContext = await stack.newContext(PHONE);
    await stack.signIn(fanContext, viewer.token);
    const fanPage = await fanContext.newPage();
    await fanPage.goto('/obsolivia');
    await fanPage.getByTestId('request-private-show').click();
    await fanPage.getByTestId('private-show-message').fill('A song just for me?');
    await stack.screenshot(fanPage, '63-request-private-show-phone');
    await fanPage.getByTestId('send-private-request').click();
    await fanPage.getByTestId('private-show-message').waitFor({ state: 'detached' });

    const studio = await stack.newContext();
    await stack.signIn(studio, creator.token);
    const creatorPage = await studio.newPage();
    await creatorPage.goto('/private-shows');
    const incoming = creatorPage.getByTestId('private-request').filter({ hasText: 'A song just for me?' });
    await incoming.getByTestId('approve').click();
    await incoming.getByTestId('start-show').click();
    await creatorPage.getByTestId('private-show').waitFor();
    // The first minute is charged as the show starts.
    await creatorPage.getByTestId('show-minutes').filter({ hasText: 'Minute 1' }).waitFor();
    const wallet = async () =>
      (await callApi<{ balance: number }>(stack.api, 'GET', '/users/me', { token: viewer.token })).data.balance;
    expect(await wallet()).toBe(25);

    await publish(creator.token);
    await videoPlays(creatorPage);
    await stack.screenshot(creatorPage, '63-private-show-creator-desktop');

    await fanPage.goto('/private-shows');
    await fanPage.getByTestId('open-show').click();
    await videoPlays(fanPage);
    // The next minute, charged by the clock (asked as of a minute later rather than waiting one).
    await stack.api.services.privateShowClock.billDue(Date.now() + 61_000);
    await fanPage.getByTestId('show-minutes').filter({ hasText: 'Minute 2' }).waitFor();
    expect(await wallet()).toBe(20);
    await stack.screenshot(fanPage, '63-private-show-fan-phone');

    await fanPage.getByTestId('end-show').click();
    await fanPage.getByTestId('private-show').waitFor({ state: 'detached' });
    await fanPage.locator('[data-testid="private-request"][data-status="ended"]').waitFor();
    await creatorPage.locator('[data-testid="private-request"][data-status="ended"]').waitFor();
    expect(await wallet()).toBe(20);
    await Promise.all([fanContext.close(), studio.close()]);
  }, 300_000);
});
