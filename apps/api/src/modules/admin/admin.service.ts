import { SECRET_SETTING_KEYS } from '@fanlane/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ReferenceService } from '../reference/reference.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface PerformerChange {
  verifiedDocument?: boolean;
  isFeatured?: boolean;
  status?: 'active' | 'inactive';
  commission?: number | null;
}

/** Site settings, the site-wide country block and creator flags, each change in the audit log. */
/**
 * Secrets become `{ set }`; those a change writes also say `replaced`, so the audit log records the
 * change without the value.
 */
function masked(values: Record<string, unknown>, written: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...values };
  for (const key of SECRET_SETTING_KEYS)
    out[key] = { set: Boolean(values[key]), ...(key in written && { replaced: true }) };
  return out;
}

export function createAdminService(deps: {
  settings: SettingsService;
  geo: GeoService;
  reference: ReferenceService;
  users: UsersRepository;
  audit: AuditService;
}) {
  const { settings, geo, reference, users, audit } = deps;
  return {
    /** Every setting, secrets shown only as set or not set (they are written, never read back). */
    async settingsView() {
      return masked(await settings.getAll());
    },

    async updateSettings(actor: AuditActor, values: Record<string, unknown>) {
      const before = masked(await settings.getAll());
      await settings.update(values);
      const after = masked(await settings.getAll(), values);
      const diff = changes(
        Object.fromEntries(Object.keys(values).map((k) => [k, (before as Record<string, unknown>)[k]])),
        Object.fromEntries(Object.keys(values).map((k) => [k, (after as Record<string, unknown>)[k]])),
      );
      if (Object.keys(diff.after).length)
        await audit.record(actor, { action: 'settings.update', targetType: 'settings', targetId: null, ...diff });
      return masked(await settings.getAll());
    },

    async setBlockedCountries(actor: AuditActor, codes: string[]) {
      const unknown = codes.filter((c) => !reference.isCountryCode(c));
      if (unknown.length) throw badRequest(`Unknown country codes: ${unknown.join(', ')}`);
      const before = await geo.listBlocked();
      await geo.setBlocked(codes);
      const after = await geo.listBlocked();
      await audit.record(actor, {
        action: 'settings.block-countries',
        targetType: 'settings',
        before: { countryCodes: before },
        after: { countryCodes: after },
      });
      return after;
    },

    async updatePerformer(actor: AuditActor, id: string, change: PerformerChange) {
      const user = await users.findById(id);
      const profile = user?.role === 'performer' ? await users.profile(id) : null;
      if (!user || !profile) throw notFound();
      const { status, commission, ...flags } = change;
      const stored = commission === undefined ? {} : { commission: commission === null ? null : String(commission) };
      await users.update(user.id, status ? { status } : {}, { ...flags, ...stored });
      const view = (s: string, p: { verifiedDocument: boolean; isFeatured: boolean; commission: string | null }) => ({
        status: s,
        verifiedDocument: p.verifiedDocument,
        isFeatured: p.isFeatured,
        commission: p.commission === null ? null : Number(p.commission),
      });
      const diff = changes(
        view(user.status, profile),
        view(status ?? user.status, { ...profile, ...flags, ...stored } as typeof profile),
      );
      await audit.record(actor, { action: 'performer.update', targetType: 'user', targetId: id, ...diff });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
