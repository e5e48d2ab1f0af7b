import { cache } from 'react';
import type { PublicSettings } from '@fanlane/shared';
import { describeForLog } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';
import { defaultPublicSettings, normalizePublicSettings } from './settings.defaults';

export type SettingsResult = { ok: true; settings: PublicSettings } | { ok: false; reason: string };

/**
 * GET /settings/public, once per request (React cache) and never from a cache across requests:
 * the maintenance flag must be current on every render.
 */
export const loadPublicSettings = cache(async (): Promise<SettingsResult> => {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const raw = await api.get<unknown>('/settings/public', { token: null });
    return { ok: true, settings: normalizePublicSettings(raw) };
  } catch (error) {
    const reason = describeForLog(error);
    console.error(`[web] GET /settings/public failed: ${reason}`);
    return { ok: false, reason };
  }
});

/** The public settings, or their defaults when the API cannot give them (a page still renders). */
export async function publicSettingsOrDefaults(): Promise<PublicSettings> {
  const result = await loadPublicSettings();
  return result.ok ? result.settings : defaultPublicSettings();
}
