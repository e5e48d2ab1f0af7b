import { z } from 'zod';
import { okSchema } from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AdminService } from './admin.service.js';

const objectId = z.string().regex(/^[0-9a-f]{24}$/);

/** Operator routes (not in the spec's client): every setting, the site-wide country block, creator flags. */
export const adminRoutes: Routes<{ admin: AdminService; settings: SettingsService; geo: GeoService }> = async (
  app,
  { admin, geo },
) => {
  const allSettings = okSchema(z.record(z.string(), z.unknown()));
  const settingsGuard = { preHandler: requireStaff('settings') };

  app.get(
    '/admin/settings',
    {
      ...settingsGuard,
      schema: {
        tags: ['admin'],
        summary: 'Every setting; secrets answer { set } only (write-only)',
        response: { 200: allSettings },
      },
    },
    async () => ok(await admin.settingsView()),
  );

  app.put(
    '/admin/settings',
    {
      ...settingsGuard,
      schema: {
        tags: ['admin'],
        summary: 'Change settings (wire units: money as decimals); audited',
        body: z.record(z.string(), z.unknown()),
        response: { 200: allSettings },
      },
    },
    async (request) => ok(await admin.updateSettings(actorOf(request), request.body)),
  );

  const codes = okSchema(z.object({ countryCodes: z.array(z.string()) }));
  app.get(
    '/admin/block/countries',
    { ...settingsGuard, schema: { tags: ['admin'], response: { 200: codes } } },
    async () => ok({ countryCodes: await geo.listBlocked() }),
  );

  app.put(
    '/admin/block/countries',
    {
      ...settingsGuard,
      schema: {
        tags: ['admin'],
        summary: 'Replace the site-wide country block; audited',
        body: z.object({ countryCodes: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(300) }),
        response: { 200: codes },
      },
    },
    async (request) =>
      ok({ countryCodes: await admin.setBlockedCountries(actorOf(request), request.body.countryCodes) }),
  );

  const { put } = routes(app, ['admin']);

  put(
    '/admin/performers/:id',
    {
      preHandler: requireStaff('users'),
      summary: "Verify a creator's documents, feature, suspend or reactivate them, override commission; audited",
      params: z.object({ id: objectId }),
      body: z.object({
        verifiedDocument: z.boolean().optional(),
        isFeatured: z.boolean().optional(),
        status: z.enum(['active', 'inactive']).optional(),
        commission: z.number().min(0).max(1).nullable().optional(),
      }),
      response: z.object({ updated: z.literal(true) }),
    },
    async (request) => {
      await admin.updatePerformer(actorOf(request), request.params.id, request.body);
      return { updated: true as const };
    },
  );
};
