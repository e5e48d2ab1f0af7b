import { date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableWithId, timestamps } from './columns.js';

/** As @fanlane/shared's SEARCH_OBJECT_TYPES (schema files stand alone for drizzle-kit). */
const OBJECT_TYPES = ['all', 'performer', 'product', 'feed'] as const;

/**
 * Searched keywords, one row per keyword, object type and day (`POST /search/keywords` counts into
 * it; `GET /search/list/keywords` sums the days of a range). The full-text and trigram indexes that
 * answer searches are expression indexes written by hand in migration 0017_search.sql.
 */
export const searchKeywords = tableWithId(
  'search_keywords',
  {
    keyword: text('keyword').notNull(),
    objectType: text('object_type', { enum: OBJECT_TYPES }).notNull().default('all'),
    day: date('day', { mode: 'string' }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('search_keywords_keyword_type_day_key').on(t.keyword, t.objectType, t.day),
    index('search_keywords_day_idx').on(t.day),
  ],
);
