/** The search_keywords table: the searches people make, one row per keyword, type and day. */
import { desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import type { Page, RowsPage } from '../../db/paging.js';
import { searchKeywords } from '../../db/schema/index.js';

/** A keyword's searches summed over a range of days. */
export interface KeywordTotal {
  id: string;
  keyword: string;
  objectType: string;
  attempt: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Counts one search of `keyword` on `day` (YYYY-MM-DD): a new row, or one more attempt. */
export async function logKeyword(db: Db, keyword: string, objectType: string, day: string, now: Date): Promise<void> {
  await db
    .insert(searchKeywords)
    .values({ id: newId(), keyword, objectType: objectType as never, day })
    .onConflictDoUpdate({
      target: [searchKeywords.keyword, searchKeywords.objectType, searchKeywords.day],
      set: { attempt: sql`${searchKeywords.attempt} + 1`, updatedAt: now },
    });
}

/** Keywords searched at least `minAttempt` times since `since` (a day), most searched first, paged. */
export async function keywordTotals(
  db: Db,
  since: string,
  minAttempt: number,
  page: Page,
): Promise<RowsPage<KeywordTotal>> {
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
      .limit(page.limit)
      .offset(page.offset),
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
  return { rows, total: Number(counted?.total ?? 0) };
}
