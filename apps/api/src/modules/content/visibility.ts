import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { performerBlockedCountries, userBlocks, users } from '../../db/schema/index.js';
import type { ContentViewer } from './access.service.js';

/**
 * What others may see of a creator's content: the creator is active and has blocked neither the
 * viewer nor the viewer's country (business-rules "Content access": blocks apply on every read).
 * `performerId` is the content table's creator column; `publishedAt` its publication column.
 * The viewer's id and country may be placeholders, for a statement built once per viewer shape.
 */
export function visibleContent(
  performerId: SQLWrapper,
  viewer: ContentViewer | ViewerSlots,
  publishedAt?: SQLWrapper,
): SQL[] {
  const where: SQL[] = [sql`exists (select 1 from ${users} u where u.id = ${performerId} and u.status = 'active')`];
  if (publishedAt) where.push(sql`${publishedAt} <= now()`);
  if (viewer.id)
    where.push(
      sql`not exists (select 1 from ${userBlocks} b where b.performer_id = ${performerId} and b.target_id = ${viewer.id})`,
    );
  if (viewer.country)
    where.push(
      sql`not exists (select 1 from ${performerBlockedCountries} c where c.performer_id = ${performerId} and c.country_codes @> jsonb_build_array(${viewer.country}::text))`,
    );
  return where;
}

/** A viewer whose id and country are a statement's placeholders (`sql.placeholder`); null: none. */
export interface ViewerSlots {
  id: SQLWrapper | null;
  country: SQLWrapper | null;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
