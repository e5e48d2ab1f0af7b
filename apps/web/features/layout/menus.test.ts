import type { MenuItem } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { hasMenuTo, menusFor, withoutShown } from './menus';

const menu = (title: string, path: string, section: MenuItem['section'], ordering: number): MenuItem => ({
  title,
  path,
  section,
  ordering,
  internal: !path.startsWith('http'),
  isNewTab: false,
});

const menus = [
  menu('Sign in', '/auth/login', 'header', 2),
  menu('Explore', '/', 'header', 1),
  menu('Terms', '/page/terms', 'footer', 1),
  menu('Blog', 'https://blog.example.com', 'header', 3),
  menu('', '/empty', 'header', 0),
];

describe('menusFor', () => {
  it('keeps one section, in configured order, skipping blank entries', () => {
    expect(menusFor(menus, 'header', { loggedIn: false }).map((m) => m.title)).toEqual(['Explore', 'Sign in', 'Blog']);
    expect(menusFor(menus, 'footer', { loggedIn: false }).map((m) => m.title)).toEqual(['Terms']);
  });

  it('hides sign-in entries from someone signed in', () => {
    expect(menusFor(menus, 'header', { loggedIn: true }).map((m) => m.title)).toEqual(['Explore', 'Blog']);
  });

  it('does not reorder the input', () => {
    const copy = [...menus];
    menusFor(menus, 'header', { loggedIn: false });
    expect(menus).toEqual(copy);
  });

  it('hasMenuTo finds an internal entry by path', () => {
    expect(hasMenuTo(menus, '/auth/login')).toBe(true);
    expect(hasMenuTo(menus, '/auth/register')).toBe(false);
  });
});

describe('withoutShown', () => {
  it('drops header menus the side navigation already shows, by path or by title', () => {
    const header = menusFor(menus, 'header', { loggedIn: true });
    expect(withoutShown(header, [{ href: '/creators', label: 'Explore' }]).map((m) => m.title)).toEqual(['Blog']);
    expect(withoutShown(header, [{ href: '/', label: 'Home' }]).map((m) => m.title)).toEqual(['Blog']);
    expect(withoutShown(header, []).map((m) => m.title)).toEqual(['Explore', 'Blog']);
  });
});
