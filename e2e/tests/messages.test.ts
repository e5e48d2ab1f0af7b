import { SANDBOX_CARDS } from '@fanlane/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, open, photo } from '../harness/api.js';
import { testVideo } from '../harness/media.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

type Account = { user: { id: string }; token: string };

suite('messaging journeys', () => {
  let stack: Stack;
  let creator: Account;
  let fan: Account;

  beforeAll(async () => {
    stack = await startStack();
    creator = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'velvetnotes' });
    expect(
      (await callApi(stack.api, 'PUT', '/performers/me', { token: creator.token, body: { name: 'Velvet Notes' } }))
        .status,
    ).toBe(200);

    // A subscribed fan with 50 tokens in the wallet.
    fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'chattyfan' });
    expect((await callApi(stack.api, 'PUT', '/users', { token: fan.token, body: { name: 'Chatty Fan' } })).status).toBe(
      200,
    );
    await stack.api.services.testing.subscribe(fan.user.id, creator.user.id);
    const card = await callApi<{ token: string }>(stack.api, 'POST', '/sandbox/cards', {
      token: fan.token,
      body: { number: SANDBOX_CARDS.success, month: 12, year: 2034, holderName: 'Chatty Fan' },
    });
    expect(card.status).toBe(200);
    const topUp = await callApi<{ status: string }>(stack.api, 'POST', '/payment/wallet/top-up', {
      token: fan.token,
      body: { amount: 50, cardId: card.data.token },
    });
    expect(topUp.data.status).toBe('success');
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('40. a fan and a creator chat in real time; a paid photo is unlocked; a deletion shows "Message deleted!"', async () => {
    const fanContext = await stack.newContext();
    await stack.signIn(fanContext, fan.token);
    const fanPage = await fanContext.newPage();
    const fanErrors = collectPageErrors(fanPage);

    // The fan opens the conversation from the creator's profile.
    await open(fanPage, '/velvetnotes');
    await fanPage.getByTestId('message-button').click();
    await fanPage.waitForURL('**/messages?conversation=*');
    const conversationId = new URL(fanPage.url()).searchParams.get('conversation')!;
    await fanPage.getByTestId('thread-name').filter({ hasText: 'Velvet Notes' }).waitFor();

    const creatorContext = await stack.newContext();
    await stack.signIn(creatorContext, creator.token);
    const creatorPage = await creatorContext.newPage();
    const creatorErrors = collectPageErrors(creatorPage);
    await open(creatorPage, `/messages?conversation=${conversationId}`);
    await creatorPage.getByTestId('thread').waitFor();

    // Real time both ways, no reload.
    await fanPage.getByTestId('message-input').fill('Hi! Loved the last set');
    await fanPage.getByTestId('send-message').click();
    await creatorPage.getByTestId('message-text').filter({ hasText: 'Hi! Loved the last set' }).waitFor();
    await creatorPage.getByTestId('message-input').fill('Thank you! Something special for you');
    await creatorPage.getByTestId('send-message').click();
    await fanPage.getByTestId('message-text').filter({ hasText: 'Something special for you' }).waitFor();
    // The fan's own message shows once (the socket echo does not duplicate it).
    expect(await fanPage.getByTestId('message-text').filter({ hasText: 'Hi! Loved the last set' }).count()).toBe(1);

    // The creator sends a paid photo for 5 tokens.
    await creatorPage.getByTestId('message-input').fill('Exclusive shot');
    const chooser = creatorPage.waitForEvent('filechooser');
    await creatorPage.getByTestId('attach').click();
    await (await chooser).setFiles(await photo('exclusive.jpg'));
    await creatorPage.getByTestId('paid-toggle').check();
    await creatorPage.getByRole('textbox', { name: 'Price (tokens)' }).fill('5');
    await creatorPage.locator('[data-testid="send-message"]:not([disabled])').waitFor();
    await creatorPage.getByTestId('send-message').click();
    await creatorPage.getByTestId('message-text').filter({ hasText: 'Exclusive shot' }).waitFor();

    // The fan sees it locked, unlocks it through the wallet and sees the photo.
    const paid = fanPage.getByTestId('message').filter({ hasText: 'Exclusive shot' });
    await paid.getByTestId('locked-media').waitFor();
    await stack.screenshot(fanPage, '40-messages-locked');
    await paid.getByTestId('unlock-message').click();
    await fanPage.getByTestId('purchase-dialog').waitFor();
    await fanPage.getByTestId('purchase-confirm').click();
    await paid.getByTestId('message-photo').waitFor();
    expect(await paid.getByTestId('locked-media').count()).toBe(0);
    await stack.screenshot(fanPage, '40-messages-unlocked');

    // The fan deletes their message: gone for them, "Message deleted!" for the creator.
    const own = fanPage.getByTestId('message').filter({ hasText: 'Hi! Loved the last set' });
    await own.getByTestId('delete-message').click();
    await own.waitFor({ state: 'detached' });
    await creatorPage.getByTestId('message-text').filter({ hasText: 'Message deleted!' }).waitFor();
    expect(await creatorPage.getByTestId('message-text').filter({ hasText: 'Hi! Loved the last set' }).count()).toBe(0);
    await stack.screenshot(creatorPage, '40-messages-creator');

    expect(fanErrors).toEqual([]);
    expect(creatorErrors).toEqual([]);
    await fanContext.close();
    await creatorContext.close();

    // The thread on a phone, in the dark theme.
    const phone = await stack.newContext(PHONE);
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await stack.signIn(phone, fan.token);
    const phonePage = await phone.newPage();
    await open(phonePage, `/messages?conversation=${conversationId}`);
    await phonePage.getByTestId('message-photo').waitFor();
    expect(await phonePage.getByTestId('conversation-list').count()).toBe(0);
    expect(await fitsScreen(phonePage)).toBe(true);
    await stack.screenshot(phonePage, '40-messages-phone-dark');
    await phone.close();
  }, 180_000);

  it('41. older messages load on demand; typing, online, reactions and a video message reach the other side', async () => {
    const host = await stack.api.services.testing.createUserWithSession({ role: 'performer', username: 'lunaframes' });
    await callApi(stack.api, 'PUT', '/performers/me', { token: host.token, body: { name: 'Luna Frames' } });
    const guest = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'reactfan' });
    await callApi(stack.api, 'PUT', '/users', { token: guest.token, body: { name: 'React Fan' } });
    await stack.api.services.testing.subscribe(guest.user.id, host.user.id);

    // 30 messages of history: more than the first page of 25.
    const conversation = await callApi<{ _id: string }>(stack.api, 'POST', '/conversations', {
      token: guest.token,
      body: { source: 'performer', sourceId: host.user.id },
    });
    const conversationId = conversation.data._id;
    for (let i = 1; i <= 30; i += 1) {
      const sender = i % 2 ? guest : host;
      const sent = await callApi(stack.api, 'POST', `/messages/conversations/${conversationId}`, {
        token: sender.token,
        body: { text: `History #${i}` },
      });
      expect(sent.status).toBe(200);
    }

    const hostContext = await stack.newContext();
    await stack.signIn(hostContext, host.token);
    const hostPage = await hostContext.newPage();
    const hostErrors = collectPageErrors(hostPage);
    await open(hostPage, `/messages?conversation=${conversationId}`);
    await hostPage.getByTestId('message-text').filter({ hasText: 'History #30' }).waitFor();
    expect(
      await hostPage
        .getByTestId('message-text')
        .filter({ hasText: /^History #1$/ })
        .count(),
    ).toBe(0);
    await hostPage.getByTestId('load-older').click();
    await hostPage
      .getByTestId('message-text')
      .filter({ hasText: /^History #1$/ })
      .waitFor();
    expect(
      await hostPage
        .getByTestId('message-text')
        .filter({ hasText: /^History #\d+$/ })
        .count(),
    ).toBe(30);
    expect(await hostPage.getByTestId('load-older').count()).toBe(0);

    // The fan comes online and types: the creator sees both.
    const guestContext = await stack.newContext();
    await stack.signIn(guestContext, guest.token);
    const guestPage = await guestContext.newPage();
    const guestErrors = collectPageErrors(guestPage);
    await open(guestPage, `/messages?conversation=${conversationId}`);
    await hostPage.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    await guestPage.getByTestId('message-input').pressSequentially('typing slowly', { delay: 30 });
    await hostPage.getByTestId('typing-indicator').filter({ hasText: 'React Fan is typing' }).waitFor();
    await guestPage.getByTestId('message-input').fill('');

    // The creator reacts to the fan's newest message; the fan sees the reaction.
    const fanMessage = hostPage.getByTestId('message').filter({ hasText: 'History #29' });
    await fanMessage.getByTestId('react-button').click();
    await hostPage.getByRole('menuitem', { name: 'React 🔥' }).click();
    await fanMessage.getByTestId('message-reaction').filter({ hasText: '🔥 1' }).waitFor();
    await guestPage
      .getByTestId('message')
      .filter({ hasText: 'History #29' })
      .getByTestId('message-reaction')
      .filter({ hasText: '🔥 1' })
      .waitFor();

    // The fan sends a video: upload progress, then the processed video on both sides.
    const chooser = guestPage.waitForEvent('filechooser');
    await guestPage.getByTestId('attach').click();
    await (await chooser).setFiles(await testVideo(2));
    await guestPage.getByTestId('attachments').filter({ hasText: 'clip.mp4' }).waitFor();
    await guestPage.getByTestId('message-input').fill('A clip for you');
    await guestPage.locator('[data-testid="send-message"]:not([disabled])').waitFor();
    await guestPage.getByTestId('send-message').click();
    const clip = hostPage.getByTestId('message').filter({ hasText: 'A clip for you' });
    await clip.locator('video').waitFor({ timeout: 60_000 });
    await guestPage
      .getByTestId('message')
      .filter({ hasText: 'A clip for you' })
      .locator('video')
      .waitFor({ timeout: 60_000 });
    await stack.screenshot(hostPage, '41-messages-reactions-video');

    // The fan leaves: the creator sees them go offline.
    await guestContext.close();
    await expect.poll(() => hostPage.getByTestId('presence').textContent(), { timeout: 15_000 }).toBe('');
    expect(hostErrors).toEqual([]);
    expect(guestErrors).toEqual([]);
    await hostContext.close();
  }, 180_000);
});
