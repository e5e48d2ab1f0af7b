import { z } from 'zod';
import { SECURITY_MESSAGES, sessionItemSchema } from '@fanlane/shared';
import { notFound } from '../../http/errors.js';
import { limited } from '../../http/rate-limit.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from './auth.plugin.js';
import type { SessionsService } from './sessions.service.js';

/** The caller's own sessions: list them, end one, end all the others (issue #19). */
export const sessionsRoutes: Routes<{ sessions: SessionsService }> = async (app, { sessions }) => {
  const { get, del } = routes(app, ['auth']);

  get(
    '/auth/sessions',
    {
      preHandler: requireAuth,
      summary: "The caller's open sessions (device, coarse address, created, last seen), current one marked",
      response: z.array(sessionItemSchema),
    },
    async (request) => {
      const rows = await sessions.list(currentUser(request).id);
      return rows.map((s) => ({
        _id: s.id,
        device: s.device,
        ipAddress: s.ipCoarse,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === request.auth!.sessionId,
      }));
    },
  );

  del(
    '/auth/sessions/:id',
    {
      preHandler: requireAuth,
      config: limited('accountSecurity'),
      summary: "Ends one of the caller's sessions (404 for anyone else's)",
      params: z.object({ id: z.string().max(64) }),
      response: z.literal(true),
    },
    async (request) => {
      if (!(await sessions.revokeOne(currentUser(request).id, request.params.id)))
        throw notFound(SECURITY_MESSAGES.sessionNotFound);
      return true as const;
    },
  );

  del(
    '/auth/sessions',
    {
      preHandler: requireAuth,
      config: limited('accountSecurity'),
      summary: "Ends every session of the caller's but this one",
      response: z.object({ revoked: z.number().int() }),
    },
    async (request) => ({ revoked: await sessions.revokeAll(currentUser(request).id, request.auth!.sessionId) }),
  );
};
