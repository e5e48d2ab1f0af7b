import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { ContentViewer } from './access.service.js';

/** An object fans can comment on, react to or report: who owns it, and its counters. */
export interface ContentObject {
  id: string;
  /** The account that owns the object (comment author, creator of a post...). */
  ownerId: string;
  /** The creator it belongs to (for reports and notifications). */
  performerId: string;
}

export interface ObjectType {
  /** The object if it exists and this viewer may see it; null otherwise. */
  find(id: string, viewer: ContentViewer): Promise<ContentObject | null>;
  /** Moves a counter (likes, comments) in the caller's transaction; optional. */
  count?(tx: Db, id: string, counter: 'like' | 'comment', delta: number): Promise<void>;
  /** Told after a like or unlike committed (a live stream shows its likes to the room). */
  liked?(id: string): Promise<void>;
  /** Moves the bookmark counter, for types that keep one (galleries, videos, products). */
  countBookmark?(tx: Db, id: string, delta: number): Promise<void>;
  /** The objects as a viewer sees them in lists (bookmarks' `objectInfo`); hidden ones left out. */
  present?(ids: string[], viewer: ContentViewer): Promise<Map<string, unknown>>;
}

/**
 * The kinds of objects comments, reactions and reports can point at. Each content module registers
 * its kind (feed, comment, performer now; video, gallery, product with creator content), so the
 * generic routes never query another module's tables themselves.
 */
export function createObjectRegistry() {
  const types = new Map<string, ObjectType>();
  return {
    register(name: string, type: ObjectType) {
      types.set(name, type);
    },
    get(name: string): ObjectType | null {
      return types.get(name) ?? null;
    },
    async find(name: string, id: string, viewer: ContentViewer) {
      return (await types.get(name)?.find(id, viewer)) ?? null;
    },
  };
}
export type ObjectRegistry = ReturnType<typeof createObjectRegistry>;

/**
 * Counter moves for a content table, by the JS names of its like, comment (and bookmark) columns.
 * Counts never go below zero, and moving one does not touch `updatedAt` (it is not an edit, and
 * lists sorted by it must not reshuffle when someone likes an item).
 */
export function counters(
  table: PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn },
  keys: { like: string; comment: string; bookmark?: string },
): Pick<ObjectType, 'count' | 'countBookmark'> {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const move = async (tx: Db, id: string, key: string, delta: number) => {
    const set: Record<string, SQL> = {
      [key]: sql`greatest(${columns[key]} + ${delta}, 0)`,
      updatedAt: sql`${table.updatedAt}`,
    };
    await tx
      .update(table)
      .set(set as never)
      .where(eq(table.id, id));
  };
  const bookmark = keys.bookmark;
  return {
    count: (tx, id, counter, delta) => move(tx, id, counter === 'like' ? keys.like : keys.comment, delta),
    ...(bookmark ? { countBookmark: (tx: Db, id: string, delta: number) => move(tx, id, bookmark, delta) } : {}),
  };
}
