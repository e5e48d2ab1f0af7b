import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../admin/admin-testing.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.inject(method, url, s.admin.token, body);

/** Each CRUD route of a list refuses visitors, fans, creators and staff without `catalog`. */
async function guarded(base: string, body: object) {
  await expectStaffOnly(t, s, { method: 'GET', url: `${base}/search` }, ['admin']);
  await expectStaffOnly(t, s, { method: 'POST', url: base, payload: body }, ['admin']);
  await expectStaffOnly(t, s, { method: 'PUT', url: `${base}/${MISSING_ID}`, payload: body }, ['admin']);
  await expectStaffOnly(t, s, { method: 'DELETE', url: `${base}/${MISSING_ID}` }, ['admin']);
}

describe('admin site pages', () => {
  const page = { title: 'About us', slug: 'about', content: 'Who we are.\n\nWhat we do.', status: 'published' };

  it('are for admins only (catalog permission)', () => guarded('/admin/posts', page));

  it('refuse bad input and a taken slug', async () => {
    expect((await as('POST', '/admin/posts', { ...page, slug: 'no spaces' })).statusCode).toBe(400);
    expect((await as('POST', '/admin/posts', { ...page, title: '' })).statusCode).toBe(400);
    expect((await as('POST', '/admin/posts', { ...page, slug: 'taken' })).statusCode).toBe(200);
    expect((await as('POST', '/admin/posts', { ...page, slug: 'taken' })).statusCode).toBe(422);
    expect((await as('PUT', `/admin/posts/${MISSING_ID}`, page)).statusCode).toBe(404);
    expect((await as('DELETE', `/admin/posts/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('creates a page the site shows at its slug; a draft is hidden; deleted; audited', async () => {
    const created = (await as('POST', '/admin/posts', page)).json().data;
    expect(created).toMatchObject({ slug: 'about', status: 'published', type: 'page' });
    expect(await auditEntries(t, 'page.create', created._id)).toHaveLength(1);
    expect((await t.inject('GET', '/posts/about')).json().data.title).toBe('About us');

    const draft = await as('PUT', `/admin/posts/${created._id}`, { ...page, status: 'draft' });
    expect(draft.json().data.status).toBe('draft');
    expect(await auditEntries(t, 'page.update', created._id)).toMatchObject([
      { before: { status: 'published' }, after: { status: 'draft' } },
    ]);
    expect((await t.inject('GET', '/posts/about')).statusCode).toBe(404);
    const drafts = (await as('GET', '/admin/posts/search?status=draft&q=about')).json().data;
    expect(drafts.data.map((p: { _id: string }) => p._id)).toEqual([created._id]);

    expect((await as('DELETE', `/admin/posts/${created._id}`)).statusCode).toBe(200);
    expect(await auditEntries(t, 'page.delete', created._id)).toHaveLength(1);
    const left = (await as('GET', '/admin/posts/search?q=about')).json().data.data;
    expect(left.map((p: { _id: string }) => p._id)).not.toContain(created._id);
  });
});

describe('admin menus', () => {
  const menu = { title: 'Blog', path: '/page/blog', section: 'header', ordering: 5 };
  const publicMenus = async () =>
    (await t.inject('GET', '/settings/public')).json().data.menus as { title: string; section: string }[];

  it('are for admins only (catalog permission)', () => guarded('/menus/admin', menu));

  it('refuse bad input', async () => {
    const external = await as('POST', '/menus/admin', { ...menu, path: 'javascript:alert(1)', internal: false });
    expect(external.statusCode).toBe(400);
    expect(JSON.stringify(external.json().message)).toMatch(/path: a path starting with \//);
    expect((await as('POST', '/menus/admin', { ...menu, section: 'sidebar' })).statusCode).toBe(400);
    expect((await as('PUT', `/menus/admin/${MISSING_ID}`, menu)).statusCode).toBe(404);
    expect((await as('DELETE', `/menus/admin/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('lists the default entries with ids; an entry added shows in the site header, edited, deleted; audited', async () => {
    const defaults = (await as('GET', '/menus/admin/search?section=footer')).json().data;
    expect(defaults.data.map((m: { title: string }) => m.title)).toEqual(['Terms of service', 'Privacy', 'Contact']);
    expect(defaults.data.every((m: { _id: string }) => /^[0-9a-f]{24}$/.test(m._id))).toBe(true);

    const created = (await as('POST', '/menus/admin', menu)).json().data;
    expect(created).toMatchObject({ ...menu, internal: true, isNewTab: false });
    expect(await auditEntries(t, 'menu.create', created._id)).toHaveLength(1);
    expect(await publicMenus()).toContainEqual(expect.objectContaining({ title: 'Blog', section: 'header' }));

    const moved = await as('PUT', `/menus/admin/${created._id}`, { ...menu, section: 'footer' });
    expect(moved.json().data.section).toBe('footer');
    expect(await auditEntries(t, 'menu.update', created._id)).toMatchObject([
      { before: { section: 'header' }, after: { section: 'footer' } },
    ]);
    expect(await publicMenus()).toContainEqual(expect.objectContaining({ title: 'Blog', section: 'footer' }));

    expect((await as('DELETE', `/menus/admin/${created._id}`)).statusCode).toBe(200);
    expect(await auditEntries(t, 'menu.delete', created._id)).toHaveLength(1);
    expect((await publicMenus()).map((m) => m.title)).not.toContain('Blog');
    expect((await as('GET', '/menus/admin/search')).json().data.total).toBe(5);
  });
});
