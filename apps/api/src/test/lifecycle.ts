import { afterAll, beforeAll } from 'vitest';
import { startFakeCaptcha } from './fake-providers.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { testVideo } from './media.js';
import { buildTestApp, type TestApp, type TestDatabaseOptions } from './test-app.js';

/**
 * A file's test app (vitest only): built before the file's tests, handed to `ready`, closed after them.
 * `timeout` (ms) is the set-up's, where `ready` makes slow things (media).
 */
export function withTestApp(
  ready: (t: TestApp) => unknown,
  envOverrides: Record<string, string> = {},
  options: TestDatabaseOptions & { timeout?: number } = {},
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(envOverrides, options);
    await ready(app);
  }, options.timeout);
  afterAll(async () => app?.close());
}

/** A file's test app and a generated video clip (`testVideo`, 2 s at `size`), made before its tests. */
export function withClipApp(ready: (t: TestApp, clip: Buffer) => void, size?: string) {
  withTestApp(async (app) => ready(app, await testVideo(2, size)), {}, { timeout: 120_000 });
}

export type FakeCaptcha = Awaited<ReturnType<typeof startFakeCaptcha>>;

/** A test app whose captcha checks (reCAPTCHA and Turnstile) go to a fake verifier, started first and closed last. */
export function withCaptchaApp(ready: (t: TestApp, fake: FakeCaptcha) => void) {
  let fake: FakeCaptcha | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeCaptcha();
    app = await buildTestApp({ RECAPTCHA_VERIFY_URL: fake.url, TURNSTILE_VERIFY_URL: `${fake.url}?turnstile` });
    ready(app, fake);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
}

/**
 * A test app whose payment gateway is `stripe`, talking to a local fake Stripe (started first, closed
 * last); `settings` are set with it before `ready` runs.
 */
export function withStripeApp(
  ready: (t: TestApp, stripe: FakeStripe) => unknown,
  settings: Record<string, unknown> = {},
) {
  let stripe: FakeStripe | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_x', webhookSecret: 'whsec_test' });
    app = await buildTestApp(stripe.env());
    await app.services.settings.update({ paymentGateway: 'stripe', ...settings });
    await ready(app, stripe);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
}
