/**
 * Pins the drizzle internals `statements.ts` reaches (`dialect.sqlToQuery`, `session.prepareQuery`):
 * a drizzle upgrade that renames or changes them fails here, not silently in the purchase path.
 * Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/index.js';
import { withTestApp } from '../test/lifecycle.js';
import { inIds, jsonRowReader, slot, statement } from './statements.js';
import { feeds, files, users } from './schema/index.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('statements built once (db/statements.ts)', () => {
  it('finds the drizzle internals it needs on this driver', () => {
    const internals = t.services.database.db as unknown as {
      dialect?: { sqlToQuery?: unknown };
      session?: { prepareQuery?: unknown };
    };
    expect(typeof internals.dialect?.sqlToQuery).toBe('function');
    expect(typeof internals.session?.prepareQuery).toBe('function');
  });

  it('answers what db.execute answers, with values passed by name on every call', async () => {
    const db = t.services.database.db;
    const a = await t.services.testing.createUser({ username: 'stmta' });
    const b = await t.services.testing.createUser({ username: 'stmtb' });
    const run = statement<{ id: string; username: string }>(
      db,
      sql`SELECT ${users.id} AS id, ${users.username} AS username FROM ${users}
        WHERE ${inIds(users.id, 'ids')} AND ${users.username} <> ${slot('not')} ORDER BY ${users.username}`,
    );
    const ids = JSON.stringify([a.id, b.id]);
    const first = await run({ ids, not: 'nobody' });
    const direct = (await db.execute(
      sql`SELECT id, username FROM ${users} WHERE id IN (${a.id}, ${b.id}) ORDER BY username`,
    )) as unknown as { rows: { id: string; username: string }[] };
    expect(first.rows).toEqual(direct.rows);
    expect((await run({ ids, not: 'stmta' })).rows.map((r) => r.username)).toEqual(['stmtb']);
    expect((await run({ ids: '[]', not: 'x' })).rows).toEqual([]);
  });

  it('throws before sending anything when a value is missing', async () => {
    const run = statement(t.services.database.db, sql`SELECT ${slot('x')}::int AS x`);
    await expect(run({})).rejects.toThrow();
    expect((await run({ x: 7 })).rows).toEqual([{ x: 7 }]);
  });

  it('reads a row sent as JSON into what a drizzle select gives: dates, arrays, JSON, nulls', async () => {
    const db = t.services.database.db;
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const file = await t.services.testing.feedFile(creator.token);
    const post = await t.services.testing.buildFeed(creator.token, { type: 'photo', fileIds: [file._id] });
    for (const [table, id] of [
      [files, file._id],
      [feeds, post._id],
      [users, creator.user.id],
    ] as const) {
      const [selected] = await db.select().from(table).where(eq(table.id, id));
      const run = statement<{ json: string }>(
        db,
        sql`SELECT row_to_json(${table})::text AS json FROM ${table} WHERE id = ${slot('id')}`,
      );
      const { rows } = await run({ id });
      expect(jsonRowReader(table)(rows[0]!.json), table === files ? 'files' : 'row').toEqual(selected);
    }
  });
});
