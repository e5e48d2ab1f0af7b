import type { ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import {
  insertPost,
  publishedPost,
  publishedPosts,
  rethrowSlugTaken,
  type NewPost,
  type PostRow,
} from './posts.repository.js';

export { SLUG_TAKEN, type PostRow } from './posts.repository.js';

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
  NewPost,
  'type' | 'title' | 'slug' | 'shortDescription' | 'content' | 'status' | 'ordering'
>;

export function createPostsService(db: Db) {
  return {
    search(type: string, query: ListQuery) {
      return publishedPosts(db, type, query);
    },

    /** A published page by id or slug. */
    async find(idOrSlug: string): Promise<PostRow> {
      const row = await publishedPost(db, idOrSlug.toLowerCase());
      if (!row) throw notFound();
      return row;
    },

    /** Seeds write pages here (operators through the back office's audited service). */
    async create(authorId: string | null, input: PostInput) {
      try {
        return await insertPost(db, { ...input, authorId });
      } catch (err) {
        return rethrowSlugTaken(err);
      }
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
