import { z } from 'zod';
import { okSchema } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import type { Routes } from '../../http/types.js';
import { requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** Operator routes (not in the spec's client): every setting, and the site-wide country block. */
export const adminRoutes: Routes<{ settings: SettingsService; geo: GeoService; reference: ReferenceService }> = async (
  app,
  { settings, geo, reference },
) => {
  app.addHook('preHandler', requireRole('admin'));
  const allSettings = okSchema(z.record(z.string(), z.unknown()));

  app.get('/admin/settings', { schema: { tags: ['admin'], response: { 200: allSettings } } }, async () =>
    ok(await settings.getAll()),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change settings (wire units: money as decimals)',
        body: z.record(z.string(), z.unknown()),
        response: { 200: allSettings },
      },
    },
    async (request) => {
      await settings.update(request.body);
      return ok(await settings.getAll());
    },
  );

  const codes = okSchema(z.object({ countryCodes: z.array(z.string()) }));
  app.get('/admin/block/countries', { schema: { tags: ['admin'], response: { 200: codes } } }, async () =>
    ok({ countryCodes: await geo.listBlocked() }),
  );

  app.put(
    '/admin/block/countries',
    {
      schema: {
        tags: ['admin'],
        body: z.object({ countryCodes: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(300) }),
        response: { 200: codes },
      },
    },
    async (request) => {
      const unknown = request.body.countryCodes.filter((c) => !reference.isCountryCode(c));
      if (unknown.length) throw badRequest(`Unknown country codes: ${unknown.join(', ')}`);
      await geo.setBlocked(request.body.countryCodes);
      return ok({ countryCodes: await geo.listBlocked() });
    },
  );
};
