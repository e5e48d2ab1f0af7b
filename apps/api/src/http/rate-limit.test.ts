import { describe, expect, it } from 'vitest';
import { buildTestApp, multipart, type Response, type TestApp } from '../testing.js';
import { withTestApp } from '../test/lifecycle.js';
import { LIMITS, TOO_MANY_REQUESTS } from './rate-limit.js';

/** Issue #19 defect 4: every write a person does by hand is limited; 429 with Retry-After and the envelope. */
let t: TestApp;
let fan: string;
withTestApp(async (app) => {
  t = app;
  fan = (await t.services.testing.createUserWithSession()).token;
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    statusCode: 429,
    message: TOO_MANY_REQUESTS(seconds),
    error: 'Too Many Requests',
    code: 'TOO_MANY_REQUESTS',
  });
}

/** `max` requests pass the limiter; the next one is refused. */
async function limitedAfter(max: number, send: () => Promise<Response>) {
  for (let i = 0; i < max; i += 1) expect((await send()).statusCode).not.toBe(429);
  expectLimited(await send());
}

describe('rate limits', () => {
  it('sign-up: about 10 a minute per client address, other addresses unaffected', async () => {
    const register = (i: number, ip: string) =>
      t.inject(
        'POST',
        '/auth/users/register',
        null,
        { email: `su${i}-${ip}@example.test`, password: 'long enough 1' },
        from(ip),
      );
    for (let i = 0; i < LIMITS.signup.max; i += 1) expect((await register(i, '203.0.113.1')).statusCode).toBe(200);
    expectLimited(await register(99, '203.0.113.1'));
    expect((await register(100, '203.0.113.2')).statusCode).toBe(200);
    // Creator sign-up (multipart) shares the limit.
    const form = multipart({ username: 'someone', email: 'x@example.test', password: 'long enough 1' });
    expectLimited(
      await t.app.inject({
        method: 'POST',
        url: '/auth/performers/register',
        ...form,
        headers: { ...form.headers, ...from('203.0.113.1') },
      }),
    );
  });

  it('comments, reports and reactions: per account', async () => {
    const other = (await t.services.testing.createUserWithSession()).token;
    const id = '000000000000000000000000';
    const comment = (token: string) =>
      t.inject('POST', '/comments', token, { content: 'hi', objectId: id, objectType: 'feed' });
    await limitedAfter(LIMITS.comment.max, () => comment(fan));
    expect((await comment(other)).statusCode).not.toBe(429);

    await limitedAfter(LIMITS.report.max, () =>
      t.inject('POST', '/reports', fan, { targetId: id, performerId: id, title: 'spam' }),
    );
    await limitedAfter(LIMITS.reaction.max, () =>
      t.inject('POST', '/reactions', other, { objectId: id, objectType: 'feed', action: 'like' }),
    );
  });

  it('messages: per conversation, so answering many fans is not capped at 30 a minute', async () => {
    const creator = (await t.services.testing.createUserWithSession({ role: 'performer' })).token;
    const send = (conversation: string) =>
      t.inject('POST', `/messages/conversations/${conversation}`, creator, { text: 'thanks!' });
    await limitedAfter(LIMITS.message.max, () => send('conversation-a'));
    // Thirty more to each of two other fans: still allowed, under the per-account ceiling.
    for (const c of ['conversation-b', 'conversation-c']) {
      for (let i = 0; i < LIMITS.message.max; i += 1) expect((await send(c)).statusCode).not.toBe(429);
    }
  });

  it('uploads: every multipart request counts', async () => {
    const token = (await t.services.testing.createUserWithSession()).token;
    const upload = () => {
      const form = multipart({}, { avatar: { filename: 'a.txt', body: Buffer.from('not an image') } });
      return t.app.inject({
        method: 'POST',
        url: '/users/avatar/upload',
        ...form,
        headers: { ...form.headers, authorization: token },
      });
    };
    await limitedAfter(LIMITS.upload.max, upload);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits across API processes (Redis)', () => {
  it('one client address gets the sign-up limit once across A and B, not once on each', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = await Promise.all([buildTestApp(redis), buildTestApp(redis)]);
    try {
      // An address of its own per run: the window outlives the test in the shared Redis.
      const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
      const register = (app: TestApp, i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/auth/users/register',
          headers: from(ip),
          payload: { email: `x${i}-${Date.now()}@example.test`, password: 'long enough 1' },
        });
      for (let i = 0; i < LIMITS.signup.max; i += 1) expect((await register(i % 2 ? b : a, i)).statusCode).toBe(200);
      expectLimited(await register(a, 98));
      expectLimited(await register(b, 99));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
