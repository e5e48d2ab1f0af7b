import { z } from 'zod';
import {
  FEED_UPLOAD_KINDS,
  feedInputSchema,
  feedSchema,
  fileViewSchema,
  performerFeedQuerySchema,
  pollInputSchema,
  pollSchema,
  userFeedQuerySchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { ContentViewer } from '../content/access.service.js';
import { contentRoutes } from '../content/content-routes.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { FeedsService } from './feeds.service.js';

const idParam = z.object({ id: z.string().min(1).max(80) });
const date = (v: string | undefined) => {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badRequest(`"${v}" is not a date`);
  return d;
};

/** Creator posts (contract 3.6) and what fans read of them (contract 3.7). */
export const feedsRoutes: Routes<{
  feeds: FeedsService;
  media: MediaService;
  geo: GeoService;
  tmpDir: string;
}> = async (app, { feeds, media, geo, tmpDir }) => {
  const viewerWithRole = (request: FastifyRequest): ContentViewer & { role: string | null } => ({
    ...viewerOf(request, geo),
    role: request.auth?.user.role ?? null,
  });
  const content = contentRoutes(app, ['feeds'], viewerWithRole, { media, tmpDir });
  const { get, post, put, del, creator, viewer } = content;

  post(
    '/performer/feeds/:kind/upload',
    {
      ...creator,
      summary: 'Uploads a photo, video, audio, thumbnail or teaser for a post (multipart field `file`)',
      params: z.object({ kind: z.enum(FEED_UPLOAD_KINDS) }),
      response: fileViewSchema.extend({ success: z.literal(true) }),
    },
    async (request) => {
      const user = currentUser(request);
      const body = await readMultipart(request, { file: await media.limitOf(request.params.kind) }, tmpDir);
      try {
        const upload = body.files.get('file');
        if (!upload) throw badRequest('Attach the file in the "file" field');
        const row = await media.upload(user.id, upload, request.params.kind);
        return { success: true as const, ...(await media.view(row, { canView: true, viewerId: user.id })) };
      } finally {
        await body.cleanup();
      }
    },
  );

  get(
    '/performer/feeds/files/:id/status',
    {
      ...creator,
      summary: "Processing status of the creator's own upload",
      params: z.object({ id: z.string().max(64) }),
      response: fileViewSchema,
    },
    async (request) => feeds.ownFileStatus(currentUser(request).id, request.params.id),
  );

  post(
    '/performer/feeds/polls',
    { ...creator, summary: 'Creates a poll option', body: pollInputSchema, response: pollSchema },
    async (request) => {
      const user = currentUser(request);
      const forCreator = user.role === 'admin' && !!request.body.performerId;
      return feeds.createPoll(forCreator ? request.body.performerId! : user.id, request.body, forCreator);
    },
  );

  post(
    '/performer/feeds',
    { ...creator, summary: 'Creates a post', body: feedInputSchema, response: feedSchema },
    async (request) => feeds.create(currentUser(request).id, request.body, viewer(request)),
  );

  get(
    '/performer/feeds',
    {
      ...creator,
      summary: "The creator's own posts, any status",
      querystring: performerFeedQuerySchema,
      response: feedSchema,
      paged: true,
    },
    async (request) => {
      const q = request.query;
      return feeds.listOwn(
        currentUser(request).id,
        { type: q.type, q: q.q, fromDate: date(q.fromDate), toDate: date(q.toDate) },
        { limit: q.limit, offset: q.offset },
        viewer(request),
      );
    },
  );

  content.viewOwn('/performer/feeds/:id', { params: idParam, response: feedSchema }, feeds.getOwn);

  put(
    '/performer/feeds/:id',
    { ...creator, params: idParam, body: feedInputSchema, response: z.object({ updated: z.literal(true) }) },
    async (request) => {
      const user = currentUser(request);
      return feeds.update(user.id, request.params.id, request.body, user.role === 'admin');
    },
  );

  del(
    '/performer/feeds/:id',
    { ...creator, params: idParam, response: z.object({ success: z.literal(true) }) },
    async (request) => {
      const user = currentUser(request);
      return feeds.remove(user.id, request.params.id, user.role === 'admin');
    },
  );

  type FeedQuery = z.infer<typeof userFeedQuerySchema>;
  const filtersOf = (q: FeedQuery) => ({
    type: q.type,
    q: q.q,
    fromDate: date(q.fromDate),
    toDate: date(q.toDate),
    home: q.isHome,
  });
  const pageOf = (q: FeedQuery) => ({ limit: q.limit, offset: q.offset, cursor: q.cursor });

  get(
    '/user/feeds',
    {
      summary: 'Posts a viewer may see; isHome=true for the home timeline (newest first)',
      querystring: userFeedQuerySchema,
      response: feedSchema,
      paged: true,
    },
    async (request) =>
      feeds.list(
        { ...filtersOf(request.query), performerId: request.query.performerId },
        viewer(request),
        pageOf(request.query),
      ),
  );

  get(
    '/user/feeds/search/:username',
    {
      summary: "A creator's posts, by username or id",
      params: z.object({ username: z.string().min(1).max(80) }),
      querystring: userFeedQuerySchema,
      response: feedSchema,
      paged: true,
    },
    async (request) =>
      feeds.listOfCreator(request.params.username, filtersOf(request.query), viewer(request), pageOf(request.query)),
  );

  content.one('/user/feeds/:id', { params: idParam, response: feedSchema }, feeds.get);

  content.fileStatus(
    '/user/feeds/:id/file/:fileId/status',
    {
      summary: "A post's file status; the URL only for viewers who may see it",
      params: z.object({ id: z.string().min(1).max(80), fileId: z.string().max(64) }),
    },
    feeds.fileStatus,
  );

  post(
    '/user/feeds/vote/:id',
    {
      onRequest: requireAuth,
      summary: 'Votes for a poll option (one vote per post)',
      params: z.object({ id: z.string().max(64) }),
      response: z.object({ voted: z.literal(true) }),
    },
    async (request) => feeds.vote(currentUser(request).id, request.params.id, viewer(request)),
  );
};
