import { PUBLIC_SETTING_KEYS, SETTINGS } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { defaultPublicSettings, normalizePublicSettings } from './settings.defaults';
import { settingText } from './setting-text';

describe('public settings', () => {
  it('defaults hold every public key and no private one', () => {
    const defaults = defaultPublicSettings();
    expect(Object.keys(defaults).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(defaults).not.toHaveProperty('performerCommission');
    expect(defaults.siteName).toBe(SETTINGS.siteName.default);
  });

  it('takes the answer over the defaults, keeping defaults for missing or mistyped keys', () => {
    const settings = normalizePublicSettings({
      siteName: 'Lane',
      maintenanceMode: 'yes',
      minimumTipPrice: 12.5,
      menus: [{ title: 'A', path: '/a', internal: true, section: 'header', ordering: 1, isNewTab: false }, 'junk'],
      extraKey: 'kept',
    });
    expect(settings.siteName).toBe('Lane');
    expect(settings.maintenanceMode).toBe(false);
    expect(settings.minimumTipPrice).toBe(12.5);
    expect(settings.menus).toHaveLength(1);
    expect(settingText(settings, 'extraKey')).toBe('kept');
    expect(settings.favicon).toBe('');
  });

  it('survives a missing answer', () => {
    expect(normalizePublicSettings(null)).toEqual(defaultPublicSettings());
  });
});
