import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { toMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { inIds, slot } from '../../db/statements.js';
import {
  bankingSettings,
  feeds,
  follows,
  galleries,
  paymentGatewaySettings,
  performerBlockedCountries,
  performerProfiles,
  photos,
  products,
  streams,
  userBlocks,
  users,
  videos,
} from '../../db/schema/index.js';
import { isId } from '../../db/ids.js';
import { categoryIdsOf, inCategories, performersInCategoryMatching } from '../catalog/catalog.service.js';
import { matchesText, nameMatches, nameSimilarity } from '../../db/search.js';
import type { PerformerRecord } from './performers.presenter.js';
import { createCreatorCache, type CreatorCache } from './creator-cache.js';
import { createProfileVisitReader, createViewCounter } from './profile-views.repository.js';
import type { ContentViewer } from '../content/access.service.js';
import { visibleContent } from '../content/visibility.js';
import { rowWhere, upsertRow } from '../shared-repo/rows.js';

/** Profile columns holding values of the spec's option lists (filterable in search). */
export const PROFILE_OPTION_FIELDS = [
  'height',
  'weight',
  'hair',
  'pubicHair',
  'butt',
  'ethnicity',
  'eyes',
  'bodyType',
  'sexualOrientation',
] as const;

export interface Viewer {
  id: string | null;
  country: string | null;
}

export interface PerformerFilters {
  q?: string;
  gender?: string;
  country?: string;
  height?: string;
  weight?: string;
  hair?: string;
  pubicHair?: string;
  butt?: string;
  ethnicity?: string;
  eyes?: string;
  bodyType?: string;
  sexualOrientation?: string;
  age?: string;
  isFreeSubscription?: boolean;
  isFeatured?: boolean;
  followed?: boolean;
  streamingStatus?: 'live' | 'offline';
  fromAge?: number;
  toAge?: number;
  /** Monthly price bounds in currency units (the column holds minor units). */
  minPrice?: number;
  maxPrice?: number;
  performerIds?: string[];
  /** Creators in any of these categories. */
  categoryIds?: string[];
}

export type PerformerSort =
  'relevance' | 'latest' | 'oldest' | 'popular' | 'online' | 'live' | 'updatedAt' | 'createdAt' | 'name';

/** A creator's name and username as one document, and the username as named, as the search indexes spell them. */
const NAME_DOCUMENT = [sql`coalesce(${users.name}, '')`, sql`coalesce(${users.username}, '')`];
const USERNAME = sql`coalesce(${users.username}, '')`;

/** Creators not hidden from this viewer by a block of the viewer or the viewer's country. */
export function visibleTo(viewer: Viewer): SQL[] {
  const out: SQL[] = [];
  if (viewer.id) {
    out.push(
      sql`not exists (select 1 from ${userBlocks} b where b.performer_id = ${users.id} and b.target_id = ${viewer.id})`,
    );
  }
  if (viewer.country) {
    out.push(
      sql`not exists (select 1 from ${performerBlockedCountries} c where c.performer_id = ${users.id} and c.country_codes @> jsonb_build_array(${viewer.country}::text))`,
    );
  }
  return out;
}

/** The creator's commission override as text (NULL: none), a scalar subquery for one statement. */
export const commissionOverrideSql = (performerId: string) =>
  sql`(SELECT ${performerProfiles.commission}::text FROM ${performerProfiles}
                WHERE ${performerProfiles.userId} = ${performerId})`;

/** The creator's commission override as text, null when none (or no profile). */
export function commissionOverrideOf(db: Db, performerId: string): Promise<string | null> {
  return db
    .select({ commission: sql<string | null>`${performerProfiles.commission}::text` })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId))
    .then((rows) => rows[0]?.commission ?? null);
}

/** The creator's account and profile when this viewer may see them (active, not blocked); undefined else. */
export async function visibleCreatorWithProfile(db: Db, performerId: string, viewer: ContentViewer) {
  const [target] = await db
    .select({ user: users, profile: performerProfiles })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .where(and(eq(users.id, performerId), ...visibleContent(users.id, viewer)));
  return target;
}

/** Stores the creator's subscriber count and "verified account" badge (recounted by subscriptions). */
export async function setSubscriberCount(db: Db, performerId: string, count: number, verified: boolean) {
  await db
    .update(performerProfiles)
    .set({ subscriberCount: count, verifiedAccount: verified })
    .where(eq(performerProfiles.userId, performerId));
}

/** `cache`: creators' public records kept for a moment (creator-cache.ts); none: read every time. */
export function createPerformersRepository(db: Db, cache: CreatorCache = createCreatorCache({ ttlMs: 0 })) {
  /** On air now: the creator's stream is live (contract 4.3 `live`, sort `live`). */
  const live = sql<boolean>`exists (select 1 from ${streams} s where s.performer_id = ${users.id} and s.is_streaming)`;
  const categoryIds = categoryIdsOf(users.id);
  /**
   * What the creator has published that others can see (issue #19, defect 11: the profile counters
   * were always 0): active and, where it can be scheduled, already published.
   */
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const counts = {
    totalFeeds: count(
      sql`select count(*) from ${feeds} x where x.performer_id = ${users.id} and x.status = 'active' and x.published_at <= now()`,
    ),
    totalVideos: count(
      sql`select count(*) from ${videos} x where x.performer_id = ${users.id} and x.status = 'active' and x.hidden_at is null and x.published_at <= now()`,
    ),
    totalPhotos: count(
      sql`select count(*) from ${photos} x where x.performer_id = ${users.id} and x.status = 'active' and not exists (select 1 from ${galleries} g where g.id = x.gallery_id and g.hidden_at is not null)`,
    ),
    totalGalleries: count(
      sql`select count(*) from ${galleries} x where x.performer_id = ${users.id} and x.status = 'active' and x.hidden_at is null and x.published_at <= now()`,
    ),
    totalProducts: count(
      sql`select count(*) from ${products} x where x.performer_id = ${users.id} and x.status = 'active' and x.hidden_at is null`,
    ),
  };
  const base = () =>
    db
      .select({ user: users, profile: performerProfiles, live, categoryIds, counts })
      .from(users)
      .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id));
  /** Creators by id, read by every page of content: a statement built once. */
  const prepareFindMany = () => base().where(inIds(users.id, 'ids')).prepare('performers_find_many');
  let findManyQuery: ReturnType<typeof prepareFindMany> | undefined;
  const views = createViewCounter(db);
  const visits = createProfileVisitReader(db);
  /** A creator by username (any case), or also by id: every profile and profile-feed request. */
  const prepareFind = (orId: boolean) => {
    const byName = sql`lower(${users.username}) = ${slot('key')}`;
    return base()
      .where(orId ? or(eq(users.id, sql`${slot('key')}`), byName) : byName)
      .limit(1)
      .prepare(orId ? 'performers_find_by_id_or_name' : 'performers_find_by_name');
  };
  let findByIdOrNameQuery: ReturnType<typeof prepareFind> | undefined;
  let findByNameQuery: ReturnType<typeof prepareFind> | undefined;

  function conditions(filters: PerformerFilters, viewer: Viewer): SQL[] {
    const where: SQL[] = [
      eq(users.status, 'active'),
      eq(performerProfiles.verifiedDocument, true),
      ...visibleTo(viewer),
    ];
    if (filters.q) {
      // One indexed lookup per table, united: an OR across the join would scan every creator.
      const q = filters.q;
      where.push(sql`${users.id} in (
        select ${users.id} from ${users}
          where ${or(matchesText(NAME_DOCUMENT, q), nameMatches(USERNAME, q), nameMatches(users.name, q))}
        union select ${performerProfiles.userId} from ${performerProfiles}
          where ${matchesText([performerProfiles.bio], q)}
        union ${performersInCategoryMatching(q)})`);
    }
    if (filters.gender) where.push(eq(users.gender, filters.gender));
    if (filters.country) where.push(eq(users.country, filters.country.toUpperCase()));
    for (const key of PROFILE_OPTION_FIELDS) {
      const value = filters[key];
      if (value) where.push(eq(performerProfiles[key], value));
    }
    if (filters.age) where.push(eq(performerProfiles.ageBand, filters.age));
    if (filters.isFreeSubscription !== undefined)
      where.push(eq(performerProfiles.isFreeSubscription, filters.isFreeSubscription));
    if (filters.isFeatured !== undefined) where.push(eq(performerProfiles.isFeatured, filters.isFeatured));
    if (filters.streamingStatus) where.push(filters.streamingStatus === 'live' ? live : sql`not ${live}`);
    // Born on or before today minus fromAge years; after today minus (toAge + 1) years.
    if (filters.fromAge !== undefined)
      where.push(
        sql`${performerProfiles.dateOfBirth} <= (current_date - make_interval(years => ${Math.trunc(filters.fromAge)}))`,
      );
    if (filters.toAge !== undefined)
      where.push(
        sql`${performerProfiles.dateOfBirth} > (current_date - make_interval(years => ${Math.trunc(filters.toAge) + 1}))`,
      );
    if (filters.minPrice !== undefined) where.push(gte(performerProfiles.monthlyPrice, toMinor(filters.minPrice)));
    if (filters.maxPrice !== undefined) where.push(lte(performerProfiles.monthlyPrice, toMinor(filters.maxPrice)));
    if (filters.performerIds?.length) where.push(inArray(users.id, filters.performerIds));
    if (filters.categoryIds?.length) where.push(inCategories(users.id, filters.categoryIds));
    if (filters.followed !== undefined && viewer.id) {
      const followed = sql`exists (select 1 from ${follows} f where f.following_id = ${users.id} and f.follower_id = ${viewer.id})`;
      where.push(filters.followed ? followed : sql`not ${followed}`);
    }
    return where;
  }

  function orderBy(sort: PerformerSort, direction: 'asc' | 'desc', q?: string) {
    const dir = direction === 'asc' ? asc : desc;
    switch (sort) {
      case 'relevance':
        if (!q) return orderBy('online', direction);
        // Closest name or username first (cheap on many matches: no text ranking per row), then the score.
        return [
          desc(sql`greatest(${nameSimilarity(USERNAME, q)}, ${nameSimilarity(users.name, q)})`),
          desc(performerProfiles.score),
          desc(users.id),
        ];
      case 'oldest':
        return [asc(users.createdAt), asc(users.id)];
      case 'popular':
        return [desc(performerProfiles.score), desc(performerProfiles.followerCount), desc(users.id)];
      case 'name':
        return [dir(users.name), dir(users.id)];
      case 'createdAt':
        return [dir(users.createdAt), dir(users.id)];
      case 'updatedAt':
        return [dir(users.updatedAt), dir(users.id)];
      case 'latest':
        return [desc(users.createdAt), desc(users.id)];
      case 'live':
        return [desc(live), desc(users.isOnline), desc(users.createdAt), desc(users.id)];
      default:
        // online: online first, then newest.
        return [desc(users.isOnline), desc(users.createdAt), desc(users.id)];
    }
  }

  async function searchPage(
    filters: PerformerFilters,
    viewer: Viewer,
    page: { limit: number; offset: number; sort: PerformerSort; direction: 'asc' | 'desc' },
  ) {
    const where = and(...conditions(filters, viewer));
    const [rows, total] = await Promise.all([
      base()
        .where(where)
        .orderBy(...orderBy(page.sort, page.direction, filters.q))
        .limit(page.limit)
        .offset(page.offset),
      db.$count(
        db
          .select({ id: users.id })
          .from(users)
          .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
          .where(where)
          .as('c'),
      ),
    ]);
    return { rows, total };
  }

  return {
    /** By id, or by username in the same path slot (contract 1.7). */
    async find(idOrUsername: string): Promise<PerformerRecord | null> {
      const key = idOrUsername.toLowerCase();
      const query = isId(key) ? (findByIdOrNameQuery ??= prepareFind(true)) : (findByNameQuery ??= prepareFind(false));
      const [row] = await query.execute({ key });
      return row ?? null;
    },

    /** Several creators at once, by id (for lists of content); public records, kept a moment (`cache`). */
    async findMany(ids: string[]): Promise<Map<string, PerformerRecord>> {
      if (!ids.length) return new Map();
      return cache.many(ids, async (missing) => {
        findManyQuery ??= prepareFindMany();
        const rows = await findManyQuery.execute({ ids: JSON.stringify(missing) });
        return new Map(rows.map((r) => [r.user.id, r]));
      });
    },

    /**
     * Explore's search. A signed-out visitor's page is the same for every visitor from that country:
     * it is kept like the creators' records (`cache.page`); a signed-in viewer's excludes the creators
     * who blocked them, and is read each time.
     */
    search(
      filters: PerformerFilters,
      viewer: Viewer,
      page: { limit: number; offset: number; sort: PerformerSort; direction: 'asc' | 'desc' },
    ) {
      const read = () => searchPage(filters, viewer, page);
      return viewer.id ? read() : cache.page(`search:${JSON.stringify([filters, viewer.country, page])}`, read);
    },

    async random(filters: PerformerFilters, viewer: Viewer, limit: number) {
      return base()
        .where(and(...conditions(filters, viewer)))
        .orderBy(sql`random()`)
        .limit(limit);
    },

    async followedIds(viewerId: string, performerIds: string[]): Promise<Set<string>> {
      if (!performerIds.length) return new Set();
      const rows = await db
        .select({ id: follows.followingId })
        .from(follows)
        .where(and(eq(follows.followerId, viewerId), inArray(follows.followingId, performerIds)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Counts a profile view. Views are added up in memory and written once a second (one UPDATE per
     * creator, not one per view: twenty visitors of one profile no longer queue on its row's lock);
     * `pendingViews` is what this process has counted and not yet written.
     */
    countView: views.count,
    pendingViews: views.pending,
    /** Writes the views counted so far (every second, and when the app closes). */
    flushViews: views.flush,

    /** Blocks, follow and subscription of one viewer on a creator's profile: one statement. */
    viewerOf: visits,

    async blockedCountries(performerId: string): Promise<string[]> {
      const [row] = await db
        .select()
        .from(performerBlockedCountries)
        .where(eq(performerBlockedCountries.performerId, performerId));
      return row?.countryCodes ?? [];
    },

    async isUserBlocked(performerId: string, userId: string): Promise<boolean> {
      return (
        (await db.$count(userBlocks, and(eq(userBlocks.performerId, performerId), eq(userBlocks.targetId, userId)))) > 0
      );
    },

    async banking(performerId: string) {
      return rowWhere(db, bankingSettings, eq(bankingSettings.performerId, performerId));
    },

    async upsertBanking(performerId: string, values: Omit<typeof bankingSettings.$inferInsert, 'performerId'>) {
      const [row] = await db
        .insert(bankingSettings)
        .values({ ...values, performerId })
        .onConflictDoUpdate({ target: bankingSettings.performerId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async gatewaySetting(performerId: string, key: string) {
      return rowWhere(
        db,
        paymentGatewaySettings,
        and(eq(paymentGatewaySettings.performerId, performerId), eq(paymentGatewaySettings.key, key)),
      );
    },

    async upsertGatewaySetting(performerId: string, key: string, value: Record<string, unknown>) {
      const target = [paymentGatewaySettings.performerId, paymentGatewaySettings.key];
      return upsertRow(
        db,
        paymentGatewaySettings,
        target,
        { performerId, key, value },
        { value, updatedAt: new Date() },
      );
    },
  };
}
export type PerformersRepository = ReturnType<typeof createPerformersRepository>;
