import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createFactories, multipart, openTestDatabase, testEnv } from '../test/index.js';

/** Issue #19 defect 2: control characters are a 400 on every route, and logs never hold request values. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let close: () => Promise<void>;
let creator: string;

beforeAll(async () => {
  const database = await openTestDatabase();
  const built = await buildApp({ env: testEnv(), database, logger: { level: 'info', stream } });
  app = built.app;
  // A route that fails inside the database with the request's values as parameters, as a bug would.
  app.put('/test/failing-query', async (request) => {
    const { SSN } = request.body as { SSN: string };
    await built.services.database.db.execute(sql`select ${SSN}::int`);
    return { status: 0, data: true };
  });
  await app.ready();
  creator = (await createFactories(built.services).createUserWithSession({ role: 'performer' })).token;
  close = async () => {
    await app.close();
    await database.close();
    await database.drop();
  };
});
afterAll(async () => close());

const refused = (field: string) => ({
  statusCode: 400,
  message: [`${field}: must not contain control characters`],
  error: 'Bad Request',
  code: 'VALIDATION',
});

describe('control characters', () => {
  it('answer 400 with the field named on anonymous routes (path, query and body)', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/auth/login',
        payload: { username: 'a\u0000b', password: 'x' },
        field: 'username',
      },
      { method: 'GET' as const, url: '/posts/%00', field: 'id' },
      { method: 'GET' as const, url: '/user/feeds/%00', field: 'id' },
      { method: 'GET' as const, url: '/performers/user/search?q=a%00', field: 'q' },
      { method: 'POST' as const, url: '/auth/users/forgot', payload: { email: 'a@b.c\u001b' }, field: 'email' },
      {
        method: 'POST' as const,
        url: '/auth/login',
        payload: { username: 'x', password: 'p\u007f' },
        field: 'password',
      },
    ];
    for (const { field, ...request } of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toEqual(refused(field));
    }
  });

  it('answer 400 for nested fields and object keys of a signed-in body', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/performers/banking-settings',
      headers: { authorization: creator },
      payload: { firstName: 'A', lastName: 'B', bankName: 'Bank\u0000', bankAccount: 'DE89370400440532013000' },
    });
    expect(res.json()).toEqual(refused('bankName'));
  });

  it('answer 400 in multipart text parts', async () => {
    const form = multipart({ username: 'creator\u0000', email: 'c@example.test', password: 'long enough 1' });
    const res = await app.inject({ method: 'POST', url: '/auth/performers/register', ...form });
    expect(res.json()).toEqual(refused('username'));
  });

  it('keep tabs and new lines, which text fields use', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'nobody\there', password: 'line\r\nbreak' },
    });
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('logs', () => {
  it('hold no request values when a query fails, nor bodies, nor query strings', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'PUT',
      url: '/test/failing-query?token=mailed-secret-token',
      payload: { SSN: '123-45-6789', bankAccount: 'DE89370400440532013000' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('invalid input syntax'); // the cause is kept…
    expect(log).not.toContain('123-45-6789'); // …without the values it quoted
    expect(log).not.toContain('DE89370400440532013000');
    expect(log).not.toContain('mailed-secret-token');
    expect(log).toContain('"url":"/test/failing-query?…"');
  });

  it('redact sensitive fields anyone logs', async () => {
    lines.length = 0;
    app.log.info({ password: 'hunter22', body: { ssn: '123-45-6789' }, headers: { authorization: 'tok' } }, 'x');
    const log = lines.join('');
    expect(log).not.toMatch(/hunter22|123-45-6789|"tok"/);
  });
});
