/**
 * The posts table (site pages): the public reads, the seeds' insert and the back office's search and
 * writes (those in the caller's transaction, so each commits with its audit entry).
 */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { isId } from '../../db/ids.js';
import { pageOf, sortOf, type Page, type RowsPage, type SortedPage } from '../../db/paging.js';
import { posts } from '../../db/schema/index.js';
import { unprocessable } from '../../http/errors.js';
import type { Tx } from '../ledger/ledger.service.js';
import { escapeLike } from '../content/visibility.js';
import { firstRowWhere } from '../shared-repo/rows.js';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export const SLUG_TAKEN = 'This slug is used by another page';

/** Turns a race on the unique slug into the 422 a taken slug gives; any other error as it was. */
export function rethrowSlugTaken(err: unknown): never {
  if (uniqueViolation(err) === 'posts_slug_key') throw unprocessable(SLUG_TAKEN);
  throw err;
}

const SORTABLE = {
  ordering: posts.ordering,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  title: posts.title,
} as const;

const published = eq(posts.status, 'published');

/** Published pages of one type, sorted by `sortBy` (updatedAt when unknown) and paged. */
export async function publishedPosts(
  db: Db,
  type: string,
  query: Page & Partial<SortedPage>,
): Promise<RowsPage<PostRow>> {
  return pageOf(
    db,
    posts,
    [published, eq(posts.type, type)],
    sortOf(query, SORTABLE, posts.updatedAt, posts.id),
    query,
  );
}

/** A published page by id or slug (`key` in lower case); null when none. */
export async function publishedPost(db: Db, key: string): Promise<PostRow | null> {
  return firstRowWhere(
    db,
    posts,
    and(published, isId(key) ? or(eq(posts.id, key), eq(posts.slug, key)) : eq(posts.slug, key)),
  );
}

/** A new page. */
export async function insertPost(q: Db | Tx, values: NewPost): Promise<PostRow> {
  const [row] = await q.insert(posts).values(values).returning();
  return row!;
}

/** Every page (any status) matching the back office's filters, sorted and paged. */
export function searchPosts(
  db: Db,
  page: SortedPage & { q?: string; status?: string; type?: string },
): Promise<RowsPage<PostRow>> {
  const like = page.q ? `%${escapeLike(page.q)}%` : null;
  const where: (SQL | undefined)[] = [
    like ? or(ilike(posts.title, like), ilike(posts.slug, like)) : undefined,
    page.status === 'draft' || page.status === 'published' ? eq(posts.status, page.status) : undefined,
    page.type ? eq(posts.type, page.type) : undefined,
  ];
  // `updatedAt` is also the default sort, so offering it changes nothing.
  return pageOf(db, posts, where, sortOf(page, SORTABLE, posts.updatedAt, posts.id), page);
}

/** A page locked until the caller's transaction ends (SELECT … FOR UPDATE); null when none. */
export async function postForUpdate(tx: Tx, id: string): Promise<PostRow | null> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  return row ?? null;
}

/** Changes a page; the row after. */
export async function updatePost(tx: Tx, id: string, change: Partial<NewPost>): Promise<PostRow> {
  const [row] = await tx.update(posts).set(change).where(eq(posts.id, id)).returning();
  return row!;
}

/** Deletes a page; the row it was, or null when none. */
export async function deletePost(tx: Tx, id: string): Promise<PostRow | null> {
  const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
  return row ?? null;
}
