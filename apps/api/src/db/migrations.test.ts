import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.js';
import { openTestDatabase, testDbKind } from '../test/index.js';

/** PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('migrations', () => {
  it('build a fresh database from the SQL files, and a second run changes nothing', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      await database.migrate();
      const rows = rowsOf<{ table_name: string }>(
        await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        ),
      );
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['performer_profiles', 'sessions', 'settings', 'site_blocked_countries', 'users']),
      );
    } finally {
      await database.close();
      await database.drop();
    }
    // Every migration, in the test itself rather than a setup hook: give it the hooks' time and more.
  }, 120_000);

  it.runIf(testDbKind() === 'postgres')('are applied once when several processes start together', async () => {
    const database = await openTestDatabase();
    try {
      await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
      const rows = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});
