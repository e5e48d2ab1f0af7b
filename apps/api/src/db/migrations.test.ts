import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../testing.js';

describe('migrations', () => {
  it('build a fresh database from the SQL files, and a second run changes nothing', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      await database.migrate();
      const result = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const rows = 'rows' in result ? result.rows : (result as unknown as { table_name: string }[]);
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['performer_profiles', 'sessions', 'settings', 'site_blocked_countries', 'users']),
      );
    } finally {
      await database.close();
      await database.drop();
    }
  });

  it.runIf(testDbKind() === 'postgres')('are applied once when several processes start together', async () => {
    const database = await openTestDatabase();
    try {
      await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
      const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = 'rows' in result ? result.rows : (result as unknown as { n: number }[]);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});
