import { z } from 'zod';
import {
  fileViewSchema,
  okSchema,
  videoEditFieldsSchema,
  videoFieldsSchema,
  videoQuerySchema,
  videoSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { RouteDeps } from '../content/deps.js';
import type { VideosService, VideoUploads } from './videos.service.js';

const tags = ['videos'];

/** Videos: the creator's uploads and edits (multipart), and what fans see (contract 3.11). */
export const videosRoutes: Routes<RouteDeps & { videos: VideosService }> = async (
  app,
  { videos, media, geo, tmpDir },
) => {
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);
  const creator = { onRequest: requireRole('performer', 'admin') };
  const owner = (request: FastifyRequest) => currentUser(request).id;

  /** Reads the multipart parts `video`, `teaser`, `thumbnail` and the text fields, then runs `use`. */
  async function withUploads<T, R>(
    request: FastifyRequest,
    schema: z.ZodType<T>,
    use: (fields: T, uploads: VideoUploads) => Promise<R>,
  ) {
    const body = await readMultipart(
      request,
      {
        video: await media.limitOf('video'),
        teaser: await media.limitOf('teaser'),
        thumbnail: await media.limitOf('thumbnail'),
      },
      tmpDir,
    );
    try {
      const fields = schema.safeParse(body.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid fields');
      return ok(
        await use(fields.data, {
          video: body.files.get('video'),
          teaser: body.files.get('teaser'),
          thumbnail: body.files.get('thumbnail'),
        }),
      );
    } finally {
      await body.cleanup();
    }
  }

  app.post(
    '/performer/performer-assets/videos/upload',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Uploads a video (multipart: video, optional teaser and thumbnail, text fields)',
        response: { 200: okSchema(videoSchema) },
      },
    },
    async (request) =>
      withUploads(request, videoFieldsSchema, (fields, uploads) =>
        videos.upload(owner(request), fields, uploads, viewer(request)),
      ),
  );

  app.put(
    '/performer/performer-assets/videos/edit/:id',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Edits a video (multipart PUT, every part optional; replaced files are deleted)',
        params: idParam,
        response: { 200: okSchema(videoSchema) },
      },
    },
    async (request) =>
      withUploads(request, videoEditFieldsSchema, (fields, uploads) =>
        videos.edit(owner(request), request.params.id, fields, uploads, viewer(request)),
      ),
  );

  const { get, del } = routes(app, tags);

  get(
    '/performer/performer-assets/videos/search',
    { ...creator, querystring: videoQuerySchema, response: videoSchema, paged: true },
    async (request) => videos.searchOwn(owner(request), request.query, viewer(request)),
  );

  get(
    '/performer/performer-assets/videos/:id/view',
    { ...creator, params: idParam, response: videoSchema },
    async (request) => videos.viewOwn(owner(request), request.params.id, viewer(request)),
  );

  del(
    '/performer/performer-assets/videos/remove-file/:id',
    {
      ...creator,
      summary: 'Removes the teaser or the thumbnail of a video',
      params: idParam,
      body: z.object({ type: z.enum(['teaser', 'thumbnail']) }),
      response: z.literal(true),
    },
    async (request) => videos.removeFile(owner(request), request.params.id, request.body.type, viewer(request).isAdmin),
  );

  del(
    '/performer/performer-assets/videos/:id',
    { ...creator, params: idParam, response: z.literal(true) },
    async (request) => videos.remove(owner(request), request.params.id, viewer(request).isAdmin),
  );

  get(
    '/performer-assets/videos/search',
    {
      summary: 'Published videos of visible creators (no playable URLs in lists)',
      querystring: videoQuerySchema,
      response: videoSchema,
      paged: true,
    },
    async (request) => videos.search(request.query, viewer(request)),
  );

  get(
    '/performer-assets/videos/:id',
    {
      summary: 'A video by id or slug (views +1); playable only for entitled viewers',
      params: idParam,
      response: videoSchema,
    },
    async (request) => videos.get(request.params.id, viewer(request)),
  );

  get(
    '/performer-assets/videos/:id/file/:fileId/status',
    {
      summary: "Processing status of a video's file; the URL only for entitled viewers",
      params: z.object({ id: z.string().min(1).max(120), fileId: z.string().max(64) }),
      response: fileViewSchema,
    },
    async (request) => videos.fileStatus(request.params.id, request.params.fileId, viewer(request)),
  );
};
