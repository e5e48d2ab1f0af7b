import type { ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { CONTENT_SOURCES, findContent } from './admin.content.repository.js';

export { CONTENT_SOURCES } from './admin.content.repository.js';
export type { ContentSource } from '../content/moderated-source.js';

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
      const row = await findContent(db, type, id);
      if (!row) throw notFound();
      return row;
    },

    /** Hides (true) or restores (false); answers the status before and after (`hidden` while hidden). */
    async setHidden(type: ModeratedType, id: string, hidden: boolean) {
      const s = CONTENT_SOURCES[type];
      if (!s.setHiddenAt) return deps.feeds.setHidden(id, hidden);
      const before = (await this.one(type, id)).status;
      if (hidden === (before === 'hidden')) return { before, after: before };
      await s.setHiddenAt(db, id, hidden ? new Date() : null);
      return { before, after: (await this.one(type, id)).status };
    },
  };
}
export type ContentHiding = ReturnType<typeof createContentHiding>;
