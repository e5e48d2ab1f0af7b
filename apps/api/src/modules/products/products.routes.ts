import { z } from 'zod';
import {
  ASSET_STATUSES,
  PRODUCT_TYPES,
  okSchema,
  ownProductSchema,
  pagedSchema,
  productFieldsSchema,
  productQuerySchema,
  productSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { RouteDeps } from '../content/deps.js';
import type { ProductsService, ProductUploads } from './products.service.js';

const idParam = z.object({ id: z.string().min(1).max(120) });
const tags = ['products'];
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
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);
  const creator = { onRequest: requireRole('performer', 'admin') };
  const caller = (request: FastifyRequest) => currentUser(request).id;

  /** Reads the multipart parts `image`, `digitalFile` and the text fields, then runs `use`. */
  async function withUploads<T, R>(
    request: FastifyRequest,
    schema: z.ZodType<T>,
    use: (fields: T, uploads: ProductUploads) => Promise<R>,
  ) {
    const body = await readMultipart(
      request,
      { image: await media.limitOf('thumbnail'), digitalFile: await media.limitOf('digital') },
      tmpDir,
    );
    try {
      const fields = schema.safeParse(body.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid fields');
      return await use(fields.data, { image: body.files.get('image'), digitalFile: body.files.get('digitalFile') });
    } finally {
      await body.cleanup();
    }
  }

  app.post(
    '/performer/performer-assets/products',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Creates a product (multipart: image, digitalFile when digital, text fields)',
        response: { 200: okSchema(ownProductSchema) },
      },
    },
    async (request) =>
      ok(
        await withUploads(request, productFieldsSchema, (fields, uploads) =>
          products.create(caller(request), fields, uploads, viewer(request)),
        ),
      ),
  );

  app.put(
    '/performer/performer-assets/products/:id',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Edits a product (multipart PUT, every part optional; replaced files are deleted)',
        params: idParam,
        response: { 200: okSchema(ownProductSchema) },
      },
    },
    async (request) =>
      ok(
        await withUploads(request, editFieldsSchema, (fields, uploads) =>
          products.edit(caller(request), request.params.id, fields, uploads, viewer(request)),
        ),
      ),
  );

  app.get(
    '/performer/performer-assets/products/search',
    {
      ...creator,
      schema: {
        tags,
        summary: "The creator's own products, any status (q, status, type)",
        querystring: querySchema,
        response: { 200: okSchema(pagedSchema(ownProductSchema)) },
      },
    },
    async (request) => ok(await products.searchOwn(caller(request), request.query, viewer(request))),
  );

  app.get(
    '/performer/performer-assets/products/:id/view',
    {
      ...creator,
      schema: {
        tags,
        summary: "The creator's product with a signed link to its digital file",
        params: idParam,
        response: { 200: okSchema(ownProductSchema) },
      },
    },
    async (request) => ok(await products.viewOwn(caller(request), request.params.id, viewer(request))),
  );

  app.delete(
    '/performer/performer-assets/products/:id',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Deletes a product and its files (owner or admin)',
        params: idParam,
        response: { 200: okSchema(z.literal(true)) },
      },
    },
    async (request) => ok(await products.remove(caller(request), request.params.id, viewer(request).isAdmin)),
  );

  app.get(
    '/performer-assets/products/search',
    {
      schema: {
        tags,
        summary: 'Active products of visible creators (performerId, excludedId, q on name and description, type)',
        querystring: querySchema,
        response: { 200: okSchema(pagedSchema(productSchema)) },
      },
    },
    async (request) => ok(await products.search(request.query, viewer(request))),
  );

  app.get(
    '/performer-assets/products/:id/download-link',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "A 5-minute link to a digital product's file, for its buyers, its creator and admins",
        params: idParam,
        response: { 200: okSchema(z.object({ downloadLink: z.string() })) },
      },
    },
    async (request) => ok(await products.downloadLink(request.params.id, { ...viewer(request), id: caller(request) })),
  );

  app.get(
    '/performer-assets/products/:id',
    {
      schema: {
        tags,
        summary: 'A product by id or slug (views +1)',
        params: idParam,
        response: { 200: okSchema(productSchema) },
      },
    },
    async (request) => ok(await products.get(request.params.id, viewer(request))),
  );
};
