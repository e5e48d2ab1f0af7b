import { z } from 'zod';
import {
  galleryInputSchema,
  galleryQuerySchema,
  gallerySchema,
  listQuerySchema,
  okSchema,
  optionalText,
  pagedSchema,
  photoQuerySchema,
  photoSchema,
  photoUpdateSchema,
  photoUploadFieldsSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { RouteDeps } from '../content/deps.js';
import type { GalleriesService } from './galleries.service.js';

const idParam = z.object({ id: z.string().min(1).max(120) });
const tags = ['galleries'];

/** Galleries and their photos: the creator's studio and what fans see (contract 3.9, 3.10). */
export const galleriesRoutes: Routes<RouteDeps & { galleries: GalleriesService }> = async (
  app,
  { galleries, media, geo, tmpDir },
) => {
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);
  const creator = { onRequest: requireRole('performer', 'admin') };
  const owner = (request: FastifyRequest) => currentUser(request).id;
  const trueSchema = { 200: okSchema(z.literal(true)) };

  app.post(
    '/performer/performer-assets/galleries',
    { ...creator, schema: { tags, body: galleryInputSchema, response: { 200: okSchema(gallerySchema) } } },
    async (request) => {
      const user = currentUser(request);
      const performerId = user.role === 'admin' && request.body.performerId ? request.body.performerId : user.id;
      return ok(await galleries.create(performerId, request.body, viewer(request)));
    },
  );

  app.get(
    '/performer/performer-assets/galleries/search',
    {
      ...creator,
      schema: { tags, querystring: galleryQuerySchema, response: { 200: okSchema(pagedSchema(gallerySchema)) } },
    },
    async (request) => ok(await galleries.searchOwn(owner(request), request.query, viewer(request))),
  );

  app.put(
    '/performer/performer-assets/galleries/:id',
    {
      ...creator,
      schema: { tags, params: idParam, body: galleryInputSchema, response: { 200: okSchema(gallerySchema) } },
    },
    async (request) => ok(await galleries.update(owner(request), request.params.id, request.body, viewer(request))),
  );

  app.get(
    '/performer/performer-assets/galleries/:id/view',
    { ...creator, schema: { tags, params: idParam, response: { 200: okSchema(gallerySchema) } } },
    async (request) => ok(await galleries.viewOwn(owner(request), request.params.id, viewer(request))),
  );

  app.delete(
    '/performer/performer-assets/galleries/:id',
    {
      ...creator,
      schema: { tags, summary: 'Deletes a gallery and its photos', params: idParam, response: trueSchema },
    },
    async (request) => ok(await galleries.remove(owner(request), request.params.id, viewer(request).isAdmin)),
  );

  app.get(
    '/performer-assets/galleries/search',
    {
      schema: {
        tags,
        summary: 'Active galleries with photos, of creators visible to the caller',
        querystring: galleryQuerySchema,
        response: { 200: okSchema(pagedSchema(gallerySchema)) },
      },
    },
    async (request) => ok(await galleries.search(request.query, viewer(request))),
  );

  app.get(
    '/performer-assets/galleries/:id',
    {
      schema: {
        tags,
        summary: 'A gallery by id or slug (views +1)',
        params: idParam,
        response: { 200: okSchema(gallerySchema) },
      },
    },
    async (request) => ok(await galleries.get(request.params.id, viewer(request))),
  );

  /* Photos */

  app.post(
    '/performer/performer-assets/photos/upload',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Uploads a photo into a gallery (multipart field `photo`, text field galleryId)',
        response: { 200: okSchema(photoSchema) },
      },
    },
    async (request) => {
      const body = await readMultipart(request, { photo: await media.limitOf('photo') }, tmpDir);
      try {
        const upload = body.files.get('photo');
        if (!upload) throw badRequest('Attach the photo in the "photo" field');
        const fields = photoUploadFieldsSchema.safeParse(body.fields);
        if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid fields');
        return ok(await galleries.uploadPhoto(owner(request), upload, fields.data, viewer(request)));
      } finally {
        await body.cleanup();
      }
    },
  );

  app.get(
    '/performer/performer-assets/photos/search',
    {
      ...creator,
      schema: { tags, querystring: photoQuerySchema, response: { 200: okSchema(pagedSchema(photoSchema)) } },
    },
    async (request) => ok(await galleries.searchOwnPhotos(owner(request), request.query, viewer(request))),
  );

  app.get(
    '/performer/performer-assets/photos/:id/view',
    { ...creator, schema: { tags, params: idParam, response: { 200: okSchema(photoSchema) } } },
    async (request) => ok(await galleries.viewOwnPhoto(owner(request), request.params.id, viewer(request))),
  );

  app.put(
    '/performer/performer-assets/photos/:id',
    {
      ...creator,
      schema: { tags, params: idParam, body: photoUpdateSchema, response: { 200: okSchema(photoSchema) } },
    },
    async (request) =>
      ok(await galleries.updatePhoto(owner(request), request.params.id, request.body, viewer(request))),
  );

  app.post(
    '/performer/performer-assets/photos/set-cover/:id',
    { ...creator, schema: { tags, params: idParam, response: { 200: okSchema(photoSchema) } } },
    async (request) => ok(await galleries.setCover(owner(request), request.params.id, viewer(request))),
  );

  app.delete(
    '/performer/performer-assets/photos/:id',
    { ...creator, schema: { tags, params: idParam, response: trueSchema } },
    async (request) => ok(await galleries.removePhoto(owner(request), request.params.id, viewer(request).isAdmin)),
  );

  app.get(
    '/performer-assets/photos',
    {
      schema: {
        tags,
        summary: "A gallery's photos: signed URLs for entitled viewers, blurred previews for others",
        querystring: listQuerySchema.extend({ galleryId: optionalText }),
        response: { 200: okSchema(pagedSchema(photoSchema)) },
      },
    },
    async (request) => ok(await galleries.photos(request.query, viewer(request))),
  );

  app.get(
    '/performer-assets/photos/:id/view',
    { schema: { tags, params: idParam, response: { 200: okSchema(photoSchema) } } },
    async (request) => ok(await galleries.photo(request.params.id, viewer(request))),
  );

  app.get(
    '/performer-assets/photos/:performerId',
    {
      schema: {
        tags,
        summary: "A creator's photos across their active galleries",
        params: z.object({ performerId: z.string().max(64) }),
        querystring: listQuerySchema,
        response: { 200: okSchema(pagedSchema(photoSchema)) },
      },
    },
    async (request) =>
      ok(await galleries.photos({ ...request.query, performerId: request.params.performerId }, viewer(request))),
  );
};
