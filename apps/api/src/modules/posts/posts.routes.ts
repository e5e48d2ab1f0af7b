import { escapeHtml } from '../../http/html.js';
import { z } from 'zod';
import { contactSchema, listQuerySchema, okSchema, pagedSchema } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { ok, paged } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { PostRow, PostsService } from './posts.service.js';
import { limited } from '../../http/rate-limit.js';

const postSchema = z.object({
  _id: z.string(),
  authorId: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  content: z.string(),
  status: z.string(),
  ordering: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const present = (p: PostRow) => ({
  _id: p.id,
  authorId: p.authorId,
  type: p.type,
  title: p.title,
  slug: p.slug,
  shortDescription: p.shortDescription,
  content: p.content,
  status: p.status,
  ordering: p.ordering,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const inputSchema = z.object({
  type: z.string().trim().min(1).max(30).default('page'),
  title: z.string().trim().min(1).max(200),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'slug: letters, digits and dashes'),
  shortDescription: z.string().max(500).default(''),
  content: z.string().max(100_000).default(''),
  status: z.enum(['draft', 'published']).default('draft'),
  ordering: z.number().int().default(0),
});

/** Site pages (terms, privacy…) and the contact form. */
export const postsRoutes: Routes<{
  posts: PostsService;
  mailer: Mailer;
  users: UsersRepository;
  captcha: CaptchaService;
}> = async (app, { posts, mailer, users, captcha }) => {
  // Registered before /posts/:id, so the search is never shadowed (contract 3.22).
  app.get(
    '/posts/search',
    {
      schema: {
        tags: ['posts'],
        querystring: listQuerySchema.extend({ type: z.string().max(30).default('post') }),
        response: { 200: okSchema(pagedSchema(postSchema)) },
      },
    },
    async (request) => {
      const { type, ...query } = request.query;
      const { rows, total } = await posts.search(type || 'post', query);
      return paged(rows.map(present), total);
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: okSchema(postSchema) },
      },
    },
    async (request) => ok(present(await posts.find(request.params.id))),
  );

  app.post(
    '/admin/posts',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], body: inputSchema, response: { 200: okSchema(postSchema) } },
    },
    async (request) => ok(present(await posts.create(currentUser(request).id, request.body))),
  );

  app.put(
    '/admin/posts/:id',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
        body: inputSchema.partial(),
        response: { 200: okSchema(postSchema) },
      },
    },
    async (request) => ok(present(await posts.update(request.params.id, request.body))),
  );

  app.post(
    '/contact',
    {
      config: limited('contact'),
      schema: {
        tags: ['posts'],
        summary: 'The contact form: mails every operator',
        body: contactSchema,
        response: { 200: okSchema(z.object({ success: z.literal(true) })) },
      },
    },
    async (request) => {
      await captcha.assert(request.body.captchaToken, request.ip);
      const { name, email, message } = request.body;
      for (const admin of await users.findAdmins()) {
        if (!admin.email) continue;
        await mailer.send({
          to: admin.email,
          subject: `Contact form: ${name}`,
          text: `From ${name} <${email}>\n\n${message}`,
          html: `<p>From ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
        });
      }
      return ok({ success: true as const });
    },
  );
};
