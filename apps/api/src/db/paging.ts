import { and, asc, between, desc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Where a page of a list starts and how many rows it holds. */
export interface Page {
  limit: number;
  offset: number;
}

/** A page of a list sorted as contract 1.3 asks: by `sortBy` (a column's name), `sort` ascending or descending. */
export interface SortedPage extends Page {
  sort: 'asc' | 'desc';
  sortBy: string;
}

/** A list's creation-date filter (contract 1.3): ISO dates, either or both left out. */
export interface DateRange {
  fromDate?: string;
  toDate?: string;
}

/** One page of rows and the total under the same conditions. */
export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/** One page of a table's rows and the total under the same conditions, read in parallel. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: (SQL | undefined)[],
  orderBy: SQL[],
  page: Page,
): Promise<RowsPage<T['$inferSelect']>> {
  const condition = and(...where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(condition)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(table, condition),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * A page read with its total in the same statement (a `total` column on every row, from a scalar
 * count subquery): the rows without it, and the total. An empty page says nothing of the total:
 * `null` then, for the caller to count when the page was not the first.
 */
export function splitTotal<R extends { total: number }>(
  found: R[],
): { rows: Omit<R, 'total'>[]; total: number } | null {
  if (!found.length) return null;
  return { rows: found.map(({ total: _, ...row }) => row), total: found[0]!.total };
}

/**
 * Where counting a text search's matches stops: nobody pages past it, and counting a word found in a
 * million posts took a second (docs/benchmarks.md, "Search"). A total of exactly this many means
 * "this many or more".
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** How many rows of `table` meet `condition`, counting no further than `cap`. */
export async function countUpTo(db: Db, table: PgTable, condition: SQL | undefined, cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} where ${condition ?? sql`true`} limit ${cap}) capped`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * The list sort of contract 1.3: an allowed column by name (else the default), then the id;
 * descending unless `asc`.
 */
export function sortOf(
  page: { sort?: 'asc' | 'desc'; sortBy?: string },
  columns: Record<string, AnyPgColumn>,
  fallback: AnyPgColumn,
  id: AnyPgColumn,
): SQL[] {
  const dir = page.sort === 'asc' ? asc : desc;
  return [dir(sortColumn(columns, page.sortBy) ?? fallback), dir(id)];
}

/**
 * The date filter of contract 1.3: applied only when both dates are given, from the start of
 * `fromDate`'s day to the end of `toDate`'s (UTC); unreadable dates mean no filter.
 */
export function dateRangeOf(page: DateRange, column: AnyPgColumn): SQL | undefined {
  if (!page.fromDate || !page.toDate) return undefined;
  const from = new Date(page.fromDate);
  const to = new Date(page.toDate);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return undefined;
  from.setUTCHours(0, 0, 0, 0);
  to.setUTCHours(23, 59, 59, 999);
  return between(column, from, to);
}

/** Rows from `fromDate` and/or up to `toDate` (either may be left out; an unreadable date is no filter). */
export function createdWithin(page: DateRange, column: AnyPgColumn): (SQL | undefined)[] {
  const at = (v?: string) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v) : undefined);
  const from = at(page.fromDate);
  const to = at(page.toDate);
  return [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined];
}

/**
 * The column a list's `sortBy` names in `columns`, or undefined: only the map's own keys count, so
 * `__proto__` or `constructor` from a query string never reaches ORDER BY (the fuzzer found a 500).
 */
export function sortColumn<T>(columns: Record<string, T>, sortBy: string | undefined): T | undefined {
  return sortBy !== undefined && Object.hasOwn(columns, sortBy) ? columns[sortBy] : undefined;
}
