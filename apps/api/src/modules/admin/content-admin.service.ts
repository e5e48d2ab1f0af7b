import type { AdminContent, ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentViewer } from '../content/access.service.js';
import { searchContent } from './admin.content.repository.js';
import type { ContentHiding } from './content-hiding.js';

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
      const { rows, total } = await searchContent(db, query);
      const data: AdminContent[] = rows.map((r) => ({
        _id: String(r.id),
        type: query.type,
        title: r.title ?? '',
        ownerId: String(r.owner),
        ownerName: r.ownerName ?? '',
        status: r.status,
        createdAt: (r.createdAt as Date).toISOString(),
      }));
      return { data, total };
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
