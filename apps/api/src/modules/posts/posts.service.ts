import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { sortColumn } from '../../db/paging.js';
import { uniqueViolation } from '../../db/errors.js';
import { isId } from '../../db/ids.js';
import { posts } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';

export type PostRow = typeof posts.$inferSelect;
export const SLUG_TAKEN = 'This slug is used by another page';

/** A page as the API answers it (contract 3.22). */
export const presentPost = (p: PostRow) => ({
  _id: p.id,
  authorId: p.authorId,
  type: p.type,
  title: p.title,
  slug: p.slug,
  shortDescription: p.shortDescription,
  content: p.content,
  status: p.status,
  ordering: p.ordering,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
export type PostInput = Pick<
  typeof posts.$inferInsert,
  'type' | 'title' | 'slug' | 'shortDescription' | 'content' | 'status' | 'ordering'
>;

const SORTABLE = {
  ordering: posts.ordering,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  title: posts.title,
} as const;

export function createPostsService(db: Db) {
  const published = eq(posts.status, 'published');
  const rethrow = (err: unknown): never => {
    if (uniqueViolation(err) === 'posts_slug_key') throw unprocessable(SLUG_TAKEN);
    throw err;
  };
  return {
    async search(type: string, query: ListQuery) {
      const where = and(published, eq(posts.type, type));
      const column = sortColumn(SORTABLE, query.sortBy) ?? posts.updatedAt;
      const dir = query.sort === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(dir(column), dir(posts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(posts, where),
      ]);
      return { rows, total };
    },

    /** A published page by id or slug. */
    async find(idOrSlug: string): Promise<PostRow> {
      const key = idOrSlug.toLowerCase();
      const [row] = await db
        .select()
        .from(posts)
        .where(and(published, isId(key) ? or(eq(posts.id, key), eq(posts.slug, key)) : eq(posts.slug, key)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** Seeds write pages here (operators through the back office's audited service). */
    async create(authorId: string | null, input: PostInput) {
      try {
        const [row] = await db
          .insert(posts)
          .values({ ...input, authorId })
          .returning();
        return row!;
      } catch (err) {
        return rethrow(err);
      }
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
