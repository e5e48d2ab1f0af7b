import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing.js';
import { hashToken, tokenFromHeader } from './sessions.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (authorization?: string) =>
  t.app.inject({ url: '/users/me', headers: authorization === undefined ? {} : { authorization } });

describe('token in the Authorization header (contract 2.1)', () => {
  it('reads the raw token, Bearer, and treats empty and "null" as anonymous', () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('')).toBeNull();
    expect(tokenFromHeader('null')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });

  it('GET /users/me: 401 without a token, with an unknown one or "null"', async () => {
    for (const header of [undefined, '', 'null', 'not-a-token']) {
      const res = await me(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Please sign in to continue', error: 'Unauthorized' });
    }
  });

  it('GET /users/me answers the private user for a raw or Bearer token', async () => {
    const { user, token } = await t.services.testing.createUserWithSession({ role: 'performer', username: 'neo' });
    for (const header of [token, `Bearer ${token}`]) {
      const res = await me(header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 0,
        data: {
          _id: user.id,
          username: 'neo',
          isPerformer: true,
          roles: ['user'],
          balance: 0,
          email: 'neo@example.test',
        },
      });
      expect(res.json().data).not.toHaveProperty('passwordHash');
    }
  });

  it('stores only a hash of the token, with 1 day or 365 days of life', async () => {
    const { user, token } = await t.services.testing.createUserWithSession();
    const [row] = await t.services.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const day = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(day)).toBe(1);
    const long = await t.services.sessions.create(user.id, { remember: true });
    expect(Math.round((long.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(365);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses revoked and expired sessions and inactive accounts', async () => {
    const a = await t.services.testing.createUserWithSession();
    await t.services.sessions.revoke(a.token);
    expect((await me(a.token)).statusCode).toBe(401);

    const b = await t.services.testing.createUserWithSession();
    await t.services.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, b.user.id));
    expect((await me(b.token)).statusCode).toBe(401);

    const c = await t.services.testing.createUserWithSession();
    await t.services.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, c.user.id));
    expect((await me(c.token)).statusCode).toBe(401);
  });

  it('treats an invalid token as anonymous on public routes', async () => {
    const res = await t.app.inject({ url: '/settings/public', headers: { authorization: 'stale-cookie' } });
    expect(res.statusCode).toBe(200);
  });
});
