import { z } from 'zod';
import { listQuerySchema } from './query.js';

/** Keyword search (contract 3.22 "search", the L fork's routes). */

export const SEARCH_OBJECT_TYPES = ['all', 'performer', 'product', 'feed'] as const;
export type SearchObjectType = (typeof SEARCH_OBJECT_TYPES)[number];
export const KEYWORD_RANGES = ['day', 'week', 'month'] as const;
export const MAX_KEYWORD_LENGTH = 100;

export const SEARCH_MESSAGES = {
  keywordRequired: 'keyword is required',
  keywordTooLong: `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`,
  objectType: `objectType must be one of ${SEARCH_OBJECT_TYPES.join(', ')}`,
} as const;

/** `POST /search/keywords`. */
export const searchKeywordsBodySchema = z.object({
  keyword: z
    .string({ error: SEARCH_MESSAGES.keywordRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.keywordRequired)
    .max(MAX_KEYWORD_LENGTH, SEARCH_MESSAGES.keywordTooLong),
  objectType: z.enum(SEARCH_OBJECT_TYPES, { error: SEARCH_MESSAGES.objectType }).optional(),
  fromPerformerId: z.string().max(64).optional(),
});
export type SearchKeywordsBody = z.infer<typeof searchKeywordsBodySchema>;

/** How many creators, products and posts a keyword finds (each as the viewer may see them). */
export const searchCountsSchema = z.object({
  totalPerformer: z.number(),
  totalProduct: z.number(),
  totalFeed: z.number(),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** A searched keyword with its attempts in the asked range. */
export const searchKeywordSchema = z.object({
  _id: z.string(),
  keyword: z.string(),
  objectType: z.string(),
  attempt: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchKeyword = z.infer<typeof searchKeywordSchema>;

/** `GET /search/list/keywords`: the most searched keywords of the last day, week or month. */
export const keywordListQuerySchema = listQuerySchema.extend({
  dateRange: z.preprocess((v) => (v === '' || v === undefined ? 'week' : v), z.enum(KEYWORD_RANGES)).default('week'),
});
export type KeywordListQuery = z.infer<typeof keywordListQuerySchema>;
