import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminContent, ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentViewer } from '../content/access.service.js';
import { escapeLike } from '../content/visibility.js';
import { CONTENT_SOURCES, type ContentHiding } from './content-hiding.js';

/** The services that already know how to delete each type cleanly (files, reactions, counters). */
export interface ContentRemovers {
  feeds: Remover;
  videos: Remover;
  galleries: Remover;
  products: Remover;
  reels: Remover;
  comments: { remove(id: string, viewer: ContentViewer): Promise<unknown> };
}
interface Remover {
  remove(performerId: string, id: string, isAdmin: boolean): Promise<unknown>;
}

/**
 * The console's Content section (issue #18): every post, video, gallery, product, reel and comment
 * with filters; anything hidden (from everyone but its creator and staff) and restored, or deleted.
 * Each action needs a reason and is audited (`content.hide`, `content.restore`, `content.delete`).
 */
export function createContentAdminService(
  deps: { db: Db; audit: AuditService; contentHiding: ContentHiding } & ContentRemovers,
) {
  const { db, audit, contentHiding: hiding } = deps;

  return {
    async search(query: {
      type: ModeratedType;
      limit: number;
      offset: number;
      q?: string;
      status?: string;
      ownerId?: string;
    }) {
      const s = CONTENT_SOURCES[query.type];
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

    /** Hides an item (true) or restores it (false). */
    async setHidden(actor: AuditActor, type: ModeratedType, id: string, hidden: boolean, reason: string) {
      const change = await hiding.setHidden(type, id, hidden);
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
      const before = await hiding.one(type, id);
      if (type === 'comment') await deps.comments.remove(id, { id: actor.id, isAdmin: true, country: null });
      else {
        const service = {
          feed: deps.feeds,
          video: deps.videos,
          gallery: deps.galleries,
          product: deps.products,
          reel: deps.reels,
        }[type];
        await service.remove(before.owner, id, true);
      }
      await audit.record(actor, { action: 'content.delete', targetType: type, targetId: id, before, reason });
      return { deleted: true as const };
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
