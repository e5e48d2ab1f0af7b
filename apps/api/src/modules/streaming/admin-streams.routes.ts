import { z } from 'zod';
import { adminStreamEndSchema, adminStreamQuerySchema, streamSchema } from '@fanlane/shared';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { currentUser, requireStaff } from '../auth/auth.plugin.js';
import type { StreamOperations } from './stream-operations.js';
import type { StreamingService } from './streaming.service.js';

const params = z.object({ id: z.string().min(1).max(64) });

/**
 * The console's live section (staff with the `content` permission): the streams on air now, and
 * ending one (the room gets `admin-end-session-stream`; audited as `stream.end`).
 */
export const adminStreamsRoutes: Routes<{
  streaming: StreamingService;
  operations: StreamOperations;
  audit: AuditService;
}> = async (app, { streaming, operations, audit }) => {
  const staff = { preHandler: requireStaff('content') };

  const { get, post } = routes(app, ['admin']);

  get(
    '/admin/streams/search',
    {
      ...staff,
      summary: 'Live streams on air now, newest first, with their creator (q searches titles and descriptions)',
      querystring: adminStreamQuerySchema,
      response: streamSchema,
      paged: true,
    },
    async (request) => streaming.search({ id: currentUser(request).id, isAdmin: true, country: null }, request.query),
  );

  post(
    '/admin/streams/:id/end',
    {
      ...staff,
      summary:
        'Ends a live stream now: the room gets admin-end-session-stream and model-left, a self-hosted publisher is disconnected; audited',
      params,
      response: adminStreamEndSchema,
    },
    async (request) => {
      const stream = await streaming.streamById(request.params.id);
      const ended = await operations.endStreamByOperator(request.params.id);
      await audit.record(actorOf(request), {
        action: 'stream.end',
        targetType: 'stream',
        targetId: ended.streamId,
        before: { isStreaming: true, performerId: stream?.performerId, title: stream?.title },
        after: { isStreaming: false },
      });
      return ended;
    },
  );
};
