import { and, desc, eq, getTableColumns, inArray, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { FeedType } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { feeds, follows, subscriptions } from '../../db/schema/index.js';
import type { ContentViewer } from '../content/access.service.js';
import { creatorIdByKey, visibleContent, type ViewerSlots } from '../content/visibility.js';
import { perShape, slot } from '../../db/statements.js';
import { createMemoryStore, type SharedStore } from '../../adapters/shared-store.js';
import { matchesText } from '../../db/search.js';
import { SEARCH_TOTAL_CAP, countUpTo, splitTotal } from '../../db/paging.js';
import { counters, type ObjectType } from '../content/objects.js';
import type { Tx } from '../ledger/ledger.service.js';
import { firstRowWhere } from '../shared-repo/rows.js';
import { readableByKey } from '../content/content-rows.js';

export type FeedRow = typeof feeds.$inferSelect;

export interface FeedFilters {
  performerId?: string;
  type?: FeedType;
  q?: string;
  fromDate?: Date;
  toDate?: Date;
  /** Only creators the viewer follows or is subscribed to. */
  home?: boolean;
}

export interface FeedPage {
  limit: number;
  offset: number;
  /** Keyset position: items strictly older than this (published_at, id). */
  after?: { publishedAt: Date; id: string };
  /** A creator's own page lists pinned posts first. */
  pinnedFirst?: boolean;
}

/** Opaque keyset cursor of a feed: its publication time and id. */
export const feedCursor = (row: Pick<FeedRow, 'publishedAt' | 'id'>) =>
  Buffer.from(`${row.publishedAt.toISOString()}|${row.id}`).toString('base64url');

export function parseFeedCursor(cursor: string): { publishedAt: Date; id: string } | null {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(time ?? '');
  return id && /^[0-9a-f]{24}$/.test(id) && !Number.isNaN(publishedAt.getTime()) ? { publishedAt, id } : null;
}

/**
 * Feed queries. Timelines are one indexed query: the creators a fan follows or subscribes to, each
 * read newest first from (performer_id, published_at desc, id desc), minus blocks.
 */
/**
 * How long a home timeline's `total` is reused for the same viewer and filters. Counting a fan's
 * whole timeline is the dearest part of a page (about 15 ms for 15 000 posts); scrolling asks for
 * page after page within seconds, and a total a few seconds old is fine for a timeline. Kept in the
 * shared store (Redis with `REDIS_URL`, so every process reuses it; memory otherwise).
 */
const HOME_TOTAL_TTL_MS = 30_000;

export function createFeedsRepository(db: Db, store: SharedStore = createMemoryStore()) {
  /** What others may see: active, published, from an active creator who has not blocked them. */
  function visible(viewer: ContentViewer | ViewerSlots): SQL[] {
    return [eq(feeds.status, 'active'), ...visibleContent(feeds.performerId, viewer, feeds.publishedAt)];
  }

  function filtered(filters: FeedFilters, viewer: ContentViewer | null): SQL[] {
    const where: SQL[] = viewer ? visible(viewer) : [];
    if (filters.performerId) where.push(eq(feeds.performerId, filters.performerId));
    if (filters.type) where.push(eq(feeds.type, filters.type));
    if (filters.q) where.push(matchesText([feeds.title, feeds.text], filters.q));
    if (filters.fromDate) where.push(gte(feeds.createdAt, filters.fromDate));
    if (filters.toDate) where.push(lte(feeds.createdAt, filters.toDate));
    if (filters.home && viewer?.id) {
      where.push(
        sql`${feeds.performerId} in (select f.following_id from ${follows} f where f.follower_id = ${viewer.id}
          union select s.performer_id from ${subscriptions} s where s.user_id = ${viewer.id}
          and s.status in ('active', 'created', 'deactivated') and s.expired_at > now())`,
      );
    }
    return where;
  }

  /**
   * Home timeline: the viewer's creators (follows + active subscriptions) checked once each, then
   * for each of them only its newest offset+limit visible posts, read from the partial index
   * feeds_active_performer_published_idx (index-only), merged, and the page's rows fetched by id.
   */
  async function homePage(filters: FeedFilters, viewer: ContentViewer, p: FeedPage) {
    const viewerId = viewer.id!;
    const key = `home-total:${JSON.stringify([viewerId, viewer.country, filters.type, filters.q, filters.fromDate, filters.toDate])}`;
    const plain = !filters.q && !filters.fromDate && !filters.toDate;
    const [rows, total] = await Promise.all([
      plain ? homeRows(filters.type, viewer, p) : homeQuery(filters, viewer, p).rows,
      store.getJson<number>(key).then(async (cached) => {
        if (cached !== null) return cached;
        const r = await db.execute<{ n: number }>(homeQuery(filters, viewer, p).counted);
        const n = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        await store.setJson(key, n, HOME_TOTAL_TTL_MS);
        return n;
      }),
    ]);
    return { rows, total };
  }

  /** The viewer's creators (follows + active subscriptions) that they may see, as a subquery. */
  const homeCreators = (viewer: ContentViewer | ViewerSlots) => {
    const viewerId = viewer.id!;
    return sql`select c.id from (select f.following_id as id from ${follows} f where f.follower_id = ${viewerId}
        union select s.performer_id from ${subscriptions} s where s.user_id = ${viewerId}
        and s.status in ('active', 'created', 'deactivated') and s.expired_at > now()) c
      where ${and(...visibleContent(sql`c.id`, viewer))}`;
  };

  /** The home page and its count with search or dates, built for this request. */
  function homeQuery(filters: FeedFilters, viewer: ContentViewer, p: FeedPage) {
    const creators = homeCreators(viewer);
    const perPost: SQL[] = [sql`fd.status = 'active'`, sql`fd.published_at <= now()`];
    if (filters.type) perPost.push(sql`fd.type = ${filters.type}`);
    if (filters.q) perPost.push(matchesText([sql`fd.title`, sql`fd.text`], filters.q));
    if (filters.fromDate) perPost.push(sql`fd.created_at >= ${filters.fromDate.toISOString()}::timestamptz`);
    if (filters.toDate) perPost.push(sql`fd.created_at <= ${filters.toDate.toISOString()}::timestamptz`);
    const offset = p.after ? 0 : p.offset;
    if (p.after)
      perPost.push(sql`(fd.published_at, fd.id) < (${p.after.publishedAt.toISOString()}::timestamptz, ${p.after.id})`);
    const pageIds = sql`select x.id from (${creators}) v cross join lateral (
        select fd.id, fd.published_at from ${feeds} fd where fd.performer_id = v.id and ${and(...perPost)}
        order by fd.published_at desc, fd.id desc limit ${offset + p.limit}) x
      order by x.published_at desc, x.id desc offset ${offset} limit ${p.limit}`;
    const counted = sql`select count(*)::int as n from (${creators}) v join ${feeds} fd on fd.performer_id = v.id
      and ${and(...perPost.slice(0, p.after ? -1 : undefined))}`;
    return {
      counted,
      get rows() {
        return db
          .select()
          .from(feeds)
          .where(sql`${feeds.id} in (${pageIds})`)
          .orderBy(desc(feeds.publishedAt), desc(feeds.id));
      },
    };
  }

  /**
   * A home page without search or dates: the same plan as `homeQuery` as a statement built once
   * per shape (country, type, keyset), so a timeline page is not rebuilt by drizzle on every request.
   */
  const homePages = perShape('feeds_home_page', (shape: { country: boolean; type: boolean; after: boolean }, name) => {
    const creators = homeCreators({ id: slot('viewer'), country: shape.country ? slot('country') : null });
    const perPost: SQL[] = [sql`fd.status = 'active'`, sql`fd.published_at <= now()`];
    if (shape.type) perPost.push(sql`fd.type = ${slot('type')}`);
    if (shape.after)
      perPost.push(sql`(fd.published_at, fd.id) < (${slot('afterAt')}::timestamptz, ${slot('afterId')})`);
    const pageIds = sql`select x.id from (${creators}) v cross join lateral (
        select fd.id, fd.published_at from ${feeds} fd where fd.performer_id = v.id and ${and(...perPost)}
        order by fd.published_at desc, fd.id desc limit ${slot('depth')}) x
      order by x.published_at desc, x.id desc offset ${slot('offset')} limit ${slot('limit')}`;
    return db
      .select()
      .from(feeds)
      .where(sql`${feeds.id} in (${pageIds})`)
      .orderBy(desc(feeds.publishedAt), desc(feeds.id))
      .prepare(name);
  });

  function homeRows(type: FeedType | undefined, viewer: ContentViewer, p: FeedPage) {
    const offset = p.after ? 0 : p.offset;
    return homePages({ country: !!viewer.country, type: !!type, after: !!p.after }).execute({
      viewer: viewer.id,
      country: viewer.country,
      type,
      afterAt: p.after?.publishedAt.toISOString(),
      afterId: p.after?.id,
      depth: offset + p.limit,
      offset,
      limit: p.limit,
    });
  }

  /**
   * A creator's profile page of posts (`key`: their id or username) with its total, as ONE statement
   * built once per shape (signed in, country, type, keyset): the creator's id, the page and the
   * count are looked up by PostgreSQL in the same round trip. Null when the page came back empty
   * past its start, where the total needs its own count.
   */
  const creatorPages = perShape(
    'feeds_creator_page',
    (shape: { viewer: boolean; country: boolean; type: boolean; after: boolean }, name) => {
      const slots: ViewerSlots = {
        id: shape.viewer ? slot('viewer') : null,
        country: shape.country ? slot('country') : null,
      };
      const where = [
        eq(feeds.status, 'active'),
        sql`${feeds.performerId} = ${creatorIdByKey(slot('creator'))}`,
        ...visibleContent(feeds.performerId, slots, feeds.publishedAt),
        ...(shape.type ? [eq(feeds.type, sql`${slot('type')}`)] : []),
      ];
      const keyset = shape.after
        ? [sql`(${feeds.publishedAt}, ${feeds.id}) < (${slot('afterAt')}::timestamptz, ${slot('afterId')})`]
        : [];
      const order = shape.after
        ? [desc(feeds.publishedAt), desc(feeds.id)]
        : [desc(feeds.isPinned), desc(feeds.publishedAt), desc(feeds.id)];
      return db
        .select({ ...getTableColumns(feeds), total: db.$count(feeds, and(...where)) })
        .from(feeds)
        .where(and(...where, ...keyset))
        .orderBy(...order)
        .limit(slot('limit'))
        .offset(slot('offset'))
        .prepare(name);
    },
  );

  async function creatorPage(key: string, type: FeedType | undefined, viewer: ContentViewer, p: FeedPage) {
    const shape = { viewer: !!viewer.id, country: !!viewer.country, type: !!type, after: !!p.after };
    const found = await creatorPages(shape).execute({
      creator: key.toLowerCase(),
      viewer: viewer.id,
      country: viewer.country,
      type,
      afterAt: p.after?.publishedAt.toISOString(),
      afterId: p.after?.id,
      limit: p.limit,
      offset: p.after ? 0 : p.offset,
    });
    const page = splitTotal(found);
    if (!page) return p.offset > 0 || p.after ? null : { rows: [], total: 0 };
    return { rows: page.rows as FeedRow[], total: page.total };
  }

  async function page(where: SQL[], p: FeedPage, search = false) {
    const keyset = p.after
      ? [sql`(${feeds.publishedAt}, ${feeds.id}) < (${p.after.publishedAt.toISOString()}::timestamptz, ${p.after.id})`]
      : [];
    const order = p.pinnedFirst
      ? [desc(feeds.isPinned), desc(feeds.publishedAt), desc(feeds.id)]
      : [desc(feeds.publishedAt), desc(feeds.id)];
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(feeds)
        .where(and(...where, ...keyset))
        .orderBy(...order)
        .limit(p.limit)
        .offset(p.after ? 0 : p.offset),
      search ? countUpTo(db, feeds, and(...where), SEARCH_TOTAL_CAP) : db.$count(feeds, and(...where)),
    ]);
    return { rows, total };
  }

  const readable = readableByKey(feeds, 'feeds', visible);

  return {
    creatorPage,

    /** A post by id or slug when this viewer may open it (theirs, an admin, or visible): one statement. */
    readable: (idOrSlug: string, viewer: ContentViewer) => readable(db, idOrSlug, viewer),

    /** Feeds others may see (home timeline, a creator's page, search). */
    list(filters: FeedFilters, viewer: ContentViewer, p: FeedPage) {
      if (filters.home && viewer.id && !filters.performerId) return homePage(filters, viewer, p);
      return page(filtered(filters, viewer), p, Boolean(filters.q));
    },

    /** A creator's own feeds, whatever their status or schedule; pinned first, then latest change. */
    async listOwn(performerId: string, filters: FeedFilters, p: { limit: number; offset: number }) {
      const where = and(...filtered({ ...filters, performerId }, null));
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(feeds)
          .where(where)
          .orderBy(desc(feeds.isPinned), desc(feeds.updatedAt), desc(feeds.id))
          .limit(p.limit)
          .offset(p.offset),
        db.$count(feeds, where),
      ]);
      return { rows, total };
    },

    /** By id or slug (contract 1.7); `viewer` limits it to what they may see. */
    async find(idOrSlug: string, viewer?: ContentViewer): Promise<FeedRow | null> {
      const key = /^[0-9a-f]{24}$/.test(idOrSlug) ? eq(feeds.id, idOrSlug) : eq(feeds.slug, idOrSlug);
      return firstRowWhere(db, feeds, and(key, ...(viewer ? visible(viewer) : [])));
    },

    async findMany(ids: string[], viewer: ContentViewer): Promise<Map<string, FeedRow>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select()
        .from(feeds)
        .where(and(inArray(feeds.id, ids), ...visible(viewer)));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}
export type FeedsRepository = ReturnType<typeof createFeedsRepository>;

export type NewFeed = typeof feeds.$inferInsert;

/** A post's like and comment counters, moved in the caller's transaction. */
export const feedCounters: Pick<ObjectType, 'count' | 'countBookmark'> = counters(feeds, {
  like: 'totalLike',
  comment: 'totalComment',
});

/** A new post, in the caller's transaction. */
export async function insertFeed(tx: Tx, values: NewFeed): Promise<FeedRow> {
  const [created] = await tx.insert(feeds).values(values).returning();
  return created!;
}

/** Changes a post in the caller's transaction; the row after. */
export async function updateFeed(tx: Tx, id: string, values: Partial<NewFeed>): Promise<FeedRow | undefined> {
  const [updated] = await tx.update(feeds).set(values).where(eq(feeds.id, id)).returning();
  return updated;
}

/** Deletes a post, in the caller's transaction. */
export async function deleteFeed(tx: Tx, id: string): Promise<void> {
  await tx.delete(feeds).where(eq(feeds.id, id));
}

/** Publishes a scheduled post whose time has come; the row, or undefined when it was not due. */
export async function publishDueFeed(db: Db, id: string): Promise<FeedRow | undefined> {
  const [published] = await db
    .update(feeds)
    .set({ isSchedule: false })
    .where(and(eq(feeds.id, id), eq(feeds.isSchedule, true), sql`${feeds.publishedAt} <= now()`))
    .returning();
  return published;
}

/** A post by id, whatever its status; undefined when none. */
export async function feedById(db: Db, id: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id)).limit(1);
  return row;
}

/** Sets a post's status (moderation hides and restores). */
export async function setFeedStatus(db: Db, id: string, status: FeedRow['status']): Promise<void> {
  await db.update(feeds).set({ status }).where(eq(feeds.id, id));
}
