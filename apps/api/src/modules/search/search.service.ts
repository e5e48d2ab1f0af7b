import type { KeywordListQuery, SearchCounts, SearchKeywordsBody } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { keywordTotals, logKeyword } from './search.repository.js';

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

  const log = (keyword: string, objectType: string, now: Date) => logKeyword(db, keyword, objectType, dayOf(now), now);

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
      const { rows, total } = await keywordTotals(db, since, minAttempt, query);
      return {
        data: rows.map((r) => ({
          _id: r.id,
          keyword: r.keyword,
          objectType: r.objectType,
          attempt: Number(r.attempt),
          createdAt: new Date(r.createdAt).toISOString(),
          updatedAt: new Date(r.updatedAt).toISOString(),
        })),
        total,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
