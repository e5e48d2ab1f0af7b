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

  app.get(
    '/countries/list',
    { schema: { tags: ['reference'], response: { 200: okSchema(z.array(countrySchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', ONE_DAY);
      return sendCached(reply, reference.countries(), z.array(countrySchema));
    },
  );

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

  app.get(
    '/languages/list',
    { schema: { tags: ['reference'], response: { 200: okSchema(z.array(languageSchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', ONE_DAY);
      return sendCached(reply, reference.languages(), z.array(languageSchema));
    },
  );

  app.get(
    '/phone-codes/list',
    { schema: { tags: ['reference'], response: { 200: okSchema(z.array(phoneCodeSchema)) } } },
    async (_req, reply) => {
      reply.header('cache-control', ONE_DAY);
      return sendCached(reply, reference.phoneCodes(), z.array(phoneCodeSchema));
    },
  );

  app.get(
    '/user-additional',
    { schema: { tags: ['reference'], response: { 200: okSchema(userAdditionalSchema) } } },
    async (_req, reply) => {
      reply.header('cache-control', ONE_DAY);
      return sendCached(reply, USER_ADDITIONAL, userAdditionalSchema);
    },
  );

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
