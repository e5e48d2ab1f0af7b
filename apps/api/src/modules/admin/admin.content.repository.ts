/**
 * The console's Content section over every moderated type: each type's module defines how it is
 * read and hidden (its `*.moderation.repository.ts`); these read them for staff, with the owner's name.
 */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ModeratedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { commentModeration } from '../comments/comments.moderation.repository.js';
import type { ContentSource } from '../content/moderated-source.js';
import { escapeLike } from '../content/visibility.js';
import { feedModeration } from '../feeds/feeds.moderation.repository.js';
import { galleryModeration } from '../galleries/galleries.moderation.repository.js';
import { productModeration } from '../products/products.moderation.repository.js';
import { reelModeration } from '../reels/reels.moderation.repository.js';
import { videoModeration } from '../videos/videos.moderation.repository.js';

export const CONTENT_SOURCES: Record<ModeratedType, ContentSource> = {
  feed: feedModeration,
  video: videoModeration,
  gallery: galleryModeration,
  product: productModeration,
  reel: reelModeration,
  comment: commentModeration,
};

/** An item's title, owner and status as staff see it; undefined when it does not exist. */
export async function findContent(
  db: Db,
  type: ModeratedType,
  id: string,
): Promise<{ title: string; owner: string; status: string } | undefined> {
  const s = CONTENT_SOURCES[type];
  const [row] = await db
    .select({ title: s.title, owner: s.owner, status: s.status })
    .from(s.table)
    .where(eq(s.id, id))
    .limit(1);
  return row as { title: string; owner: string; status: string } | undefined;
}

/** One row of the console's content list. */
export interface ContentListRow {
  id: unknown;
  title: string | null;
  owner: unknown;
  ownerName: string | null;
  status: string;
  createdAt: unknown;
}

/** A page of one type's items (matching the title, of a status, of an owner), the newest first, and the total. */
export async function searchContent(
  db: Db,
  query: { type: ModeratedType; limit: number; offset: number; q?: string; status?: string; ownerId?: string },
): Promise<{ rows: ContentListRow[]; total: number }> {
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
  return { rows, total: Number(count?.n ?? 0) };
}
