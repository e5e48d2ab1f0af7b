import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME, openDatabase } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { testDbKind, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { createSessionsService, hashToken, tokenFromHeader } from './sessions.service.js';

let t: TestApp;
withTestApp((app) => (t = app));

const me = (authorization?: string) =>
  t.inject('GET', '/users/me', null, undefined, authorization === undefined ? {} : { authorization });

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
    const res = await t.inject('GET', '/settings/public', null, undefined, { authorization: 'stale-cookie' });
    expect(res.statusCode).toBe(200);
  });
});

describe('sessions answered from memory (SESSION_CACHE_SECONDS)', () => {
  const db = () => t.services.database.db;
  /** Changes a row without telling anyone: the trigger that notifies is off meanwhile. */
  async function quietly(table: 'users' | 'sessions', change: () => Promise<unknown>) {
    await db().execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_auth_notify`));
    try {
      await change();
    } finally {
      await db().execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_auth_notify`));
    }
  }
  const until = async (check: () => Promise<boolean>, ms = 3000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => until(async () => t.services.sessions.cacheLive()));

  it('answers a known session without the database, until its account changes', async () => {
    const a = await t.services.testing.createUserWithSession();
    expect((await me(a.token)).statusCode).toBe(200);
    await quietly('users', () => db().update(users).set({ status: 'inactive' }).where(eq(users.id, a.user.id)));
    // Unannounced (trigger off), so the remembered session still answers: proof that it was remembered.
    expect((await me(a.token)).statusCode).toBe(200);
    // Any change to the account's row is announced, and the next request reads the row again.
    await db().update(users).set({ name: 'Renamed' }).where(eq(users.id, a.user.id));
    expect((await me(a.token)).statusCode).toBe(401);
  });

  it('a change made after the session was remembered counts on the very next request', async () => {
    const cases: [string, (user: { id: string }, token: string) => Promise<unknown>][] = [
      ['revoked', (_user, token) => t.services.sessions.revoke(token)],
      ['all revoked', (user) => t.services.sessions.revokeAll(user.id)],
      [
        'expired',
        (user) =>
          db()
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.userId, user.id)),
      ],
      ['deleted', (user) => db().delete(sessions).where(eq(sessions.userId, user.id))],
      ['account suspended', (user) => db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))],
      [
        'in a transaction',
        (user) =>
          db().transaction(async (tx) => {
            await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
          }),
      ],
    ];
    for (const [name, change] of cases) {
      const a = await t.services.testing.createUserWithSession();
      expect((await me(a.token)).statusCode, name).toBe(200);
      expect((await me(a.token)).statusCode, name).toBe(200);
      await change(a.user, a.token);
      expect((await me(a.token)).statusCode, name).toBe(401);
    }
  });

  it('an answer from memory carries the account as it is now (a renamed user)', async () => {
    const a = await t.services.testing.createUserWithSession();
    expect((await me(a.token)).json().data.name).not.toBe('Someone Else');
    await db().update(users).set({ name: 'Someone Else' }).where(eq(users.id, a.user.id));
    expect((await me(a.token)).json().data.name).toBe('Someone Else');
  });

  it.runIf(testDbKind() === 'postgres')(
    'PostgreSQL: another process hears the change; while it cannot hear, it remembers nothing',
    async () => {
      const { rows } = (await db().execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const other = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        const elsewhere = createSessionsService(other.db, { ttlMs: 60_000, listen: other.listen });
        await until(async () => elsewhere.cacheLive());
        const a = await t.services.testing.createUserWithSession();
        expect(await elsewhere.resolve(a.token)).not.toBeNull();
        // Remembered there: a quiet change is not seen...
        await quietly('users', () => db().update(users).set({ status: 'inactive' }).where(eq(users.id, a.user.id)));
        expect(await elsewhere.resolve(a.token)).not.toBeNull();
        // ...an announced one is, as soon as the notification arrives.
        await db().update(users).set({ name: 'Announced' }).where(eq(users.id, a.user.id));
        await until(async () => (await elsewhere.resolve(a.token)) === null);

        // The listening connection is cut: the cache empties and keeps nothing until it is back.
        const b = await t.services.testing.createUserWithSession();
        expect(await elsewhere.resolve(b.token)).not.toBeNull();
        await db().execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE application_name = ${LISTENER_NAME} AND datname = ${name} AND pid IN (
                SELECT pid FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = ${name}
                ORDER BY backend_start DESC LIMIT 1)`,
        );
        await until(async () => !elsewhere.cacheLive());
        await quietly('users', () => db().update(users).set({ status: 'inactive' }).where(eq(users.id, b.user.id)));
        expect(await elsewhere.resolve(b.token)).toBeNull();
        // Back after a second: remembered again.
        await until(async () => elsewhere.cacheLive());
        const c = await t.services.testing.createUserWithSession();
        await until(async () => {
          await elsewhere.resolve(c.token);
          let remembered = false;
          await quietly('users', async () => {
            await db().update(users).set({ status: 'inactive' }).where(eq(users.id, c.user.id));
            remembered = (await elsewhere.resolve(c.token)) !== null;
            await db().update(users).set({ status: 'active' }).where(eq(users.id, c.user.id));
          });
          return remembered;
        });
      } finally {
        await other.close();
      }
    },
  );
});
