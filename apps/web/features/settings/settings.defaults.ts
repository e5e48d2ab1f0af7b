import { SETTINGS, type PublicSettings, type SettingKey } from '@fanlane/shared';

/** Public settings with every key present, falling back to the shared defaults. */
export function defaultPublicSettings(): PublicSettings {
  const entries = (Object.keys(SETTINGS) as SettingKey[])
    .filter((key) => SETTINGS[key].public)
    .map((key) => [key, structuredClone(SETTINGS[key].default)] as const);
  return Object.fromEntries(entries) as PublicSettings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges GET /settings/public over the defaults, keeping a default wherever the answer has a
 * missing key or a value of the wrong kind, so a partial answer never breaks a page.
 */
export function normalizePublicSettings(raw: unknown): PublicSettings {
  const settings = defaultPublicSettings() as Record<string, unknown>;
  if (!isRecord(raw)) return settings as PublicSettings;
  for (const [key, value] of Object.entries(raw)) {
    const fallback = settings[key];
    if (value === null || value === undefined) continue;
    if (key === 'menus') {
      if (Array.isArray(value)) settings.menus = value.filter(isRecord);
      continue;
    }
    if (fallback === undefined || typeof fallback === typeof value) settings[key] = value;
  }
  return settings as PublicSettings;
}
