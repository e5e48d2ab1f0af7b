import { z } from 'zod';
import {
  adminRefundQuerySchema,
  adminRefundRequestSchema,
  okSchema,
  pagedSchema,
  refundDecisionSchema,
  refundRequestInputSchema,
  refundRequestSchema,
} from '@fanlane/shared';
import { ok, paged } from '../../http/envelope.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { currentUser, requireRole, requireStaff } from '../auth/auth.plugin.js';
import type { RefundRequests } from './refund-requests.service.js';

const id = z.string().regex(/^[0-9a-f]{24}$/);
const tags = ['wallet'];

/** Fans ask for a charge back; finance staff decide in the review queue (issue #18). */
export const refundRequestsRoutes: Routes<{ refunds: RefundRequests }> = async (app, { refunds }) => {
  const fan = { preHandler: requireRole('user') };
  const finance = { preHandler: requireStaff('money') };

  const { get, post } = routes(app, tags);

  post(
    '/wallet/charges/:id/refund-request',
    {
      ...fan,
      summary: 'Ask for one of your wallet charges back, with a reason (one open request per charge)',
      params: z.object({ id }),
      body: refundRequestInputSchema,
      response: refundRequestSchema,
    },
    async (request) => refunds.ask(currentUser(request).id, request.params.id, request.body.reason),
  );

  get(
    '/wallet/refund-requests',
    { ...fan, summary: 'Your refund requests, newest first', response: z.array(refundRequestSchema) },
    async (request) => refunds.mine(currentUser(request).id),
  );

  app.get(
    '/admin/refund-requests/search',
    {
      ...finance,
      schema: {
        tags: ['admin'],
        summary: 'Refund requests (status) with the charge, the fan, the creator and the fan’s earlier requests',
        querystring: adminRefundQuerySchema,
        response: { 200: okSchema(pagedSchema(adminRefundRequestSchema)) },
      },
    },
    async (request) => {
      const { data, total } = await refunds.search(request.query);
      return paged(data, total);
    },
  );

  app.post(
    '/admin/refund-requests/:id/resolve',
    {
      ...finance,
      schema: {
        tags: ['admin'],
        summary:
          'refund: the wallet charge is refunded (earning reversed, entitlement withdrawn, a physical order refunded); ' +
          'reject: nothing moves; audited with the note (422 once decided)',
        params: z.object({ id }),
        body: refundDecisionSchema,
        response: { 200: okSchema(adminRefundRequestSchema) },
      },
    },
    async (request) => ok(await refunds.decide(actorOf(request), request.params.id, request.body)),
  );
};
