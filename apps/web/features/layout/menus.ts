import type { MenuItem } from '@fanlane/shared';
import { LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';

const SIGNED_OUT_ONLY = new Set([LOGIN_PATH, REGISTER_PATH]);

/**
 * Menu entries of one section (settings.menus), in their configured order. Sign-in and sign-up
 * entries are dropped for someone already signed in.
 */
export function menusFor(
  menus: readonly MenuItem[],
  section: MenuItem['section'],
  options: { loggedIn: boolean },
): MenuItem[] {
  return menus
    .filter((menu) => menu.section === section && menu.title.trim() !== '' && menu.path.trim() !== '')
    .filter((menu) => !(options.loggedIn && menu.internal && SIGNED_OUT_ONLY.has(menu.path)))
    .slice()
    .sort((a, b) => a.ordering - b.ordering);
}

export function hasMenuTo(menus: readonly MenuItem[], path: string): boolean {
  return menus.some((menu) => menu.internal && menu.path === path);
}

/**
 * Menus not already shown as a link of the side navigation (same path, or same title): the phone
 * menu lists the header menus under the navigation, and "Explore creators" appeared twice.
 */
export function withoutShown(
  menus: readonly MenuItem[],
  shown: readonly { href: string; label: string }[],
): MenuItem[] {
  const paths = new Set(shown.map((link) => link.href));
  const titles = new Set(shown.map((link) => link.label.trim().toLowerCase()));
  return menus.filter(
    (menu) => !(menu.internal && paths.has(menu.path)) && !titles.has(menu.title.trim().toLowerCase()),
  );
}
