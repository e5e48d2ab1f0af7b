import { z } from 'zod';
import {
  MESSAGE_PAGE_SIZE,
  conversationCreateSchema,
  conversationQuerySchema,
  conversationSchema,
  fileViewSchema,
  messageQuerySchema,
  messageReactionInputSchema,
  messageReactionSchema,
  messageSchema,
  messageSendSchema,
  okSchema,
  pagedSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { MessagingService } from './messaging.service.js';
import { limited } from '../../http/rate-limit.js';

const tags = ['messaging'];
const idParam = z.object({ id: z.string().min(1).max(120) });
/** The messenger asks for 25 first (spec section 9) when it sends no limit. */
const pageQuery = messageQuerySchema.extend({
  limit: z.preprocess((v) => (v === undefined || v === '' ? MESSAGE_PAGE_SIZE : v), messageQuerySchema.shape.limit),
});

/** Conversations and messages (contract 3.17). */
export const messagingRoutes: Routes<{
  messaging: MessagingService;
  media: MediaService;
  geo: GeoService;
  tmpDir: string;
}> = async (app, { messaging, media, geo, tmpDir }) => {
  const auth = { onRequest: requireAuth };
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);

  app.get(
    '/conversations',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's conversations, latest activity first (keyword searches the other member)",
        querystring: conversationQuerySchema,
        response: { 200: okSchema(pagedSchema(conversationSchema)) },
      },
    },
    async (request) => ok(await messaging.list(currentUser(request), request.query, viewer(request))),
  );

  app.get(
    '/conversations/search',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Same as GET /conversations, for the messenger search box',
        querystring: conversationQuerySchema,
        response: { 200: okSchema(pagedSchema(conversationSchema)) },
      },
    },
    async (request) =>
      ok(
        await messaging.list(
          currentUser(request),
          { ...request.query, keyword: request.query.keyword ?? request.query.q },
          viewer(request),
        ),
      ),
  );

  app.post(
    '/conversations',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Opens (or reuses) the private conversation with a creator or fan',
        body: conversationCreateSchema,
        response: { 200: okSchema(conversationSchema) },
      },
    },
    async (request) => ok(await messaging.open(currentUser(request), request.body, viewer(request))),
  );

  app.get(
    '/conversations/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One conversation (members only)',
        params: idParam,
        response: { 200: okSchema(conversationSchema) },
      },
    },
    async (request) => ok(await messaging.get(currentUser(request), request.params.id, viewer(request))),
  );

  app.get(
    '/messages/conversations/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Messages of a conversation, newest first (members only; 25 by default)',
        params: idParam,
        querystring: pageQuery,
        response: { 200: okSchema(pagedSchema(messageSchema)) },
      },
    },
    async (request) => ok(await messaging.messages(currentUser(request), request.params.id, request.query)),
  );

  app.post(
    '/messages/conversations/:id',
    {
      ...auth,
      config: limited('message', 'messageAccount'),
      schema: {
        tags,
        summary: 'Sends a message: text and/or uploaded files; creators may set a price on media',
        params: idParam,
        body: messageSendSchema,
        response: { 200: okSchema(messageSchema) },
      },
    },
    async (request) => ok(await messaging.send(currentUser(request), request.params.id, request.body, viewer(request))),
  );

  app.delete(
    '/messages/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Deletes a message (sender or admin)',
        params: idParam,
        response: { 200: okSchema(messageSchema) },
      },
    },
    async (request) => ok(await messaging.remove(currentUser(request), request.params.id)),
  );

  app.post(
    '/messages/:id/reactions',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Toggles a reaction on a message; answers its reactions',
        params: idParam,
        body: messageReactionInputSchema,
        response: {
          200: okSchema(
            z.object({ _id: z.string(), conversationId: z.string(), reactions: z.array(messageReactionSchema) }),
          ),
        },
      },
    },
    async (request) => ok(await messaging.react(currentUser(request), request.params.id, request.body.emoji)),
  );

  app.get(
    '/messages/total-unread-messages',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Conversations with unread messages',
        response: { 200: okSchema(z.object({ total: z.number() })) },
      },
    },
    async (request) => ok({ total: await messaging.unreadTotal(currentUser(request).id) }),
  );

  app.post(
    '/messages/read-all/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Marks a conversation read',
        params: idParam,
        response: { 200: okSchema(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => ok(await messaging.readAll(currentUser(request), request.params.id)),
  );

  app.get(
    '/messages/:id/file/:fileId/status',
    {
      ...auth,
      schema: {
        tags,
        summary: "A message file's processing status (members only)",
        params: z.object({ id: z.string().max(120), fileId: z.string().max(64) }),
        response: { 200: okSchema(fileViewSchema) },
      },
    },
    async (request) => ok(await messaging.fileStatus(currentUser(request), request.params.id, request.params.fileId)),
  );

  const uploads = [
    {
      url: '/messages/public/file/photo',
      kind: 'photo' as const,
      summary: 'Uploads a photo for a message (field `file`)',
    },
    {
      url: '/messages/private/file/video',
      kind: 'video' as const,
      summary: 'Uploads a video for a message (field `file`)',
    },
    {
      url: '/messages/private/file',
      kind: null,
      summary: 'Uploads a photo, video or audio for a message (field `file`, `?kind=`)',
    },
  ];
  for (const upload of uploads) {
    app.post(
      upload.url,
      {
        ...auth,
        schema: {
          tags,
          summary: upload.summary,
          querystring: z.object({ kind: z.enum(['photo', 'video', 'audio']).optional() }),
          response: { 200: okSchema(fileViewSchema.extend({ success: z.literal(true) })) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const kind = upload.kind ?? request.query.kind ?? 'photo';
        const body = await readMultipart(request, { file: await media.limitOf(kind) }, tmpDir);
        try {
          const file = body.files.get('file');
          if (!file) throw badRequest('Attach the file in the "file" field');
          const row = await media.upload(user.id, file, kind, 'message');
          return ok({ success: true as const, ...(await media.view(row, { canView: true, viewerId: user.id })) });
        } finally {
          await body.cleanup();
        }
      },
    );
  }
};
