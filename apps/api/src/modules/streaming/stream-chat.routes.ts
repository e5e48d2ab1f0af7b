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
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { StreamChatService } from './stream-chat.service.js';
import { limited } from '../../http/rate-limit.js';

const tags = ['streaming', 'messaging'];
const idParam = z.object({ id: z.string().min(1).max(120) });
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

  app.post(
    '/messages/stream/:id',
    {
      onRequest: requireAuth,
      config: limited('streamChat', 'messageAccount'),
      schema: {
        tags,
        summary: "Says something in a stream's chat (its creator, or a fan allowed in the live)",
        params: idParam,
        body: streamMessageInputSchema,
        response: { 200: okSchema(streamMessageSchema) },
      },
    },
    async (request) =>
      ok(await chat.send(currentUser(request), request.params.id, request.body, viewerOf(request, geo))),
  );

  app.delete(
    '/messages/stream/:id/remove-all-message',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Empties a stream's chat (its creator or an admin); the room gets clear_all_messages_<id>",
        params: idParam,
        response: { 200: okSchema(z.object({ success: z.literal(true) })) },
      },
    },
    async (request) => ok(await chat.removeAll(currentUser(request), request.params.id)),
  );

  app.get(
    '/conversations/stream/performer/:performerId',
    {
      schema: {
        tags,
        summary: "A creator's stream_public conversation (public)",
        params: z.object({ performerId: z.string().min(1).max(120) }),
        response: { 200: okSchema(conversationSchema) },
      },
    },
    async (request) => ok(await chat.byPerformer(request.params.performerId)),
  );

  app.get(
    '/conversations/stream/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'The conversation of a stream (path id = the stream)',
        params: idParam,
        response: { 200: okSchema(conversationSchema) },
      },
    },
    async (request) => ok(await chat.byStream(request.params.id)),
  );

  app.put(
    '/conversations/stream/:id/update',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Renames a stream's conversation (its creator); the room gets change-stream-info",
        params: idParam,
        body: streamConversationUpdateSchema,
        response: { 200: okSchema(conversationSchema) },
      },
    },
    async (request) => ok(await chat.rename(currentUser(request), request.params.id, request.body.name)),
  );
};
