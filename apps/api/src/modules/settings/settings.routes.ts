import { z } from 'zod';
import { okSchema, publicSettingsSchema, settingKeysBodySchema } from '@fanlane/shared';
import { createJsonCache, ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: Routes<{ settings: SettingsService }> = async (app, { settings }) => {
  const sendCached = createJsonCache();

  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Every public setting, the maintenance flag included',
        response: { 200: okSchema(publicSettingsSchema) },
      },
    },
    async (_request, reply) => sendCached(reply, await settings.getPublic(), publicSettingsSchema),
  );

  const { post } = routes(app, ['settings']);

  post(
    '/settings/keys',
    {
      summary: 'Values of the asked public keys; private and unknown keys are left out',
      body: settingKeysBodySchema,
      response: z.record(z.string(), z.unknown()),
    },
    async (request) => settings.getPublicKeys(request.body.keys),
  );

  const keyParams = z.object({ key: z.string().max(100) });
  const valueSchema = okSchema(z.object({ value: z.unknown() }));

  app.get(
    '/settings/keys/:key',
    { schema: { tags: ['settings'], params: keyParams, response: { 200: valueSchema } } },
    async (request) => {
      const values = await settings.getPublicKeys([request.params.key]);
      return ok({ value: Object.hasOwn(values, request.params.key) ? values[request.params.key] : null });
    },
  );

  app.get(
    '/settings/public/:key',
    { schema: { tags: ['settings'], params: keyParams, response: { 200: valueSchema } } },
    async (request) => {
      const values = await settings.getPublicKeys([request.params.key]);
      if (!Object.hasOwn(values, request.params.key)) throw notFound();
      return ok({ value: values[request.params.key] });
    },
  );
};
