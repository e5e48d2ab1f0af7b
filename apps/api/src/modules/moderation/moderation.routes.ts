import { z } from 'zod';
import { adminReportQuerySchema, adminReportSchema, reportResolveSchema } from '@fanlane/shared';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { ModerationService } from './moderation.service.js';

/** The review queue's reports. */
export const moderationRoutes: Routes<{ moderation: ModerationService }> = async (app, { moderation }) => {
  const { get, post } = routes(app, ['admin']);

  get(
    '/admin/reports/search',
    {
      preHandler: requireStaff('queue'),
      summary: 'Reports with their context (content preview, reporter, earlier actions); filters status, target',
      querystring: adminReportQuerySchema,
      response: adminReportSchema,
      paged: true,
    },
    async (request) => {
      const { status, target } = request.query;
      const { data, total } = await moderation.search(actorOf(request), { status, target }, request.query);
      return { data, total };
    },
  );

  post(
    '/admin/reports/:id/resolve',
    {
      preHandler: requireStaff('queue'),
      summary:
        'Decide a report: dismiss, hide (posts), warn or suspend (days, or until lifted); the account is mailed; audited',
      params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
      body: reportResolveSchema,
      response: adminReportSchema,
    },
    async (request) => moderation.resolve(actorOf(request), request.params.id, request.body),
  );
};
