import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export function createSettingsRepository(db: Db) {
  return {
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.select().from(settings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    /** Writes defaults for keys not stored yet; existing values are kept. */
    async insertMissing(values: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (rows.length) await db.insert(settings).values(rows).onConflictDoNothing();
    },
    async upsert(values: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (!rows.length) return;
      await db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
