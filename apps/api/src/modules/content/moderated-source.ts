import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * How staff moderation reads and hides one content type, defined by the module that owns its table
 * (in its `*.moderation.repository.ts`): its title (or text), owner, status as staff see it, and how
 * it is hidden.
 */
export interface ContentSource {
  table: PgTable;
  id: PgColumn;
  title: SQL<string>;
  owner: PgColumn;
  /** The creator's status, or `hidden` while staff hide it. */
  status: SQL<string>;
  createdAt: PgColumn;
  /** Sets or clears the item's `hiddenAt`; null for posts, which hide through their status. */
  setHiddenAt: ((db: Db, id: string, at: Date | null) => Promise<void>) | null;
}

type Hideable = PgTable & { id: PgColumn; createdAt: PgColumn; hiddenAt: PgColumn };

/** The source of a type hidden through its `hiddenAt` column, which its creator's edits never touch. */
export const hideable = (table: Hideable, title: SQL<string>, owner: PgColumn, status: SQL<string>): ContentSource => ({
  table,
  id: table.id,
  createdAt: table.createdAt,
  title,
  owner,
  status: sql<string>`case when ${table.hiddenAt} is not null then 'hidden' else ${status} end`,
  setHiddenAt: async (db, id, at) => {
    await db
      .update(table)
      .set({ hiddenAt: at } as never)
      .where(eq(table.id, id));
  },
});

/** A table's own status column as the status staff see. */
export const statusOf = (table: { status: PgColumn }): SQL<string> => sql<string>`${table.status}`;
