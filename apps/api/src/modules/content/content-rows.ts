/**
 * The reads and writes each creator-content repository (reels, videos, products, galleries) makes of
 * its own table: by id, its lists, its publication and view count.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { pageOf, sortOf, type RowsPage, type SortedPage } from '../../db/paging.js';
import { perShape, slot } from '../../db/statements.js';
import { firstRowWhere } from '../shared-repo/rows.js';
import type { ContentViewer } from './access.service.js';
import type { ViewerSlots } from './content.repository.js';
import { isObjectId } from './slug.js';

/**
 * By-id reads and writes of a content table: `id` is its id column, `visible` its rules of what a
 * viewer may see (the owning repository's). The owning repository exports them under its names.
 */
export function contentRows<T extends PgTable>(table: T, id: AnyPgColumn, visible: (viewer: ContentViewer) => SQL[]) {
  type Row = T['$inferSelect'];
  return {
    /** The row when the viewer may see it. */
    visibleOne: (db: Db, rowId: string, viewer: ContentViewer): Promise<Row | null> =>
      firstRowWhere(db, table, and(eq(id, rowId), ...visible(viewer))),

    /** Of these rows, those the viewer may see. */
    visibleAmong: (db: Db, ids: string[], viewer: ContentViewer): Promise<Row[]> =>
      db
        .select()
        .from(table as PgTable)
        .where(and(inArray(id, ids), ...visible(viewer))) as Promise<Row[]>,

    /** A new row (in the caller's transaction when given one). */
    async insert(db: Db, values: T['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },

    /** Changes a row (in the caller's transaction when given one); the row after. */
    async update(db: Db, rowId: string, values: PgUpdateSetSource<T>): Promise<Row> {
      // drizzle cannot spell `returning()`'s row type for a generic table; it is the table's row.
      const [row] = (await db.update(table).set(values).where(eq(id, rowId)).returning()) as Row[];
      return row!;
    },
  };
}

/** A content table's visibility rules for a viewer whose id and country may be placeholders. */
export type VisibleTo = (viewer: ContentViewer | ViewerSlots) => SQL[];

interface KeyedTable {
  id: AnyPgColumn;
  slug: AnyPgColumn;
  performerId: AnyPgColumn;
}

/**
 * A row by id or slug for a detail page, in ONE statement built once per shape (id or slug, signed
 * in, country): the row and whether this viewer may see it, instead of a read of the row and a second
 * read under the visibility rules. The creator and admins see their rows whatever the rules say;
 * anyone else gets null for a row they may not see.
 */
export function readableByKey<T extends PgTable & KeyedTable>(table: T, name: string, visible: VisibleTo) {
  type Row = T['$inferSelect'];
  const prepare = (db: Db) =>
    perShape(`${name}_readable`, (shape: { byId: boolean; viewer: boolean; country: boolean }, label) => {
      const slots: ViewerSlots = {
        id: shape.viewer ? slot('viewer') : null,
        country: shape.country ? slot('country') : null,
      };
      return db
        .select({ row: table as PgTable, visible: sql<boolean>`(${and(...visible(slots))})` })
        .from(table as PgTable)
        .where(eq(shape.byId ? table.id : table.slug, slot('key')))
        .limit(1)
        .prepare(label);
    });
  const built = new WeakMap<Db, ReturnType<typeof prepare>>();
  return async (db: Db, idOrSlug: string, viewer: ContentViewer): Promise<Row | null> => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = prepare(db)));
    const shape = { byId: isObjectId(idOrSlug), viewer: !!viewer.id, country: !!viewer.country };
    const [found] = await statements(shape).execute({ key: idOrSlug, viewer: viewer.id, country: viewer.country });
    if (!found) return null;
    const row = found.row as Row & { performerId: string };
    return found.visible || viewer.isAdmin || row.performerId === viewer.id ? row : null;
  };
}

/** A public list's narrowing: to one creator's rows, and leaving one out (the one on screen). */
export interface CreatorNarrowing {
  performerId?: string;
  excludedId?: string;
}

/** The conditions of a `CreatorNarrowing` on a content table (none for what is not given). */
export const narrowedTo = (table: { id: AnyPgColumn; performerId: AnyPgColumn }, page: CreatorNarrowing) => [
  page.performerId ? eq(table.performerId, page.performerId) : undefined,
  page.excludedId ? ne(table.id, page.excludedId) : undefined,
];

/** A content table as its lists need it: the id, the creator and the status columns. */
type ListedTable = PgTable & { id: AnyPgColumn; performerId: AnyPgColumn; status: AnyPgColumn };

/**
 * The two lists of a content table (galleries, videos, products), sorted (`sortable` by name, else
 * `defaultSort`, then the id) and paged, each with the table's own `filters` of the page: a creator's
 * own rows (any status, or `status`; no creator: everyone's) and the rows a viewer may see (`visible`,
 * the table's rules), narrowed to one creator and leaving one out when asked.
 */
export function contentLists<T extends ListedTable, P extends SortedPage>(
  table: T,
  rules: {
    visible: (viewer: ContentViewer) => SQL[];
    filters: (page: P) => SQL[];
    sortable: Record<string, AnyPgColumn>;
    defaultSort: AnyPgColumn;
  },
) {
  const list = (db: Db, where: (SQL | undefined)[], page: P): Promise<RowsPage<T['$inferSelect']>> =>
    pageOf(
      db,
      table,
      [...where, ...rules.filters(page)],
      sortOf(page, rules.sortable, rules.defaultSort, table.id),
      page,
    );
  return {
    own: (db: Db, performerId: string | undefined, page: P & { status?: string }) =>
      list(
        db,
        [
          performerId ? eq(table.performerId, performerId) : undefined,
          page.status ? eq(table.status, page.status) : undefined,
        ],
        page,
      ),
    visible: (db: Db, viewer: ContentViewer, page: P & CreatorNarrowing) =>
      list(db, [...rules.visible(viewer), ...narrowedTo(table, page)], page),
  };
}

/** A content table a job publishes when its time comes and whose views are counted as they come. */
type ScheduledTable = PgTable & {
  id: AnyPgColumn;
  isSchedule: AnyPgColumn;
  publishedAt: AnyPgColumn;
  views: AnyPgColumn;
};

/**
 * By-id writes of a scheduled content table (galleries, videos); the owning repository exports them
 * under its names.
 */
export function scheduledRows<T extends ScheduledTable>(table: T) {
  // drizzle cannot check a `set` against a generic table; these are the table's own columns.
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  return {
    /** Deletes the row. */
    async remove(db: Db, rowId: string): Promise<void> {
      await db.delete(table).where(eq(table.id, rowId));
    },

    /** No longer marks a scheduled row scheduled once its publication time has come. */
    async publishDue(db: Db, rowId: string): Promise<void> {
      await db
        .update(table)
        .set(set({ isSchedule: false }))
        .where(and(eq(table.id, rowId), sql`${table.publishedAt} <= now()`));
    },

    /** Views + n (a batch counted by content/view-counter.ts). */
    async addViews(db: Db, rowId: string, n: number): Promise<void> {
      await db
        .update(table)
        .set(set({ views: sql`${table.views} + ${n}` }))
        .where(eq(table.id, rowId));
    },
  };
}
