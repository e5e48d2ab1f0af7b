import { z } from 'zod';
import type { Mailer } from '../../adapters/mail.js';
import { notFound } from '../../http/errors.js';
import type { Routes } from '../../http/types.js';

import { escapeHtml as escape } from '../../http/html.js';
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#212529}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #dee2e6;text-align:left}a{color:#5f3dc4}
@media (prefers-color-scheme: dark){body{background:#1a1b1e;color:#e9ecef}a{color:#b197fc}td,th{border-color:#373a40}}</style></head><body>${body}</body></html>`;

/** The local mail outbox, readable in a browser (only when mail is not sent through SMTP). */
export const outboxRoutes: Routes<{ mailer: Mailer }> = async (app, { mailer }) => {
  const outbox = mailer.outbox;
  if (!outbox) return;

  app.get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: 'Mail that would have been sent (HTML)' } },
    async (_request, reply) => {
      const entries = await outbox.list();
      const rows = entries
        .map(
          (e) =>
            `<tr><td>${escape(e.createdAt.replace('T', ' ').slice(0, 19))}</td><td>${escape(e.to)}</td><td><a href="/dev/outbox/${e.id}">${escape(e.subject)}</a></td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Outbox',
            `<h1>Outbox</h1><p>Mail the site sent, kept here because no SMTP server is configured.</p><table><thead><tr><th>When</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table>`,
          ),
        );
    },
  );

  app.get('/dev/outbox.json', { schema: { tags: ['dev'], summary: 'The outbox as JSON, newest first' } }, async () => ({
    status: 0,
    data: await outbox.list(),
  }));

  app.get(
    '/dev/outbox/:id',
    { schema: { tags: ['dev'], params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const entry = await outbox.get(request.params.id);
      if (!entry) throw notFound();
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            entry.subject,
            `<p><a href="/dev/outbox">← Outbox</a></p><p><b>To:</b> ${escape(entry.to)}<br><b>From:</b> ${escape(entry.from)}<br><b>Subject:</b> ${escape(entry.subject)}</p><hr>${entry.html}`,
          ),
        );
    },
  );
};
