/** Typed reads every repository repeats (one row or all rows by a condition, ids after a key); the owning repository passes its table. */
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/** The row of `table` meeting `where` (the first the database answers), or null. */
export const rowWhere = <T extends PgTable>(db: Db, table: T, where: SQL | undefined) =>
  oneRow(db, table, where, false);

/** The same read with LIMIT 1, for conditions several rows may meet. */
export const firstRowWhere = <T extends PgTable>(db: Db, table: T, where: SQL | undefined) =>
  oneRow(db, table, where, true);

async function oneRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  limitOne: boolean,
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = await (limitOne ? query.limit(1) : query);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** The rows of `table` meeting `where`, in no particular order. */
export async function rowsWhere<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where);
  return rows as T['$inferSelect'][];
}

/**
 * One batch of a keyset walk: the ids in `id` (of `table`'s rows meeting `where`) after `after`, in
 * id order, `limit` at a time.
 */
export async function idsAfter(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  where: (SQL | undefined)[],
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(...where, after ? gt(id, after) : undefined))
    .orderBy(asc(id))
    .limit(limit);
  return rows.map((r) => r.id as string);
}
