import { z } from 'zod';
import {
  MESSAGE_PAGE_SIZE,
  conversationSchema,
  okSchema,
  pagedSchema,
  streamConversationUpdateSchema,
  streamMessageInputSchema,
  streamMessageQuerySchema,
  streamMessageSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { StreamChatService } from './stream-chat.service.js';
import { limited } from '../../http/rate-limit.js';

const tags = ['streaming', 'messaging'];
const pageQuery = streamMessageQuerySchema.extend({
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? MESSAGE_PAGE_SIZE : v),
    streamMessageQuerySchema.shape.limit,
  ),
});
const pagedMessages = okSchema(pagedSchema(streamMessageSchema));

/** Stream chat and stream conversations (contract 3.17 stream rows). */
export const streamChatRoutes: Routes<{ chat: StreamChatService; geo: GeoService }> = async (app, { chat, geo }) => {
  for (const url of ['/messages/conversations/public/:id', '/messages/stream/:id']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "A stream's chat, newest first, with senderInfo (public)",
          params: idParam,
          querystring: pageQuery,
          response: { 200: pagedMessages },
        },
      },
      async (request) => ok(await chat.list(request.params.id, request.query)),
    );
  }

  const { get, post, put, del } = routes(app, tags);

  post(
    '/messages/stream/:id',
    {
      onRequest: requireAuth,
      config: limited('streamChat', 'messageAccount'),
      summary: "Says something in a stream's chat (its creator, or a fan allowed in the live)",
      params: idParam,
      body: streamMessageInputSchema,
      response: streamMessageSchema,
    },
    async (request) => chat.send(currentUser(request), request.params.id, request.body, viewerOf(request, geo)),
  );

  del(
    '/messages/stream/:id/remove-all-message',
    {
      onRequest: requireAuth,
      summary: "Empties a stream's chat (its creator or an admin); the room gets clear_all_messages_<id>",
      params: idParam,
      response: z.object({ success: z.literal(true) }),
    },
    async (request) => chat.removeAll(currentUser(request), request.params.id),
  );

  get(
    '/conversations/stream/performer/:performerId',
    {
      summary: "A creator's stream_public conversation (public)",
      params: z.object({ performerId: z.string().min(1).max(120) }),
      response: conversationSchema,
    },
    async (request) => chat.byPerformer(request.params.performerId),
  );

  get(
    '/conversations/stream/:id',
    {
      onRequest: requireAuth,
      summary: 'The conversation of a stream (path id = the stream)',
      params: idParam,
      response: conversationSchema,
    },
    async (request) => chat.byStream(request.params.id),
  );

  put(
    '/conversations/stream/:id/update',
    {
      onRequest: requireAuth,
      summary: "Renames a stream's conversation (its creator); the room gets change-stream-info",
      params: idParam,
      body: streamConversationUpdateSchema,
      response: conversationSchema,
    },
    async (request) => chat.rename(currentUser(request), request.params.id, request.body.name),
  );
};
