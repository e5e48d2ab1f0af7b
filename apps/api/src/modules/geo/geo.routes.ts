import { z } from 'zod';
import { countryCheckSchema, okSchema, optionalBool } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import type { GeoService } from './geo.service.js';

export const geoRoutes: Routes<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/block/countries/check',
    {
      schema: {
        tags: ['settings'],
        summary: "Whether the visitor's country is blocked from the site",
        description:
          'The country comes from a trusted proxy header, else GeoIP. `x-client-ip` is honoured with `fromServerRequest=true` only from trusted proxies.',
        querystring: z.object({ fromServerRequest: optionalBool }),
        response: { 200: okSchema(countryCheckSchema) },
      },
    },
    async (request) =>
      ok(
        await geo.check({
          peer: request.socket.remoteAddress,
          ip: request.ip,
          headers: request.headers,
          fromServerRequest: request.query.fromServerRequest === true,
        }),
      ),
  );
};
