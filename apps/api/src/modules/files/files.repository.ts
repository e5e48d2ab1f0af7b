/**
 * The files table: one record per stored object. Files by id is the hot read of every page of
 * content, a statement prepared once per database (`createFilesRepository`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inIds } from '../../db/statements.js';
import { files } from '../../db/schema/index.js';
import { firstRowWhere } from '../shared-repo/rows.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** The files table's reads and writes on `db`; `byIds` prepares its statement on first use. */
export function createFilesRepository(db: Db) {
  const prepareByIds = () => db.select().from(files).where(inIds(files.id, 'ids')).prepare('files_by_ids');
  let byIdsQuery: ReturnType<typeof prepareByIds> | undefined;
  return {
    /** A new record. */
    async insert(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },

    /** A file by id; null when none. */
    async get(id: string): Promise<FileRow | null> {
      return firstRowWhere(db, files, eq(files.id, id));
    },

    /** Changes a record; the row after, or null when none. */
    async update(id: string, values: Partial<NewFile>): Promise<FileRow | null> {
      const [row] = await db.update(files).set(values).where(eq(files.id, id)).returning();
      return row ?? null;
    },

    /** The files with these ids (in no order), through the prepared statement. */
    async byIds(ids: string[]): Promise<FileRow[]> {
      byIdsQuery ??= prepareByIds();
      return byIdsQuery.execute({ ids: JSON.stringify(ids) });
    },

    /** Deletes a record. */
    async remove(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
