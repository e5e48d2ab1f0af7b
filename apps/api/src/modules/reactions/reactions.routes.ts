import { z } from 'zod';
import { listQuerySchema, reactionInputSchema, reactionSchema, reportInputSchema, reportSchema } from '@fanlane/shared';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ReactionsService } from './reactions.service.js';
import { limited } from '../../http/rate-limit.js';

/** Likes, bookmarks and their lists, and reports (contract 3.14). */
export const reactionsRoutes: Routes<{ reactions: ReactionsService; geo: GeoService }> = async (
  app,
  { reactions, geo },
) => {
  app.addHook('onRequest', requireAuth);

  const { get, post, del } = routes(app, ['reactions']);

  post(
    '/reactions',
    {
      config: limited('reaction'),
      summary: 'Likes or bookmarks an object (idempotent)',
      body: reactionInputSchema,
      response: reactionSchema,
    },
    async (request) => reactions.add(currentUser(request).id, request.body, viewerOf(request, geo)),
  );

  del(
    '/reactions',
    {
      config: limited('reaction'),
      summary: 'Removes a like or bookmark; false when there was none',
      body: reactionInputSchema,
      response: z.boolean(),
    },
    async (request) => reactions.remove(currentUser(request).id, request.body),
  );

  get(
    '/reactions/:type/bookmark',
    {
      summary: "The caller's bookmarks of one type (feeds, galleries, products, videos, performers)",
      params: z.object({ type: z.string().max(20) }),
      querystring: listQuerySchema,
      response: reactionSchema.extend({ objectInfo: z.unknown() }),
      paged: true,
    },
    async (request) => {
      const viewer = { ...viewerOf(request, geo), id: currentUser(request).id };
      return reactions.bookmarks(request.params.type, viewer, request.query);
    },
  );

  post(
    '/reports',
    {
      config: limited('report'),
      summary: 'Reports an object; a repeat by the same user updates the report',
      body: reportInputSchema,
      response: reportSchema,
    },
    async (request) => reactions.report(currentUser(request).id, request.body, viewerOf(request, geo)),
  );
};
