import {
  bannerSchema,
  categoryInputSchema,
  categorySchema,
  listQuerySchema,
  okSchema,
  optionalText,
  pagedSchema,
  promoInputSchema,
} from '@fanlane/shared';
import { paged } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { requireStaff } from '../auth/auth.plugin.js';
import { adminCrudRoutes } from '../admin/admin-crud.js';
import type { CatalogAdminService } from './catalog-admin.service.js';

const tags = ['admin'];

/** Operators manage creator categories and site promos (issue #18 Catalog; `catalog` permission, audited). */
export const catalogAdminRoutes: Routes<{ catalogAdmin: CatalogAdminService }> = async (app, { catalogAdmin }) => {
  const guard = requireStaff('catalog');

  app.get(
    '/admin/performer-categories/search',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every creator category (active and inactive), by ordering; q searches name and slug',
        querystring: listQuerySchema,
        response: { 200: okSchema(pagedSchema(categorySchema)) },
      },
    },
    async (request) => {
      const { data, total } = await catalogAdmin.categories(request.query);
      return paged(data, total);
    },
  );
  adminCrudRoutes(app, {
    path: '/admin/performer-categories',
    permission: 'catalog',
    input: categoryInputSchema,
    output: categorySchema,
    summaries: {
      create: 'Create a creator category (slug unique: 422 when taken); audited',
      update: 'Update a creator category (inactive: no longer listed nor pickable); audited',
      delete: 'Delete a creator category (creators who picked it lose it); audited',
    },
    create: catalogAdmin.createCategory,
    update: catalogAdmin.updateCategory,
    remove: catalogAdmin.deleteCategory,
  });

  app.get(
    '/admin/site-promos/search',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every site promo (filter status), by ordering then newest',
        querystring: listQuerySchema.extend({ status: optionalText }),
        response: { 200: okSchema(pagedSchema(bannerSchema)) },
      },
    },
    async (request) => {
      const { data, total } = await catalogAdmin.promos(request.query);
      return paged(data, total);
    },
  );
  adminCrudRoutes(app, {
    path: '/admin/site-promos',
    permission: 'catalog',
    input: promoInputSchema,
    output: bannerSchema,
    summaries: {
      create: 'Create a site promo (active ones appear in GET /site-promo/search); audited',
      update: 'Update a site promo; audited',
      delete: 'Delete a site promo; audited',
    },
    create: catalogAdmin.createPromo,
    update: catalogAdmin.updatePromo,
    remove: catalogAdmin.deletePromo,
  });
};
