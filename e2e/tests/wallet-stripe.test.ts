import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../apps/api/src/test/fake-stripe.js';
import { open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

/**
 * A stand-in for Stripe.js, served in place of js.stripe.com: the journey runs offline. Its card
 * field is a plain input; `createPaymentMethod` answers the fake Stripe's test PaymentMethods by the
 * number typed (4242: pm_card_visa, 3184: pm_card_authenticationRequired); `confirmCardPayment`
 * completes the PaymentIntent's 3-D Secure step at the fake Stripe (through an exposed function),
 * as the bank's window would.
 */
const FAKE_STRIPE_JS = `
(function () {
  function Stripe(key) {
    var card = null;
    return {
      _key: key,
      elements: function () {
        return {
          create: function (type) {
            var handlers = {};
            var input = null;
            card = {
              mount: function (node) {
                var target = typeof node === 'string' ? document.querySelector(node) : node;
                input = document.createElement('input');
                input.setAttribute('data-testid', 'fake-stripe-card');
                input.setAttribute('placeholder', 'Card number  MM / YY  CVC');
                input.style.cssText = 'width:100%;border:0;outline:0;font-size:16px;background:transparent;color:inherit';
                input.addEventListener('input', function () {
                  var digits = input.value.replace(/\\D/g, '');
                  (handlers.change || []).forEach(function (h) {
                    h({ elementType: type, empty: !digits, complete: digits.length >= 16, error: undefined });
                  });
                });
                target.appendChild(input);
                (handlers.ready || []).forEach(function (h) { h({ elementType: type }); });
              },
              on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); return card; },
              off: function (event, handler) {
                handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; });
                return card;
              },
              update: function () {}, destroy: function () { if (input) input.remove(); }, unmount: function () {},
              focus: function () {}, blur: function () {}, clear: function () {},
              _number: function () { return input ? input.value.replace(/\\D/g, '') : ''; },
            };
            return card;
          },
          getElement: function () { return card; },
          update: function () {},
        };
      },
      createToken: function () { return Promise.reject(new Error('not in this stand-in')); },
      createPaymentMethod: function (options) {
        var number = options.card._number();
        var last4 = number.slice(-4);
        var id = last4 === '3184' ? 'pm_card_authenticationRequired' : last4 === '4242' ? 'pm_card_visa' : null;
        if (!id) return Promise.resolve({ error: { type: 'card_error', message: 'Your card number is invalid.' } });
        return Promise.resolve({
          paymentMethod: { id: id, card: { brand: 'visa', last4: last4, exp_month: 12, exp_year: 2034 } },
        });
      },
      confirmCardPayment: function (secret) {
        return window.__bankApproves(secret).then(function () {
          return { paymentIntent: { id: secret.split('_secret_')[0], status: 'succeeded' } };
        });
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`;

suite('wallet with the Stripe gateway', () => {
  let stripe: FakeStripe;
  let stack: Stack;
  let fan: { user: { id: string }; token: string };
  const confirmed: string[] = [];

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' });
    stack = await startStack({ apiEnv: stripe.env() });
    await stack.api.services.settings.update({ paymentGateway: 'stripe', stripePublishableKey: 'pk_test_e2e' });
    fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'stripefan' });
  }, 600_000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  async function fanPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    // Stripe.js comes from js.stripe.com at run time; here the stand-in answers for it.
    await context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    await context.exposeFunction('__bankApproves', (secret: string) => {
      confirmed.push(secret);
      stripe.completeAction(secret.split('_secret_')[0]!);
    });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  async function addCard(page: Page, number: string) {
    await page.getByTestId('add-card-button').click();
    const form = page.getByTestId('stripe-card-form');
    await form.waitFor();
    await page.getByTestId('fake-stripe-card').fill(number);
    await page.getByTestId('card-holder').fill('Sam Stripe');
    await page.getByTestId('card-save').click();
    await form.waitFor({ state: 'detached' });
    await page
      .getByTestId('saved-card')
      .filter({ hasText: number.slice(-4) })
      .waitFor();
  }

  it('63. a fan saves cards in Stripe’s card field and tops up, once through 3-D Secure', async () => {
    const { context, page, errors } = await fanPage();
    await open(page, '/wallet');
    await page.getByTestId('payment-cards').waitFor();
    expect(await page.getByTestId('stripe-unavailable').count()).toBe(0);

    await page.getByTestId('add-card-button').click();
    await page.getByTestId('fake-stripe-card').waitFor();
    await page.getByTestId('fake-stripe-card').fill('4242 4242 4242 4242');
    await page.waitForTimeout(400);
    await stack.screenshot(page, '63-stripe-add-card', { fullPage: false });
    await page.getByTestId('card-holder').fill('Sam Stripe');
    await page.getByTestId('card-save').click();
    await page.getByTestId('stripe-card-form').waitFor({ state: 'detached' });
    await page.getByTestId('saved-card').filter({ hasText: '4242' }).waitFor();
    expect(await page.getByTestId('saved-card').filter({ hasText: '4242' }).innerText()).toContain('Visa •••• 4242');
    // Stripe's PaymentMethod, attached to the fan's customer: the API stored what Stripe says.
    const attached = [...stripe.paymentMethods.values()].filter((pm) => pm.customer);
    expect(attached).toHaveLength(1);

    // At once with the first card.
    await page.getByTestId('topup-amount').fill('20');
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-success').waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('20 tokens');

    // A card whose bank asks for 3-D Secure: Stripe.js' step runs, then the server re-checks.
    await addCard(page, '4000 0027 6000 3184');
    await page.getByTestId('saved-card').filter({ hasText: '3184' }).getByRole('radio').check();
    await page.getByTestId('topup-amount').fill('10');
    await page.getByTestId('topup-submit').click();
    await page.getByTestId('topup-success').waitFor();
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatch(/^pi_.+_secret_/);
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('30 tokens');
    expect(await page.getByTestId('authenticate-dialog').count()).toBe(0);
    await stack.screenshot(page, '63-stripe-wallet');
    expect(errors).toEqual([]);
    await context.close();
  });
});
