import { z } from 'zod';
import { commentInputSchema, commentQuerySchema, commentSchema, commentUpdateSchema, okSchema } from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { CommentsService } from './comments.service.js';
import { limited } from '../../http/rate-limit.js';

const idParam = z.object({ id: z.string().max(64) });

/** Comments (contract 3.4); likes on comments go through /reactions with objectType 'comment'. */
export const commentsRoutes: Routes<{ comments: CommentsService; geo: GeoService; tmpDir: string }> = async (
  app,
  { comments, geo, tmpDir },
) => {
  const { get, post, del } = routes(app, ['comments']);

  post(
    '/comments',
    { onRequest: requireAuth, config: limited('comment'), body: commentInputSchema, response: commentSchema },
    async (request) => comments.create(currentUser(request).id, request.body, viewerOf(request, geo)),
  );

  get(
    '/comments',
    {
      summary: 'Comments on an object, newest first (anonymous callers too)',
      querystring: commentQuerySchema,
      response: commentSchema,
      paged: true,
    },
    async (request) => comments.list(request.query, viewerOf(request, geo)),
  );

  /** Edits arrive as JSON or multipart, through PUT or POST (contract 3.4). */
  const edit = async (request: FastifyRequest) => {
    const { id } = idParam.parse(request.params);
    let raw: unknown = request.body;
    if (request.isMultipart()) {
      const body = await readMultipart(request, {}, tmpDir);
      raw = body.fields;
    }
    const parsed = commentUpdateSchema.safeParse(raw ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid comment');
    return ok(await comments.update(currentUser(request).id, id, parsed.data.content));
  };
  const editSchema = {
    tags: ['comments'],
    summary: "Edits one's own comment (JSON or multipart)",
    params: idParam,
    response: { 200: okSchema(z.object({ updated: z.literal(true) })) },
  };
  const editing = { onRequest: requireAuth, config: limited('comment'), schema: editSchema };
  app.put('/comments/:id', editing, edit);
  app.post('/comments/:id', editing, edit);

  del(
    '/comments/:id',
    {
      onRequest: requireAuth,
      summary: 'Deletes a comment (author, owner of the content, or admin)',
      params: idParam,
      response: commentSchema,
    },
    async (request) => comments.remove(request.params.id, viewerOf(request, geo)),
  );
};
