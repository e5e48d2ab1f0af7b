import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';
import { THEME_STORAGE_KEY, THEMES, type ThemeName } from '@fanlane/shared';

export const DEFAULT_THEME: ThemeName = 'light';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Mantine's localStorage manager under the key `theme`, narrowed to light and dark: anything else
 * stored (such as "auto") reads as light, because the system setting is ignored (spec section 9).
 */
export function themeStorageManager(): MantineColorSchemeManager {
  const manager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
  return {
    ...manager,
    get: (defaultValue) => {
      const value = manager.get(defaultValue);
      return isThemeName(value) ? value : DEFAULT_THEME;
    },
    set: (value) => manager.set(isThemeName(value) ? value : DEFAULT_THEME),
  };
}

/**
 * Runs in <head> before the first paint, so a reload in dark theme never flashes light. It does
 * what Mantine's ColorSchemeScript does, minus the "auto" (system preference) branch.
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return (
    `try{var t=window.localStorage.getItem(${key});` +
    `document.documentElement.setAttribute("data-mantine-color-scheme",t==="dark"?"dark":"light")}` +
    `catch(e){document.documentElement.setAttribute("data-mantine-color-scheme","light")}`
  );
}
