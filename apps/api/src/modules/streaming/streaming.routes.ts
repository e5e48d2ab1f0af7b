import { z } from 'zod';
import {
  agoraTokenInputSchema,
  conversationSchema,
  okSchema,
  privateStreamSchema,
  streamChargeAnswerSchema,
  streamLiveInputSchema,
  streamSchema,
  streamSearchQuerySchema,
  streamSessionSchema,
  streamSetDurationInputSchema,
  streamUpdateInputSchema,
  tokenTransactionSchema,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { StreamingService } from './streaming.service.js';

const tags = ['streaming'];

/** Public live streams (contract 3.18) and their paid entry (3.20 `POST /wallet/charges/stream/{id}`). */
export const streamingRoutes: Routes<{ streaming: StreamingService; geo: GeoService }> = async (
  app,
  { streaming, geo },
) => {
  const creator = { onRequest: requireRole('performer') };
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);

  const { get, post, put } = routes(app, tags);

  post(
    '/streaming/live',
    {
      ...creator,
      summary: "Starts a live session on the creator's stream (new sessionId); answers the stream and its chat",
      body: streamLiveInputSchema,
      response: z.object({ stream: privateStreamSchema, conversation: conversationSchema }),
    },
    async (request) => streaming.goLive(currentUser(request), request.body),
  );

  put(
    '/streaming/live/:id',
    {
      onRequest: requireRole('performer', 'admin'),
      summary: 'Edits a stream (its creator): title, description, free or paid, price',
      params: idParam,
      body: streamUpdateInputSchema,
      response: privateStreamSchema,
    },
    async (request) => streaming.updateById(currentUser(request), request.params.id, request.body),
  );

  put(
    '/streaming/update',
    {
      ...creator,
      summary: "Edits the caller's own stream (same as PUT /streaming/live/{id})",
      body: streamUpdateInputSchema,
      response: privateStreamSchema,
    },
    async (request) => streaming.updateCurrent(currentUser(request), request.body),
  );

  put(
    '/streaming/set-duration',
    {
      onRequest: requireAuth,
      summary: "Reports the session's length in seconds (its creator); the larger value is kept",
      body: streamSetDurationInputSchema,
      response: z.object({ updated: z.literal(true) }),
    },
    async (request) => streaming.setDuration(currentUser(request), request.body.streamId, request.body.duration),
  );

  get(
    '/streaming/join/:performerId',
    {
      onRequest: requireAuth,
      summary: "Joins a creator's live: 404 no stream, 422 offline, 403 without a subscription",
      params: z.object({ performerId: z.string().min(1).max(120) }),
      response: streamSessionSchema,
    },
    async (request) => streaming.join(currentUser(request), request.params.performerId, viewer(request)),
  );

  post(
    '/streaming/agora/token',
    {
      onRequest: requireAuth,
      summary: 'An Agora RTC token (string) for the channel = stream sessionId; 400 when Agora is not configured',
      body: agoraTokenInputSchema,
      response: z.string(),
    },
    async (request) => streaming.agoraToken(currentUser(request), request.body.channelName),
  );

  get(
    '/streaming/user/search',
    {
      summary: 'Live streams now (isStreaming=1), with performerInfo, isSubscribed and conversationId',
      querystring: streamSearchQuerySchema,
      response: streamSchema,
      paged: true,
    },
    async (request) => streaming.search(viewer(request), request.query),
  );

  app.post(
    '/wallet/charges/stream/:id',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['wallet', ...tags],
        summary: 'Buys entry to the current session of a paid stream ({success: true} when it is free)',
        params: idParam,
        response: { 200: okSchema(z.union([streamChargeAnswerSchema, tokenTransactionSchema])) },
      },
    },
    async (request) => ok(await streaming.buy({ ...viewer(request), id: currentUser(request).id }, request.params.id)),
  );
};
