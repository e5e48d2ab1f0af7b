import { z } from 'zod';
import {
  agoraTokenInputSchema,
  conversationSchema,
  okSchema,
  pagedSchema,
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
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { StreamingService } from './streaming.service.js';

const tags = ['streaming'];
const idParam = z.object({ id: z.string().min(1).max(120) });

/** Public live streams (contract 3.18) and their paid entry (3.20 `POST /wallet/charges/stream/{id}`). */
export const streamingRoutes: Routes<{ streaming: StreamingService; geo: GeoService }> = async (
  app,
  { streaming, geo },
) => {
  const creator = { onRequest: requireRole('performer') };
  const viewer = (request: FastifyRequest) => viewerOf(request, geo);

  app.post(
    '/streaming/live',
    {
      ...creator,
      schema: {
        tags,
        summary: "Starts a live session on the creator's stream (new sessionId); answers the stream and its chat",
        body: streamLiveInputSchema,
        response: { 200: okSchema(z.object({ stream: privateStreamSchema, conversation: conversationSchema })) },
      },
    },
    async (request) => ok(await streaming.goLive(currentUser(request), request.body)),
  );

  app.put(
    '/streaming/live/:id',
    {
      onRequest: requireRole('performer', 'admin'),
      schema: {
        tags,
        summary: 'Edits a stream (its creator): title, description, free or paid, price',
        params: idParam,
        body: streamUpdateInputSchema,
        response: { 200: okSchema(privateStreamSchema) },
      },
    },
    async (request) => ok(await streaming.updateById(currentUser(request), request.params.id, request.body)),
  );

  app.put(
    '/streaming/update',
    {
      ...creator,
      schema: {
        tags,
        summary: "Edits the caller's own stream (same as PUT /streaming/live/{id})",
        body: streamUpdateInputSchema,
        response: { 200: okSchema(privateStreamSchema) },
      },
    },
    async (request) => ok(await streaming.updateCurrent(currentUser(request), request.body)),
  );

  app.put(
    '/streaming/set-duration',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Reports the session's length in seconds (its creator); the larger value is kept",
        body: streamSetDurationInputSchema,
        response: { 200: okSchema(z.object({ updated: z.literal(true) })) },
      },
    },
    async (request) =>
      ok(await streaming.setDuration(currentUser(request), request.body.streamId, request.body.duration)),
  );

  app.get(
    '/streaming/join/:performerId',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Joins a creator's live: 404 no stream, 422 offline, 403 without a subscription",
        params: z.object({ performerId: z.string().min(1).max(120) }),
        response: { 200: okSchema(streamSessionSchema) },
      },
    },
    async (request) => ok(await streaming.join(currentUser(request), request.params.performerId, viewer(request))),
  );

  app.post(
    '/streaming/agora/token',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'An Agora RTC token (string) for the channel = stream sessionId; 400 when Agora is not configured',
        body: agoraTokenInputSchema,
        response: { 200: okSchema(z.string()) },
      },
    },
    async (request) => ok(await streaming.agoraToken(currentUser(request), request.body.channelName)),
  );

  app.get(
    '/streaming/user/search',
    {
      schema: {
        tags,
        summary: 'Live streams now (isStreaming=1), with performerInfo, isSubscribed and conversationId',
        querystring: streamSearchQuerySchema,
        response: { 200: okSchema(pagedSchema(streamSchema)) },
      },
    },
    async (request) => ok(await streaming.search(viewer(request), request.query)),
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
