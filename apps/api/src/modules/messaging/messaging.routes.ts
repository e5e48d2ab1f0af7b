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
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { MessagingService } from './messaging.service.js';
import { limited } from '../../http/rate-limit.js';

const tags = ['messaging'];
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

  const { get, post, del } = routes(app, tags);

  get(
    '/conversations',
    {
      ...auth,
      summary: "The caller's conversations, latest activity first (keyword searches the other member)",
      querystring: conversationQuerySchema,
      response: conversationSchema,
      paged: true,
    },
    async (request) => messaging.list(currentUser(request), request.query, viewer(request)),
  );

  get(
    '/conversations/search',
    {
      ...auth,
      summary: 'Same as GET /conversations, for the messenger search box',
      querystring: conversationQuerySchema,
      response: conversationSchema,
      paged: true,
    },
    async (request) =>
      messaging.list(
        currentUser(request),
        { ...request.query, keyword: request.query.keyword ?? request.query.q },
        viewer(request),
      ),
  );

  post(
    '/conversations',
    {
      ...auth,
      summary: 'Opens (or reuses) the private conversation with a creator or fan',
      body: conversationCreateSchema,
      response: conversationSchema,
    },
    async (request) => messaging.open(currentUser(request), request.body, viewer(request)),
  );

  get(
    '/conversations/:id',
    { ...auth, summary: 'One conversation (members only)', params: idParam, response: conversationSchema },
    async (request) => messaging.get(currentUser(request), request.params.id, viewer(request)),
  );

  get(
    '/messages/conversations/:id',
    {
      ...auth,
      summary: 'Messages of a conversation, newest first (members only; 25 by default)',
      params: idParam,
      querystring: pageQuery,
      response: messageSchema,
      paged: true,
    },
    async (request) => messaging.messages(currentUser(request), request.params.id, request.query),
  );

  post(
    '/messages/conversations/:id',
    {
      ...auth,
      config: limited('message', 'messageAccount'),
      summary: 'Sends a message: text and/or uploaded files; creators may set a price on media',
      params: idParam,
      body: messageSendSchema,
      response: messageSchema,
    },
    async (request) => messaging.send(currentUser(request), request.params.id, request.body, viewer(request)),
  );

  del(
    '/messages/:id',
    { ...auth, summary: 'Deletes a message (sender or admin)', params: idParam, response: messageSchema },
    async (request) => messaging.remove(currentUser(request), request.params.id),
  );

  post(
    '/messages/:id/reactions',
    {
      ...auth,
      summary: 'Toggles a reaction on a message; answers its reactions',
      params: idParam,
      body: messageReactionInputSchema,
      response: z.object({ _id: z.string(), conversationId: z.string(), reactions: z.array(messageReactionSchema) }),
    },
    async (request) => messaging.react(currentUser(request), request.params.id, request.body.emoji),
  );

  get(
    '/messages/total-unread-messages',
    { ...auth, summary: 'Conversations with unread messages', response: z.object({ total: z.number() }) },
    async (request) => ({ total: await messaging.unreadTotal(currentUser(request).id) }),
  );

  post(
    '/messages/read-all/:id',
    { ...auth, summary: 'Marks a conversation read', params: idParam, response: z.object({ ok: z.literal(true) }) },
    async (request) => messaging.readAll(currentUser(request), request.params.id),
  );

  get(
    '/messages/:id/file/:fileId/status',
    {
      ...auth,
      summary: "A message file's processing status (members only)",
      params: z.object({ id: z.string().max(120), fileId: z.string().max(64) }),
      response: fileViewSchema,
    },
    async (request) => messaging.fileStatus(currentUser(request), request.params.id, request.params.fileId),
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
    const { post } = routes(app, tags);

    post(
      upload.url,
      {
        ...auth,
        summary: upload.summary,
        querystring: z.object({ kind: z.enum(['photo', 'video', 'audio']).optional() }),
        response: fileViewSchema.extend({ success: z.literal(true) }),
      },
      async (request) => {
        const user = currentUser(request);
        const kind = upload.kind ?? request.query.kind ?? 'photo';
        const body = await readMultipart(request, { file: await media.limitOf(kind) }, tmpDir);
        try {
          const file = body.files.get('file');
          if (!file) throw badRequest('Attach the file in the "file" field');
          const row = await media.upload(user.id, file, kind, 'message');
          return { success: true as const, ...(await media.view(row, { canView: true, viewerId: user.id })) };
        } finally {
          await body.cleanup();
        }
      },
    );
  }
};
