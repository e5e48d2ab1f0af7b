import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { comments, feeds, galleries, products, reels, videos } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

/** Where a moderated type lives: its title (or text), owner, status as staff see it, and hiding column. */
export interface ContentSource {
  table: PgTable;
  id: PgColumn;
  title: SQL<string>;
  owner: PgColumn;
  /** The creator's status, or `hidden` while staff hide it. */
  status: SQL<string>;
  createdAt: PgColumn;
  /** Null for posts, which hide through their status. */
  hiddenAt: PgColumn | null;
}

type Hideable = PgTable & { id: PgColumn; createdAt: PgColumn; hiddenAt: PgColumn };
const hideable = (table: Hideable, title: SQL<string>, owner: PgColumn, status: SQL<string>): ContentSource => ({
  table,
  id: table.id,
  createdAt: table.createdAt,
  title,
  owner,
  status: sql<string>`case when ${table.hiddenAt} is not null then 'hidden' else ${status} end`,
  hiddenAt: table.hiddenAt,
});
const statusOf = (table: { status: PgColumn }) => sql<string>`${table.status}`;

export const CONTENT_SOURCES: Record<ModeratedType, ContentSource> = {
  feed: {
    table: feeds,
    id: feeds.id,
    createdAt: feeds.createdAt,
    title: sql<string>`coalesce(nullif(${feeds.title}, ''), left(${feeds.text}, 120))`,
    owner: feeds.performerId,
    status: statusOf(feeds),
    hiddenAt: null,
  },
  video: hideable(videos, sql<string>`${videos.title}`, videos.performerId, statusOf(videos)),
  gallery: hideable(galleries, sql<string>`${galleries.title}`, galleries.performerId, statusOf(galleries)),
  product: hideable(products, sql<string>`${products.name}`, products.performerId, statusOf(products)),
  reel: hideable(
    reels,
    sql<string>`coalesce(nullif(${reels.title}, ''), left(${reels.description}, 120))`,
    reels.performerId,
    statusOf(reels),
  ),
  comment: hideable(comments, sql<string>`left(${comments.content}, 120)`, comments.createdBy, sql<string>`'active'`),
};

/**
 * Hiding by staff (issue #18), reversible: the item disappears for everyone but its creator (a
 * comment's author) and staff, whatever status its creator gives it; restoring shows it again.
 * Posts hide through their status (the feeds service keeps it hidden through the creator's edits);
 * the other types through their `hiddenAt` column, which the creator's edits never touch.
 */
export function createContentHiding(deps: {
  db: Db;
  feeds: { setHidden(id: string, hidden: boolean): Promise<{ before: string; after: string }> };
}) {
  const { db } = deps;
  return {
    /** The item's title, owner and status as staff see it; 404 when it does not exist. */
    async one(type: ModeratedType, id: string) {
      const s = CONTENT_SOURCES[type];
      const [row] = await db
        .select({ title: s.title, owner: s.owner, status: s.status })
        .from(s.table)
        .where(eq(s.id, id))
        .limit(1);
      if (!row) throw notFound();
      return row as { title: string; owner: string; status: string };
    },

    /** Hides (true) or restores (false); answers the status before and after (`hidden` while hidden). */
    async setHidden(type: ModeratedType, id: string, hidden: boolean) {
      const s = CONTENT_SOURCES[type];
      if (!s.hiddenAt) return deps.feeds.setHidden(id, hidden);
      const before = (await this.one(type, id)).status;
      if (hidden === (before === 'hidden')) return { before, after: before };
      await db
        .update(s.table)
        .set({ hiddenAt: hidden ? new Date() : null } as never)
        .where(eq(s.id, id));
      return { before, after: (await this.one(type, id)).status };
    },
  };
}
export type ContentHiding = ReturnType<typeof createContentHiding>;
