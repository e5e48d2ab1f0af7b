import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** Every process's settings cache drops its copy when the write commits (`fanlane_settings`). */
const notifyChanged = (tx: Pick<Db, 'execute'>, keys: string[]) =>
  tx.execute(sql`select pg_notify('fanlane_settings', ${keys.join(',')})`);

/**
 * One setting's stored value (jsonb; NULL when never stored) as a scalar subquery, for a caller that
 * reads it inside its own statement and transaction (earnings' terms) rather than from the cache.
 */
export const settingValueSql = (key: string) =>
  sql`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${key})`;

export function createSettingsRepository(db: Db) {
  return {
    async all(): Promise<Map<string, unknown>> {
      // Read as JSON text and parsed here: the jsonb column's own mapping parses a string value again,
      // so a stored "900000" (an account number) came back as the number 900000.
      const rows = await db.select({ key: settings.key, value: sql<string>`${settings.value}::text` }).from(settings);
      return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
    /** Writes defaults for keys not stored yet; existing values are kept. */
    async insertMissing(values: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (rows.length) await db.insert(settings).values(rows).onConflictDoNothing();
    },
    async upsert(values: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (!rows.length) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values(rows)
          .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
        await notifyChanged(tx, Object.keys(values));
      });
    },
    /**
     * Read-modify-write of one key under its row's lock (SELECT … FOR UPDATE in a transaction): two
     * changes at once apply one after the other, neither lost. `change` gets the stored value
     * (`fallback` when the key was never stored) and answers the value to store.
     */
    async modify<T>(
      key: string,
      fallback: unknown,
      change: (stored: unknown) => Promise<{ value: unknown; result: T }>,
    ) {
      return db.transaction(async (tx) => {
        await tx.insert(settings).values({ key, value: fallback }).onConflictDoNothing();
        const [row] = await tx
          .select({ value: sql<string>`${settings.value}::text` })
          .from(settings)
          .where(eq(settings.key, key))
          .for('update');
        const { value, result } = await change(JSON.parse(row!.value) as unknown);
        await tx.update(settings).set({ value, updatedAt: new Date() }).where(eq(settings.key, key));
        await notifyChanged(tx, [key]);
        return result;
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
