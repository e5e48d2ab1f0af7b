/**
 * Typed reads and writes every repository repeats (one row, all rows or whether any by a condition, ids
 * or rows after a key, a change read back); the owning repository passes its table.
 */
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, IndexColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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
  const [row] = await rowsWhere(db, table, where, limitOne ? 1 : undefined);
  return row ?? null;
}

/** The rows of `table` meeting `where`, in no particular order (`limit` of them at most, when given). */
export async function rowsWhere<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  limit?: number,
): Promise<T['$inferSelect'][]> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  return (await (limit === undefined ? query : query.limit(limit))) as T['$inferSelect'][];
}

/** Whether any row of `table` meets `where`. */
export async function hasRowWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return !!row;
}

/**
 * Changes the rows of `table` meeting `where` (in the caller's transaction when given one); the
 * (first) row after, or null when none met it.
 */
export async function updateRowWhere<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  // drizzle cannot spell `returning()`'s row type for a generic table; it is the table's row.
  const [row] = (await db.update(table).set(values).where(where).returning()) as T['$inferSelect'][];
  return row ?? null;
}

/**
 * The same change read back as whether any row met `where` (only `id`, the table's id column, comes
 * back): a guarded step (`status = 'pending'`…) that someone else may have taken first.
 */
export async function updatedAny<T extends PgTable>(
  db: Db,
  table: T,
  id: AnyPgColumn,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await db.update(table).set(values).where(where).returning({ id });
  return rows.length > 0;
}

/** Inserts a row, or changes the one already there by `target` (a unique key) with `set`; the row after. */
export async function upsertRow<T extends PgTable>(
  db: Db,
  table: T,
  target: IndexColumn | IndexColumn[],
  values: T['$inferInsert'],
  set: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table)
    .values(values)
    .onConflictDoUpdate({ target, set })
    .returning()) as T['$inferSelect'][];
  return row!;
}

/** Deletes the rows of `table` meeting `where`; whether there were any (only `id` comes back). */
export async function deletedAny(db: Db, table: PgTable, id: AnyPgColumn, where: SQL | undefined): Promise<boolean> {
  const rows = await db.delete(table).where(where).returning({ id });
  return rows.length > 0;
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
  const rows = await keysetBatch(db.select({ id }).from(table).$dynamic(), id, where, after, limit);
  return rows.map((r) => r.id as string);
}

/** The same walk reading whole rows: `table`'s rows meeting `where` with `id` after `after`, in id order. */
export async function rowsAfter<T extends PgTable>(
  db: Db,
  table: T,
  id: AnyPgColumn,
  where: (SQL | undefined)[],
  after: string | null,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const wholeRows = db.select().from(table as PgTable);
  const rows = await keysetBatch(wholeRows.$dynamic(), id, where, after, limit);
  return rows as T['$inferSelect'][];
}

/** A read narrowed to one batch of a keyset walk on `id`. */
function keysetBatch<Q extends PgSelect>(
  query: Q,
  id: AnyPgColumn,
  where: (SQL | undefined)[],
  after: string | null,
  limit: number,
) {
  return query
    .where(and(...where, after ? gt(id, after) : undefined))
    .orderBy(asc(id))
    .limit(limit);
}
