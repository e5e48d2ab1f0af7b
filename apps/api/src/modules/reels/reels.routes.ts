import { z } from 'zod';
import { ASSET_STATUSES, reelFieldsSchema, reelQuerySchema, reelSchema } from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { readMultipart, type UploadedFile } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { RouteDeps } from '../content/deps.js';
import type { ReelFields, ReelsService } from './reels.service.js';

const idParam = z.object({ id: z.string().min(1).max(64) });
/** Empty-string filters mean no filter (contract 1.3). */
const ownQuerySchema = reelQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ASSET_STATUSES).optional()),
});

const fieldsOf = (input: unknown): ReelFields => {
  const parsed = reelFieldsSchema.safeParse(input ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid fields');
  return parsed.data;
};

/** Reels, short vertical videos (contract 3.12): creator uploads and edits, the fans' player feed. */
export const reelsRoutes: Routes<RouteDeps & { reels: ReelsService }> = async (app, { reels, media, geo, tmpDir }) => {
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);
  const creator = { onRequest: requireRole('performer', 'admin') };
  const owner = (request: FastifyRequest) => currentUser(request).id;

  /** Reads a multipart body with an optional `video` part, then runs `use` and cleans up. */
  async function withVideo<R>(request: FastifyRequest, use: (fields: ReelFields, video?: UploadedFile) => Promise<R>) {
    const body = await readMultipart(request, { video: await media.limitOf('video') }, tmpDir);
    try {
      return await use(fieldsOf(body.fields), body.files.get('video'));
    } finally {
      await body.cleanup();
    }
  }

  const { get, post, put, del } = routes(app, ['reels']);

  post(
    '/reels/upload',
    {
      ...creator,
      summary: 'Uploads a reel (multipart: `video`, text fields title, description, status, isSale, price)',
      response: reelSchema,
    },
    async (request) =>
      withVideo(request, (fields, video) => reels.upload(owner(request), fields, video, viewer(request))),
  );

  get(
    '/reels/search',
    {
      summary: 'Published reels of visible creators (performerId, q on title and description)',
      querystring: reelQuerySchema,
      response: reelSchema,
      paged: true,
    },
    async (request) => reels.search(request.query, viewer(request)),
  );

  get(
    '/reels/feed',
    {
      summary: 'The vertical player feed: newest first, followed and subscribed creators first',
      querystring: reelQuerySchema,
      response: reelSchema,
      paged: true,
    },
    async (request) => reels.feed(request.query, viewer(request)),
  );

  get(
    '/reels/performer/my-reels',
    {
      ...creator,
      summary: "The creator's own reels, any status",
      querystring: ownQuerySchema,
      response: reelSchema,
      paged: true,
    },
    async (request) => reels.searchOwn(owner(request), request.query, viewer(request)),
  );

  get('/reels/performer/my-reels/:id', { ...creator, params: idParam, response: reelSchema }, async (request) =>
    reels.viewOwn(owner(request), request.params.id, viewer(request)),
  );

  get(
    '/reels/:id',
    { summary: 'A reel; playable only for entitled viewers', params: idParam, response: reelSchema },
    async (request) => reels.get(request.params.id, viewer(request)),
  );

  put(
    '/reels/:id',
    {
      ...creator,
      summary: 'Edits a reel (JSON, or multipart where a `video` part replaces the video)',
      params: idParam,
      response: reelSchema,
    },
    async (request) => {
      const { id } = request.params;
      if (request.isMultipart())
        return withVideo(request, (fields, video) => reels.edit(owner(request), id, fields, video, viewer(request)));
      return reels.edit(owner(request), id, fieldsOf(request.body), undefined, viewer(request));
    },
  );

  del(
    '/reels/:id',
    {
      ...creator,
      summary: 'Deletes a reel and its video (owner or admin)',
      params: idParam,
      response: z.literal(true),
    },
    async (request) => reels.remove(owner(request), request.params.id, viewer(request).isAdmin),
  );

  post(
    '/reels/:id/view',
    {
      summary: 'Counts a view, once per viewer per day (empty body)',
      params: idParam,
      response: z.object({ viewed: z.boolean(), views: z.number() }),
    },
    async (request) =>
      reels.view(request.params.id, viewer(request), {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
  );
};
