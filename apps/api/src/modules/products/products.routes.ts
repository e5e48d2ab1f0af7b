import { z } from 'zod';
import {
  ASSET_STATUSES,
  PRODUCT_TYPES,
  ownProductSchema,
  productFieldsSchema,
  productQuerySchema,
  productSchema,
} from '@fanlane/shared';
import { idParam } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { requireAuth } from '../auth/auth.plugin.js';
import { contentRoutes, contentViewer } from '../content/content-routes.js';
import type { RouteDeps } from '../content/deps.js';
import type { ProductsService } from './products.service.js';

const empty = (v: unknown) => (v === '' ? undefined : v);
/** Empty-string filters mean no filter (contract 1.3). */
const querySchema = productQuerySchema.extend({
  status: z.preprocess(empty, z.enum(ASSET_STATUSES).optional()),
  type: z.preprocess(empty, z.enum(PRODUCT_TYPES).optional()),
});
/** Edits send only what changes; the type keeps its value unless sent. */
const editFieldsSchema = productFieldsSchema.extend({ type: z.enum(PRODUCT_TYPES).optional() }).partial();

/** Products (contract 3.13): the creator's shop items (multipart) and what fans see and download. */
export const productsRoutes: Routes<RouteDeps & { products: ProductsService }> = async (
  app,
  { products, media, geo, tmpDir },
) => {
  const content = contentRoutes(app, ['products'], contentViewer(geo), { media, tmpDir });
  const { get, viewer, owner: caller } = content;

  /** The multipart parts `image` and `digitalFile` (a thumbnail's and a digital file's limits). */
  const parts = { image: 'thumbnail', digitalFile: 'digital' } as const;

  content.uploadOwn(
    '/performer/performer-assets/products',
    {
      summary: 'Creates a product (multipart: image, digitalFile when digital, text fields)',
      response: ownProductSchema,
    },
    { parts, fields: productFieldsSchema },
    products.create,
  );

  content.editOwn(
    '/performer/performer-assets/products/:id',
    {
      summary: 'Edits a product (multipart PUT, every part optional; replaced files are deleted)',
      response: ownProductSchema,
    },
    { parts, fields: editFieldsSchema },
    products.edit,
  );

  content.searchOwn(
    '/performer/performer-assets/products/search',
    {
      summary: "The creator's own products, any status (q, status, type)",
      querystring: querySchema,
      response: ownProductSchema,
    },
    products.searchOwn,
  );

  content.viewOwn(
    '/performer/performer-assets/products/:id/view',
    { summary: "The creator's product with a signed link to its digital file", response: ownProductSchema },
    products.viewOwn,
  );

  content.removeOwn(
    '/performer/performer-assets/products/:id',
    { summary: 'Deletes a product and its files (owner or admin)' },
    products.remove,
  );

  content.search(
    '/performer-assets/products/search',
    {
      summary: 'Active products of visible creators (performerId, excludedId, q on name and description, type)',
      querystring: querySchema,
      response: productSchema,
    },
    products.search,
  );

  get(
    '/performer-assets/products/:id/download-link',
    {
      onRequest: requireAuth,
      summary: "A 5-minute link to a digital product's file, for its buyers, its creator and admins",
      params: idParam,
      response: z.object({ downloadLink: z.string() }),
    },
    async (request) => products.downloadLink(request.params.id, { ...viewer(request), id: caller(request) }),
  );

  content.one(
    '/performer-assets/products/:id',
    { summary: 'A product by id or slug (views +1)', response: productSchema },
    products.get,
  );
};
