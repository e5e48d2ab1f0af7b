import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';
import { countUpTo } from './paging.js';
import { users } from './schema/index.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('countUpTo (capped totals of text searches)', () => {
  it('counts matches and stops at the cap', async () => {
    for (const name of ['capa', 'capb', 'capc', 'capd']) await t.services.testing.createUser({ username: name });
    const db = t.services.database.db;
    const fans = eq(users.role, 'user');
    const all = await db.$count(users, fans);
    expect(await countUpTo(db, users, fans, 1_000)).toBe(all);
    expect(await countUpTo(db, users, fans, 3)).toBe(3);
    expect(await countUpTo(db, users, eq(users.username, 'nobody-here'), 3)).toBe(0);
    expect(await countUpTo(db, users, undefined, 2)).toBe(2);
  });
});
