import { z } from 'zod';
import { okSchema } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Routes } from '../../http/types.js';
import { requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersRepository } from '../users/users.repository.js';

/** Operator routes (not in the spec's client): every setting, and the site-wide country block. */
export const adminRoutes: Routes<{
  settings: SettingsService;
  geo: GeoService;
  reference: ReferenceService;
  users: UsersRepository;
}> = async (app, { settings, geo, reference, users }) => {
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

  app.put(
    '/admin/performers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Verify a creator's documents, feature, suspend or reactivate them",
        params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
        body: z.object({
          verifiedDocument: z.boolean().optional(),
          isFeatured: z.boolean().optional(),
          status: z.enum(['active', 'inactive']).optional(),
          commission: z.number().min(0).max(1).nullable().optional(),
        }),
        response: { 200: okSchema(z.object({ updated: z.literal(true) })) },
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user || user.role !== 'performer') throw notFound();
      const { status, commission, ...profile } = request.body;
      await users.update(user.id, status ? { status } : {}, {
        ...profile,
        ...(commission !== undefined ? { commission: commission === null ? null : String(commission) } : {}),
      });
      return ok({ updated: true as const });
    },
  );
};
