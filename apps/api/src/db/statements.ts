import { getTableColumns, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';
import type { Db } from './client.js';

/** What `db.execute` builds for each call; reached here to build it once. Drizzle marks these internal. */
interface Internals {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: undefined,
      isResponseInArrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/** The placeholder of one value of a statement built once (`statement`): its value is passed by `name`. */
export const slot = (name: string) => sql.placeholder(name);

/**
 * A raw statement whose text is built once: `template` uses `sql.placeholder(name)` for every value,
 * and each call passes the values by name. It runs as `db.execute(template)` would (the same driver
 * path and result: `{ rows }`), without building the SQL again; drizzle's building of a statement
 * with a few dozen parameters costs more CPU than PostgreSQL's binding of it (see docs/benchmarks.md).
 * A value missing from `values` throws before anything is sent. Only for `db` itself, not a
 * transaction's handle. `statements.test.ts` pins the drizzle internals this reaches.
 */
export function statement<Row>(db: Db, template: SQL) {
  const internals = db as unknown as Internals;
  const prepared = internals.session.prepareQuery(internals.dialect.sqlToQuery(template), undefined, undefined, false);
  return async (values: Record<string, unknown>) => (await prepared.execute(values)) as { rows: Row[] };
}

/**
 * `column = ANY(ids)` in a statement built once, the ids passed by `name` as one JSON array
 * (`JSON.stringify(ids)`): the same text for any number of ids, on PostgreSQL and PGlite alike.
 */
export const inIds = (column: SQLWrapper, name: string) =>
  sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${slot(name)}::jsonb)))`;

/**
 * Reads a row a statement sent as JSON (`row_to_json(table)::text`) into the object drizzle's
 * select would give: property names, dates and arrays by each column's own mapping. For folding
 * another table's rows into one statement (the viewer-state statement carries a page's files).
 */
export function jsonRowReader<T extends Table>(table: T): (json: string) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (json) => {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

/**
 * Statements built once per shape: which optional parts a request has (signed in, a country, a type
 * filter, a keyset...). `prepare` builds the statement of a shape the first time it is asked for,
 * under the name `<name>_<parts that are on>`, unique per shape.
 */
export function perShape<S extends Record<string, boolean>, Q>(name: string, prepare: (shape: S, name: string) => Q) {
  const built = new Map<string, Q>();
  return (shape: S): Q => {
    const label = [name, ...Object.keys(shape).filter((part) => shape[part])].join('_');
    let query = built.get(label);
    if (!query) built.set(label, (query = prepare(shape, label)));
    return query;
  };
}
