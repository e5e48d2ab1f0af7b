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
import { badRequest } from '../../http/errors.js';
import { parseFields, withMultipart } from '../../http/multipart.js';
import { idParam } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser } from '../auth/auth.plugin.js';
import { contentRoutes, contentViewer } from '../content/content-routes.js';
import type { RouteDeps } from '../content/deps.js';
import type { GalleriesService } from './galleries.service.js';

/** Galleries and their photos: the creator's studio and what fans see (contract 3.9, 3.10). */
export const galleriesRoutes: Routes<RouteDeps & { galleries: GalleriesService }> = async (
  app,
  { galleries, media, geo, tmpDir },
) => {
  const content = contentRoutes(app, ['galleries'], contentViewer(geo), { media, tmpDir });
  const { get, post, put, creator, owner, viewer } = content;

  post(
    '/performer/performer-assets/galleries',
    { ...creator, body: galleryInputSchema, response: gallerySchema },
    async (request) => {
      const user = currentUser(request);
      const performerId = user.role === 'admin' && request.body.performerId ? request.body.performerId : user.id;
      return galleries.create(performerId, request.body, viewer(request));
    },
  );

  content.searchOwn(
    '/performer/performer-assets/galleries/search',
    { querystring: galleryQuerySchema, response: gallerySchema },
    galleries.searchOwn,
  );

  put(
    '/performer/performer-assets/galleries/:id',
    { ...creator, params: idParam, body: galleryInputSchema, response: gallerySchema },
    async (request) => galleries.update(owner(request), request.params.id, request.body, viewer(request)),
  );

  content.viewOwn('/performer/performer-assets/galleries/:id/view', { response: gallerySchema }, galleries.viewOwn);

  content.removeOwn(
    '/performer/performer-assets/galleries/:id',
    { summary: 'Deletes a gallery and its photos' },
    galleries.remove,
  );

  content.search(
    '/performer-assets/galleries/search',
    {
      summary: 'Active galleries with photos, of creators visible to the caller',
      querystring: galleryQuerySchema,
      response: gallerySchema,
    },
    galleries.search,
  );

  content.one(
    '/performer-assets/galleries/:id',
    { summary: 'A gallery by id or slug (views +1)', response: gallerySchema },
    galleries.get,
  );

  /* Photos */

  post(
    '/performer/performer-assets/photos/upload',
    {
      ...creator,
      summary: 'Uploads a photo into a gallery (multipart field `photo`, text field galleryId)',
      response: photoSchema,
    },
    async (request) =>
      withMultipart(request, { photo: await media.limitOf('photo') }, tmpDir, async ({ fields, files }) => {
        const upload = files.get('photo');
        if (!upload) throw badRequest('Attach the photo in the "photo" field');
        const data = parseFields(photoUploadFieldsSchema, fields);
        return galleries.uploadPhoto(owner(request), upload, data, viewer(request));
      }),
  );

  content.searchOwn(
    '/performer/performer-assets/photos/search',
    { querystring: photoQuerySchema, response: photoSchema },
    galleries.searchOwnPhotos,
  );

  content.viewOwn('/performer/performer-assets/photos/:id/view', { response: photoSchema }, galleries.viewOwnPhoto);

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

  content.removeOwn('/performer/performer-assets/photos/:id', {}, galleries.removePhoto);

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

  content.one('/performer-assets/photos/:id/view', { response: photoSchema }, galleries.photo);

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
