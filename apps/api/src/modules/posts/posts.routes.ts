import { escapeHtml } from '../../http/html.js';
import { z } from 'zod';
import { contactSchema, listQuerySchema, sitePageSchema } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { presentPost, type PostsService } from './posts.service.js';
import { limited } from '../../http/rate-limit.js';

/** Site pages (terms, privacy…) and the contact form. */
export const postsRoutes: Routes<{
  posts: PostsService;
  mailer: Mailer;
  users: UsersRepository;
  captcha: CaptchaService;
}> = async (app, { posts, mailer, users, captcha }) => {
  // Registered before /posts/:id, so the search is never shadowed (contract 3.22).
  const { get, post } = routes(app, ['posts']);

  get(
    '/posts/search',
    {
      querystring: listQuerySchema.extend({ type: z.string().max(30).default('post') }),
      response: sitePageSchema,
      paged: true,
    },
    async (request) => {
      const { type, ...query } = request.query;
      const { rows, total } = await posts.search(type || 'post', query);
      return { data: rows.map(presentPost), total };
    },
  );

  get(
    '/posts/:id',
    { params: z.object({ id: z.string().min(1).max(100) }), response: sitePageSchema },
    async (request) => presentPost(await posts.find(request.params.id)),
  );

  post(
    '/contact',
    {
      config: limited('contact'),
      summary: 'The contact form: mails every operator',
      body: contactSchema,
      response: z.object({ success: z.literal(true) }),
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
      return { success: true as const };
    },
  );
};
