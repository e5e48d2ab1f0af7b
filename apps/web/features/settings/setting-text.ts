import type { PublicSettings } from '@fanlane/shared';

/** A text setting that the shared schema does not name (homeTitle, userBenefit, ...). */
export function settingText(settings: PublicSettings, key: string): string {
  const value = (settings as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}
