import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCcbill } from '../../apps/api/src/test/fake-ccbill.js';
import { open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import { collectPageErrors, startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;

const SALT = 'e2e-ccbill-salt';
const FLEXFORMS = 'https://flexforms.ccbill.test/flexforms';

/**
 * CCBill's FlexForms page, served in place of CCBill's: "Pay" asks the fake CCBill (through an
 * exposed function) to post the sale's webhook, then goes back to the site's approval URL.
 */
const flexformPage = (webUrl: string) => `<!doctype html><html><body>
<h1>CCBill (test form)</h1><button id="pay">Pay</button>
<script>
document.getElementById('pay').addEventListener('click', async function () {
  await window.__ccbillPays(location.href);
  location.href = ${JSON.stringify(`${webUrl}/payment/success`)};
});
</script></body></html>`;

suite('wallet with the CCBill gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ apiEnv: { CCBILL_FLEXFORMS_URL: FLEXFORMS } });
    await stack.api.services.settings.update({
      paymentGateway: 'ccbill',
      ccbillClientAccountNumber: '900000',
      ccbillSubAccountNumber: '0000',
      ccbillFlexformId: 'flex-e2e',
      ccbillSalt: SALT,
    });
  }, 600_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('102. a fan tops up on CCBill’s payment form and lands on /payment/success with the balance credited', async () => {
    const fan = await stack.api.services.testing.createUserWithSession({ role: 'user', username: 'ccbillfan' });
    const ccbill = fakeCcbill(stack.api.app, SALT);
    const context = await stack.newContext();
    await stack.signIn(context, fan.token);
    await context.route(/^https:\/\/flexforms\.ccbill\.test\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: flexformPage(stack.web.url) }),
    );
    await context.exposeFunction('__ccbillPays', async (url: string) => {
      const res = await ccbill.deliver(ccbill.checkout(url));
      expect(res.json().data.applied).toBe(true);
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/wallet');
    await page.getByTestId('topup-amount').fill('20');
    // Desktop: the form opens in a new tab; the wallet stays.
    const [form] = await Promise.all([context.waitForEvent('page'), page.getByTestId('topup-submit').click()]);
    await form.waitForLoadState();
    expect(form.url()).toContain('/flexforms/flex-e2e?');
    expect(new URL(form.url()).searchParams.get('initialPrice')).toBe('20.00');
    await stack.screenshot(form, '102-ccbill-form', { fullPage: false });
    await form.getByRole('button', { name: 'Pay' }).click();
    await form.waitForURL(/\/payment\/success/);
    await form.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await form.getByTestId('payment-success').waitFor();
    await expect.poll(() => form.getByTestId('payment-balance').innerText()).toContain('20 tokens');
    await expect.poll(() => form.getByTestId('payment-status').innerText()).toBe('Your payment is confirmed.');
    await stack.screenshot(form, '102-ccbill-success');
    // The wallet tab stayed, and heard of it too.
    expect(new URL(page.url()).pathname).toBe('/wallet');
    await expect.poll(() => page.getByTestId('wallet-balance').innerText()).toBe('20 tokens');
    expect(errors).toEqual([]);
    expect((await stack.api.services.ledger.reconcile()).ok).toBe(true);
    await context.close();
  }, 120_000);
});
