import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_MESSAGES, type AdminContent, type ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { comments, feeds, galleries, products, users, videos } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentViewer } from '../content/access.service.js';
import { escapeLike } from '../content/visibility.js';

interface Source {
  table: PgTable;
  id: PgColumn;
  title: SQL<string>;
  owner: PgColumn;
  status: SQL<string>;
  createdAt: PgColumn;
}

const source = (
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  title: SQL<string>,
  owner: PgColumn,
  status: SQL<string>,
): Source => ({ table, id: table.id, createdAt: table.createdAt, title, owner, status });

/** Where each moderated type lives: its title (or text), owner and status. */
const SOURCES: Record<ModeratedType, Source> = {
  feed: source(
    feeds,
    sql<string>`coalesce(nullif(${feeds.title}, ''), left(${feeds.text}, 120))`,
    feeds.performerId,
    sql<string>`${feeds.status}`,
  ),
  video: source(videos, sql<string>`${videos.title}`, videos.performerId, sql<string>`${videos.status}`),
  gallery: source(galleries, sql<string>`${galleries.title}`, galleries.performerId, sql<string>`${galleries.status}`),
  product: source(products, sql<string>`${products.name}`, products.performerId, sql<string>`${products.status}`),
  comment: source(comments, sql<string>`left(${comments.content}, 120)`, comments.createdBy, sql<string>`'active'`),
};

/** The services that already know how to delete each type cleanly (files, reactions, counters). */
export interface ContentRemovers {
  feeds: { setHidden(id: string, hidden: boolean): Promise<{ before: string; after: string }> } & Remover;
  videos: Remover;
  galleries: Remover;
  products: Remover;
  comments: { remove(id: string, viewer: ContentViewer): Promise<unknown> };
}
interface Remover {
  remove(performerId: string, id: string, isAdmin: boolean): Promise<unknown>;
}

/**
 * The console's Content section (issue #18): every post, video, gallery, product and comment with
 * filters; posts hidden (from everyone but their creator and staff) and restored; anything deleted.
 * Each action needs a reason and is audited (`content.hide`, `content.restore`, `content.delete`).
 */
export function createContentAdminService(deps: { db: Db; audit: AuditService } & ContentRemovers) {
  const { db, audit } = deps;

  async function one(type: ModeratedType, id: string) {
    const s = SOURCES[type];
    const [row] = await db
      .select({ title: s.title, owner: s.owner, status: s.status })
      .from(s.table)
      .where(eq(s.id, id))
      .limit(1);
    if (!row) throw notFound();
    return row as { title: string; owner: string; status: string };
  }

  return {
    async search(query: {
      type: ModeratedType;
      limit: number;
      offset: number;
      q?: string;
      status?: string;
      ownerId?: string;
    }) {
      const s = SOURCES[query.type];
      const where = and(
        query.q ? ilike(s.title, `%${escapeLike(query.q)}%`) : undefined,
        query.status ? eq(s.status, query.status) : undefined,
        query.ownerId ? eq(s.owner, query.ownerId) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: s.id,
            title: s.title,
            owner: s.owner,
            ownerName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username}, '')`,
            status: s.status,
            createdAt: s.createdAt,
          })
          .from(s.table)
          .leftJoin(users, eq(users.id, s.owner))
          .where(where)
          .orderBy(desc(s.createdAt), desc(s.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(s.table)
          .where(where),
      ]);
      const data: AdminContent[] = rows.map((r) => ({
        _id: String(r.id),
        type: query.type,
        title: r.title ?? '',
        ownerId: String(r.owner),
        ownerName: r.ownerName ?? '',
        status: r.status,
        createdAt: (r.createdAt as Date).toISOString(),
      }));
      return { data, total: Number(count?.n ?? 0) };
    },

    /** Hides a post (true) or restores it (false); other types refuse with 422. */
    async setHidden(actor: AuditActor, type: ModeratedType, id: string, hidden: boolean, reason: string) {
      if (type !== 'feed') throw unprocessable(CONTENT_MESSAGES.notHideable);
      const change = await deps.feeds.setHidden(id, hidden);
      await audit.record(actor, {
        action: hidden ? 'content.hide' : 'content.restore',
        targetType: type,
        targetId: id,
        before: { status: change.before },
        after: { status: change.after },
        reason,
      });
      return { status: change.after };
    },

    /** Deletes for good through the type's own service (its files, reactions and counters go too). */
    async remove(actor: AuditActor, type: ModeratedType, id: string, reason: string) {
      const before = await one(type, id);
      if (type === 'comment') await deps.comments.remove(id, { id: actor.id, isAdmin: true, country: null });
      else {
        const service = { feed: deps.feeds, video: deps.videos, gallery: deps.galleries, product: deps.products }[type];
        await service.remove(before.owner, id, true);
      }
      await audit.record(actor, { action: 'content.delete', targetType: type, targetId: id, before, reason });
      return { deleted: true as const };
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
