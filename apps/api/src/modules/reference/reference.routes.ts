import { z } from 'zod';
import {
  USER_ADDITIONAL,
  countrySchema,
  languageSchema,
  okSchema,
  phoneCodeSchema,
  userAdditionalSchema,
} from '@fanlane/shared';
import { createJsonCache } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { ReferenceService } from './reference.service.js';

const countryParam = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code') });
const ONE_DAY = 'public, max-age=86400';

export const referenceRoutes: Routes<{ reference: ReferenceService }> = async (app, { reference }) => {
  const sendCached = createJsonCache();

  /** Fixed reference data: browsers keep it a day, and its JSON is written once per version of it. */
  function cached<S extends z.ZodType>(path: string, schema: S, read: () => z.output<S> & object) {
    // The answer is typed loosely here: `sendCached` checks it against the same schema.
    const response = { 200: okSchema(schema) as z.ZodType };
    app.get(path, { schema: { tags: ['reference'], response } }, async (_req, reply) => {
      reply.header('cache-control', ONE_DAY);
      return sendCached(reply, read(), schema);
    });
  }

  cached('/countries/list', z.array(countrySchema), () => reference.countries());

  const { get } = routes(app, ['reference']);

  get('/states/:country', { params: countryParam, response: z.array(z.string()) }, async (request, reply) => {
    if (!reference.isCountryCode(request.params.country)) throw notFound('Country not found');
    reply.header('cache-control', ONE_DAY);
    return reference.states(request.params.country);
  });

  get(
    '/cities/:country/:state',
    { params: countryParam.extend({ state: z.string().min(1).max(100) }), response: z.array(z.string()) },
    async (request, reply) => {
      if (!reference.isCountryCode(request.params.country)) throw notFound('Country not found');
      reply.header('cache-control', ONE_DAY);
      return reference.cities(request.params.country, request.params.state);
    },
  );

  cached('/languages/list', z.array(languageSchema), () => reference.languages());
  cached('/phone-codes/list', z.array(phoneCodeSchema), () => reference.phoneCodes());
  cached('/user-additional', userAdditionalSchema, () => USER_ADDITIONAL);

  app.get(
    '/flags/:file',
    {
      schema: {
        tags: ['reference'],
        summary: 'Flag image, e.g. /flags/us.svg',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const match = /^([a-z]{2})\.svg$/.exec(request.params.file);
      const svg = match?.[1] ? await reference.flag(match[1]) : null;
      if (!svg) throw notFound('Flag not found');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(svg);
    },
  );
};
