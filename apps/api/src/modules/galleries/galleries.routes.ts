import { z } from 'zod';
import {
  galleryInputSchema,
  galleryQuerySchema,
  gallerySchema,
  listQuerySchema,
  optionalText,
  photoQuerySchema,
  photoSchema,
  photoUpdateSchema,
  photoUploadFieldsSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { RouteDeps } from '../content/deps.js';
import type { GalleriesService } from './galleries.service.js';

/** Galleries and their photos: the creator's studio and what fans see (contract 3.9, 3.10). */
export const galleriesRoutes: Routes<RouteDeps & { galleries: GalleriesService }> = async (
  app,
  { galleries, media, geo, tmpDir },
) => {
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);
  const creator = { onRequest: requireRole('performer', 'admin') };
  const owner = (request: FastifyRequest) => currentUser(request).id;

  const { get, post, put, del } = routes(app, ['galleries']);

  post(
    '/performer/performer-assets/galleries',
    { ...creator, body: galleryInputSchema, response: gallerySchema },
    async (request) => {
      const user = currentUser(request);
      const performerId = user.role === 'admin' && request.body.performerId ? request.body.performerId : user.id;
      return galleries.create(performerId, request.body, viewer(request));
    },
  );

  get(
    '/performer/performer-assets/galleries/search',
    { ...creator, querystring: galleryQuerySchema, response: gallerySchema, paged: true },
    async (request) => galleries.searchOwn(owner(request), request.query, viewer(request)),
  );

  put(
    '/performer/performer-assets/galleries/:id',
    { ...creator, params: idParam, body: galleryInputSchema, response: gallerySchema },
    async (request) => galleries.update(owner(request), request.params.id, request.body, viewer(request)),
  );

  get(
    '/performer/performer-assets/galleries/:id/view',
    { ...creator, params: idParam, response: gallerySchema },
    async (request) => galleries.viewOwn(owner(request), request.params.id, viewer(request)),
  );

  del(
    '/performer/performer-assets/galleries/:id',
    { ...creator, summary: 'Deletes a gallery and its photos', params: idParam, response: z.literal(true) },
    async (request) => galleries.remove(owner(request), request.params.id, viewer(request).isAdmin),
  );

  get(
    '/performer-assets/galleries/search',
    {
      summary: 'Active galleries with photos, of creators visible to the caller',
      querystring: galleryQuerySchema,
      response: gallerySchema,
      paged: true,
    },
    async (request) => galleries.search(request.query, viewer(request)),
  );

  get(
    '/performer-assets/galleries/:id',
    { summary: 'A gallery by id or slug (views +1)', params: idParam, response: gallerySchema },
    async (request) => galleries.get(request.params.id, viewer(request)),
  );

  /* Photos */

  post(
    '/performer/performer-assets/photos/upload',
    {
      ...creator,
      summary: 'Uploads a photo into a gallery (multipart field `photo`, text field galleryId)',
      response: photoSchema,
    },
    async (request) => {
      const body = await readMultipart(request, { photo: await media.limitOf('photo') }, tmpDir);
      try {
        const upload = body.files.get('photo');
        if (!upload) throw badRequest('Attach the photo in the "photo" field');
        const fields = photoUploadFieldsSchema.safeParse(body.fields);
        if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid fields');
        return await galleries.uploadPhoto(owner(request), upload, fields.data, viewer(request));
      } finally {
        await body.cleanup();
      }
    },
  );

  get(
    '/performer/performer-assets/photos/search',
    { ...creator, querystring: photoQuerySchema, response: photoSchema, paged: true },
    async (request) => galleries.searchOwnPhotos(owner(request), request.query, viewer(request)),
  );

  get(
    '/performer/performer-assets/photos/:id/view',
    { ...creator, params: idParam, response: photoSchema },
    async (request) => galleries.viewOwnPhoto(owner(request), request.params.id, viewer(request)),
  );

  put(
    '/performer/performer-assets/photos/:id',
    { ...creator, params: idParam, body: photoUpdateSchema, response: photoSchema },
    async (request) => galleries.updatePhoto(owner(request), request.params.id, request.body, viewer(request)),
  );

  post(
    '/performer/performer-assets/photos/set-cover/:id',
    { ...creator, params: idParam, response: photoSchema },
    async (request) => galleries.setCover(owner(request), request.params.id, viewer(request)),
  );

  del(
    '/performer/performer-assets/photos/:id',
    { ...creator, params: idParam, response: z.literal(true) },
    async (request) => galleries.removePhoto(owner(request), request.params.id, viewer(request).isAdmin),
  );

  get(
    '/performer-assets/photos',
    {
      summary: "A gallery's photos: signed URLs for entitled viewers, blurred previews for others",
      querystring: listQuerySchema.extend({ galleryId: optionalText }),
      response: photoSchema,
      paged: true,
    },
    async (request) => galleries.photos(request.query, viewer(request)),
  );

  get('/performer-assets/photos/:id/view', { params: idParam, response: photoSchema }, async (request) =>
    galleries.photo(request.params.id, viewer(request)),
  );

  get(
    '/performer-assets/photos/:performerId',
    {
      summary: "A creator's photos across their active galleries",
      params: z.object({ performerId: z.string().max(64) }),
      querystring: listQuerySchema,
      response: photoSchema,
      paged: true,
    },
    async (request) => galleries.photos({ ...request.query, performerId: request.params.performerId }, viewer(request)),
  );
};
