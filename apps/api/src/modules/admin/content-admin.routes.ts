import { z } from 'zod';
import {
  MODERATED_TYPES,
  adminContentQuerySchema,
  adminContentSchema,
  moderationReasonSchema,
  okSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { justThePage, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { ContentAdminService } from './content-admin.service.js';

const params = z.object({ type: z.enum(MODERATED_TYPES), id: z.string().regex(/^[0-9a-f]{24}$/) });
const tags = ['admin'];

/** The console's Content section (`content` permission: admins and moderators); every action audited with its reason. */
export const contentAdminRoutes: Routes<{ contentAdmin: ContentAdminService }> = async (app, { contentAdmin }) => {
  const preHandler = requireStaff('content');
  const { get, post } = routes(app, tags);

  get(
    '/admin/content/search',
    {
      preHandler,
      summary:
        'Posts, videos, galleries, products, reels or comments (type), every status (hidden: hidden by staff); q searches the title or text',
      querystring: adminContentQuerySchema,
      response: adminContentSchema,
      paged: true,
    },
    async (request) => justThePage(await contentAdmin.search(request.query)),
  );
  const status = okSchema(z.object({ status: z.string() }));
  for (const [verb, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/admin/content/:type/:id/${verb}`,
      {
        preHandler,
        schema: {
          tags,
          summary: hidden
            ? 'Hide a post, video, gallery, product, reel or comment from everyone but its creator and staff; audited with the reason'
            : 'Restore a hidden item; audited with the reason',
          params,
          body: moderationReasonSchema,
          response: { 200: status },
        },
      },
      async (request) =>
        ok(
          await contentAdmin.setHidden(
            actorOf(request),
            request.params.type,
            request.params.id,
            hidden,
            request.body.reason,
          ),
        ),
    );
  }
  post(
    '/admin/content/:type/:id/delete',
    {
      preHandler,
      summary: 'Delete a post, video, gallery, product, reel or comment for good (files too); audited with the reason',
      params,
      body: moderationReasonSchema,
      response: z.object({ deleted: z.literal(true) }),
    },
    async (request) =>
      contentAdmin.remove(actorOf(request), request.params.type, request.params.id, request.body.reason),
  );
};
