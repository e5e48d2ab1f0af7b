import type { FastifyRequest } from 'fastify';
import {
  keywordListQuerySchema,
  searchCountsSchema,
  searchKeywordSchema,
  searchKeywordsBodySchema,
} from '@fanlane/shared';
import { limited } from '../../http/rate-limit.js';
import { justThePage, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { requireRole } from '../auth/auth.plugin.js';
import type { FeedsService } from '../feeds/feeds.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { PerformersService } from '../performers/performers.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { SearchCounters, SearchService } from './search.service.js';

const ONE = { limit: 1, offset: 0 };
/** The public trending list: the week's top keywords, each searched at least this often. */
const PUBLIC_MIN_ATTEMPTS = 3;
const TRENDING_QUERY = keywordListQuerySchema.parse({ dateRange: 'week', limit: 10 });

/** Keyword search (contract 3.22): counts by type for a keyword, and trending keywords. */
export const searchRoutes: Routes<{
  search: SearchService;
  performers: PerformersService;
  products: ProductsService;
  feeds: FeedsService;
  geo: GeoService;
}> = async (app, { search, performers, products, feeds, geo }) => {
  /** Each module counts its own matches, as this viewer may see them. */
  function countersFor(request: FastifyRequest): SearchCounters {
    const viewer = { ...viewerOf(request, geo), role: request.auth?.user.role ?? null };
    return {
      performers: async (q) =>
        (await performers.search({ q }, viewer, { ...ONE, sort: 'relevance', direction: 'desc' })).total,
      products: async (q, performerId) =>
        (await products.search({ ...ONE, q, performerId, sort: 'desc', sortBy: 'createdAt' }, viewer)).total,
      feeds: async (q, performerId) => (await feeds.list({ q, performerId }, viewer, ONE)).total,
    };
  }

  const { get, post } = routes(app, ['search']);

  post(
    '/search/keywords',
    {
      config: limited('search'),
      summary: 'How many creators, products and posts a keyword finds; the keyword is counted for trends',
      body: searchKeywordsBodySchema,
      response: searchCountsSchema,
    },
    async (request) => search.keywords(request.body, countersFor(request)),
  );

  get(
    '/search/trending',
    {
      summary: `The week's most searched keywords that at least ${PUBLIC_MIN_ATTEMPTS} searches used (everyone)`,
      response: searchKeywordSchema,
      paged: true,
    },
    async () => justThePage(await search.trending(TRENDING_QUERY, new Date(), PUBLIC_MIN_ATTEMPTS)),
  );

  get(
    '/search/list/keywords',
    {
      onRequest: requireRole('performer', 'admin'),
      summary: 'The most searched keywords of the last day, week or month (creators and staff)',
      querystring: keywordListQuerySchema,
      response: searchKeywordSchema,
      paged: true,
    },
    async (request) => justThePage(await search.trending(request.query)),
  );
};
