import { z } from 'zod';
import {
  listQuerySchema,
  okSchema,
  pagedSchema,
  reactionInputSchema,
  reactionSchema,
  reportInputSchema,
  reportSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
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

  app.post(
    '/reactions',
    {
      config: limited('reaction'),
      schema: {
        tags: ['reactions'],
        summary: 'Likes or bookmarks an object (idempotent)',
        body: reactionInputSchema,
        response: { 200: okSchema(reactionSchema) },
      },
    },
    async (request) => ok(await reactions.add(currentUser(request).id, request.body, viewerOf(request, geo))),
  );

  app.delete(
    '/reactions',
    {
      config: limited('reaction'),
      schema: {
        tags: ['reactions'],
        summary: 'Removes a like or bookmark; false when there was none',
        body: reactionInputSchema,
        response: { 200: okSchema(z.boolean()) },
      },
    },
    async (request) => ok(await reactions.remove(currentUser(request).id, request.body)),
  );

  app.get(
    '/reactions/:type/bookmark',
    {
      schema: {
        tags: ['reactions'],
        summary: "The caller's bookmarks of one type (feeds, galleries, products, videos, performers)",
        params: z.object({ type: z.string().max(20) }),
        querystring: listQuerySchema,
        response: { 200: okSchema(pagedSchema(reactionSchema.extend({ objectInfo: z.unknown() }))) },
      },
    },
    async (request) => {
      const viewer = { ...viewerOf(request, geo), id: currentUser(request).id };
      return ok(await reactions.bookmarks(request.params.type, viewer, request.query));
    },
  );

  app.post(
    '/reports',
    {
      config: limited('report'),
      schema: {
        tags: ['reactions'],
        summary: 'Reports an object; a repeat by the same user updates the report',
        body: reportInputSchema,
        response: { 200: okSchema(reportSchema) },
      },
    },
    async (request) => ok(await reactions.report(currentUser(request).id, request.body, viewerOf(request, geo))),
  );
};
