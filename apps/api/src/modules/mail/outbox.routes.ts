import { z } from 'zod';
import { listQuerySchema, outboxMailDetailSchema, outboxMailSchema } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { notFound } from '../../http/errors.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { requireStaff } from '../auth/auth.plugin.js';

const summarySchema = outboxMailSchema;
const entrySchema = outboxMailDetailSchema;

/**
 * The local mail outbox (mail kept on disk when no SMTP server is configured), for operators only:
 * it holds every reset link and verification token the site mailed. The back-office reads these
 * routes; `npm run outbox -w @fanlane/api` reads the same folder from a shell. There is no
 * anonymous route to it in any mode (issue #19, defect 1).
 */
export const outboxRoutes: Routes<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.addHook('preHandler', requireStaff('settings'));

  const { get } = routes(app, ['admin']);

  get(
    '/admin/mail/outbox',
    {
      summary: 'Mail kept in the local outbox, newest first (empty when mail goes through SMTP)',
      querystring: listQuerySchema.pick({ limit: true, offset: true, q: true }),
      response: summarySchema,
      paged: true,
    },
    async (request) => {
      const { limit, offset, q } = request.query;
      const needle = q?.toLowerCase();
      const all = (await mailer.outbox?.list()) ?? [];
      const matching = needle
        ? all.filter((m) => m.to.toLowerCase().includes(needle) || m.subject.toLowerCase().includes(needle))
        : all;
      return {
        data: matching.slice(offset, offset + limit).map(({ id, to, from, subject, createdAt }) => ({
          id,
          to,
          from,
          subject,
          createdAt,
        })),
        total: matching.length,
      };
    },
  );

  get(
    '/admin/mail/outbox/:id',
    {
      summary: 'One mail of the local outbox, with its text and HTML bodies',
      params: z.object({ id: z.string().max(64) }),
      response: entrySchema,
    },
    async (request) => {
      const entry = await mailer.outbox?.get(request.params.id);
      if (!entry) throw notFound();
      return entry;
    },
  );
};
