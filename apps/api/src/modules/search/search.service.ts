import { desc, gte, sql } from 'drizzle-orm';
import type { KeywordListQuery, SearchCounts, SearchKeywordsBody } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { searchKeywords } from '../../db/schema/index.js';

/** Counts what a keyword finds, each as the viewer may see it (the owning module's own search). */
export interface SearchCounters {
  performers(q: string): Promise<number>;
  products(q: string, performerId?: string): Promise<number>;
  feeds(q: string, performerId?: string): Promise<number>;
}

const RANGE_DAYS = { day: 1, week: 7, month: 30 } as const;

/** A keyword as it is counted: trimmed, single-spaced, lower case. */
export const normaliseKeyword = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

/** The day a count falls in (UTC), and the first day of a range ending today. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Keyword search (contract 3.22): what a keyword finds, counted by type, and the searches people
 * make, kept per keyword and day so a day, week or month can be summed (trending searches).
 */
export function createSearchService(deps: { db: Db }) {
  const { db } = deps;

  async function log(keyword: string, objectType: string, now: Date) {
    await db
      .insert(searchKeywords)
      .values({ id: newId(), keyword, objectType: objectType as never, day: dayOf(now) })
      .onConflictDoUpdate({
        target: [searchKeywords.keyword, searchKeywords.objectType, searchKeywords.day],
        set: { attempt: sql`${searchKeywords.attempt} + 1`, updatedAt: now },
      });
  }

  return {
    /** `POST /search/keywords`: counts of creators, products and posts, and the keyword logged. */
    async keywords(body: SearchKeywordsBody, count: SearchCounters, now = new Date()): Promise<SearchCounts> {
      const q = body.keyword.trim();
      const type = body.objectType ?? 'all';
      const wants = (t: string) => type === 'all' || type === t;
      const from = body.fromPerformerId;
      const [totalPerformer, totalProduct, totalFeed] = await Promise.all([
        wants('performer') && !from ? count.performers(q) : 0,
        wants('product') ? count.products(q, from) : 0,
        wants('feed') ? count.feeds(q, from) : 0,
      ]);
      await log(normaliseKeyword(q), type, now);
      return { totalPerformer, totalProduct, totalFeed };
    },

    /**
     * `GET /search/list/keywords`: keywords by attempts over the last day, week or month; with
     * `minAttempt`, only those searched that often (what everyone may see: no one-off searches).
     */
    async trending(query: KeywordListQuery, now = new Date(), minAttempt = 1) {
      const since = dayOf(new Date(now.getTime() - (RANGE_DAYS[query.dateRange] - 1) * 86_400_000));
      const attempt = sql<number>`sum(${searchKeywords.attempt})::int`;
      const where = gte(searchKeywords.day, since);
      const enough = sql`sum(${searchKeywords.attempt}) >= ${minAttempt}`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: sql<string>`min(${searchKeywords.id})`,
            keyword: searchKeywords.keyword,
            objectType: searchKeywords.objectType,
            attempt,
            createdAt: sql<Date>`min(${searchKeywords.createdAt})`,
            updatedAt: sql<Date>`max(${searchKeywords.updatedAt})`,
          })
          .from(searchKeywords)
          .where(where)
          .groupBy(searchKeywords.keyword, searchKeywords.objectType)
          .having(enough)
          .orderBy(desc(attempt), searchKeywords.keyword)
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(
            db
              .select({ keyword: searchKeywords.keyword })
              .from(searchKeywords)
              .where(where)
              .groupBy(searchKeywords.keyword, searchKeywords.objectType)
              .having(enough)
              .as('k'),
          ),
      ]);
      return {
        data: rows.map((r) => ({
          _id: r.id,
          keyword: r.keyword,
          objectType: r.objectType,
          attempt: Number(r.attempt),
          createdAt: new Date(r.createdAt).toISOString(),
          updatedAt: new Date(r.updatedAt).toISOString(),
        })),
        total: Number(counted?.total ?? 0),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
