import { z } from 'zod';
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
import { ok, paged } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { CatalogAdminService } from './catalog-admin.service.js';

const params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });
const deleted = okSchema(z.object({ deleted: z.literal(true) }));
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
  app.post(
    '/admin/performer-categories',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Create a creator category (slug unique: 422 when taken); audited',
        body: categoryInputSchema,
        response: { 200: okSchema(categorySchema) },
      },
    },
    async (request) => ok(await catalogAdmin.createCategory(actorOf(request), request.body)),
  );
  app.put(
    '/admin/performer-categories/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Update a creator category (inactive: no longer listed nor pickable); audited',
        params,
        body: categoryInputSchema,
        response: { 200: okSchema(categorySchema) },
      },
    },
    async (request) => ok(await catalogAdmin.updateCategory(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/admin/performer-categories/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Delete a creator category (creators who picked it lose it); audited',
        params,
        response: { 200: deleted },
      },
    },
    async (request) => {
      await catalogAdmin.deleteCategory(actorOf(request), request.params.id);
      return ok({ deleted: true as const });
    },
  );

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
  app.post(
    '/admin/site-promos',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Create a site promo (active ones appear in GET /site-promo/search); audited',
        body: promoInputSchema,
        response: { 200: okSchema(bannerSchema) },
      },
    },
    async (request) => ok(await catalogAdmin.createPromo(actorOf(request), request.body)),
  );
  app.put(
    '/admin/site-promos/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Update a site promo; audited',
        params,
        body: promoInputSchema,
        response: { 200: okSchema(bannerSchema) },
      },
    },
    async (request) => ok(await catalogAdmin.updatePromo(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/admin/site-promos/:id',
    {
      preHandler: guard,
      schema: { tags, summary: 'Delete a site promo; audited', params, response: { 200: deleted } },
    },
    async (request) => {
      await catalogAdmin.deletePromo(actorOf(request), request.params.id);
      return ok({ deleted: true as const });
    },
  );
};
