import { z } from 'zod';
import { bannerSchema, categorySchema, listQuerySchema, optionalText } from '@fanlane/shared';
import { justThePage, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { CatalogService } from './catalog.service.js';

/** `sortBy` names a column or is left out (contract 1.3); lists without it keep their own order. */
const catalogQuery = listQuerySchema.extend({ sortBy: optionalText });

/** Creator categories (contract 3.2) and site promos (3.22): public, never failing reads. */
export const catalogRoutes: Routes<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const { get } = routes(app, ['catalog']);

  get(
    '/performer-categories',
    {
      summary: 'Active creator categories, by ordering (q searches name, slug and description)',
      querystring: catalogQuery,
      response: categorySchema,
      paged: true,
    },
    async (request) => justThePage(await catalog.categories(request.query)),
  );

  get(
    '/performer-categories/:id/view',
    {
      summary: 'An active creator category by id or slug',
      params: z.object({ id: z.string().min(1).max(100) }),
      response: categorySchema,
    },
    async (request) => catalog.category(request.params.id),
  );

  get(
    '/site-promo/search',
    {
      summary: 'Active site promos (banners); {data: [], total: 0} when there are none',
      querystring: catalogQuery.extend({ position: optionalText, status: optionalText }),
      response: bannerSchema,
      paged: true,
    },
    async (request) => justThePage(await catalog.promos(request.query)),
  );
};
