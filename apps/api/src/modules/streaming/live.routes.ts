import { z } from 'zod';
import { streamIngestSchema } from '@fanlane/shared';
import { limited } from '../../http/rate-limit.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { HlsLinks } from './hls-links.js';
import type { LiveIngest } from './live-ingest.service.js';

const tags = ['streaming'];

/** The self-hosted transport (docs/streaming.md): the creator's RTMP details, and HLS for viewers. */
export const liveRoutes: Routes<{ live: LiveIngest; hls: HlsLinks }> = async (app, { live, hls }) => {
  const creator = { onRequest: requireRole('performer') };

  const { get, post } = routes(app, tags);

  get(
    '/streaming/ingest',
    {
      ...creator,
      summary: "Where the creator's OBS publishes: the RTMP address and their stream key (422 when off)",
      response: streamIngestSchema,
    },
    async (request) => live.ingestOf(currentUser(request).id),
  );

  post(
    '/streaming/ingest/reset',
    {
      ...creator,
      config: limited('streamKey'),
      summary: 'A new stream key; the old one is refused from now on and its publish is disconnected',
      response: streamIngestSchema,
    },
    async (request) => live.resetKey(currentUser(request).id),
  );

  app.get(
    '/streaming/hls/:dir/:file',
    {
      schema: {
        tags,
        summary: 'HLS playlist or segment of a live video, through the signed address join answered (403 otherwise)',
        params: z.object({ dir: z.string().max(64), file: z.string().max(64) }),
        querystring: z.object({
          v: z.string().max(64).default(''),
          exp: z.coerce.number().default(0),
          sig: z.string().max(100).default(''),
        }),
      },
    },
    async (request, reply) => {
      const opened = await hls.open(request.params.dir, request.params.file, request.query);
      if (opened.kind === 'playlist')
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .header('cache-control', 'no-cache, no-store')
          .send(opened.body);
      return reply
        .header('content-type', 'video/mp2t')
        .header('cache-control', 'private, max-age=60')
        .header('content-length', opened.size)
        .send(opened.body);
    },
  );
};
