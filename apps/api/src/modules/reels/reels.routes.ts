import { z } from 'zod';
import { ASSET_STATUSES, reelFieldsSchema, reelQuerySchema, reelSchema } from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { parseFields, withMultipart, type UploadedFile } from '../../http/multipart.js';
import type { Routes } from '../../http/types.js';
import { contentRoutes, contentViewer } from '../content/content-routes.js';
import type { RouteDeps } from '../content/deps.js';
import type { ReelFields, ReelsService } from './reels.service.js';

const idParam = z.object({ id: z.string().min(1).max(64) });
/** Empty-string filters mean no filter (contract 1.3). */
const ownQuerySchema = reelQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ASSET_STATUSES).optional()),
});

const fieldsOf = (input: unknown): ReelFields => parseFields(reelFieldsSchema, input ?? {});

/** Reels, short vertical videos (contract 3.12): creator uploads and edits, the fans' player feed. */
export const reelsRoutes: Routes<RouteDeps & { reels: ReelsService }> = async (app, { reels, media, geo, tmpDir }) => {
  const content = contentRoutes(app, ['reels'], contentViewer(geo), { media, tmpDir });
  const { post, put, creator, owner, viewer } = content;

  /** Reads a multipart body with an optional `video` part, then runs `use` and cleans up. */
  async function withVideo<R>(request: FastifyRequest, use: (fields: ReelFields, video?: UploadedFile) => Promise<R>) {
    return withMultipart(request, { video: await media.limitOf('video') }, tmpDir, async ({ fields, files }) =>
      use(fieldsOf(fields), files.get('video')),
    );
  }

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

  content.search(
    '/reels/search',
    {
      summary: 'Published reels of visible creators (performerId, q on title and description)',
      querystring: reelQuerySchema,
      response: reelSchema,
    },
    reels.search,
  );

  content.search(
    '/reels/feed',
    {
      summary: 'The vertical player feed: newest first, followed and subscribed creators first',
      querystring: reelQuerySchema,
      response: reelSchema,
    },
    reels.feed,
  );

  content.searchOwn(
    '/reels/performer/my-reels',
    { summary: "The creator's own reels, any status", querystring: ownQuerySchema, response: reelSchema },
    reels.searchOwn,
  );

  content.viewOwn('/reels/performer/my-reels/:id', { params: idParam, response: reelSchema }, reels.viewOwn);

  content.one(
    '/reels/:id',
    { summary: 'A reel; playable only for entitled viewers', params: idParam, response: reelSchema },
    reels.get,
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

  content.removeOwn(
    '/reels/:id',
    { summary: 'Deletes a reel and its video (owner or admin)', params: idParam },
    reels.remove,
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
