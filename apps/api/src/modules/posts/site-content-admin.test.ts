import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';
import { createMenusAdminService } from './site-content-admin.js';

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

  it('keeps every change made at once: concurrent adds, an edit and a delete all land (the setting is changed under a row lock)', async () => {
    const before = (await as('GET', '/menus/admin/search?limit=100')).json().data.total as number;
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as('POST', '/menus/admin', { ...menu, title: `Concurrent ${i}`, ordering: i }),
      ),
    );
    expect(added.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = added.map((r) => r.json().data._id as string);
    const [edited, removed, more] = await Promise.all([
      as('PUT', `/menus/admin/${ids[0]}`, { ...menu, title: 'Edited meanwhile' }),
      as('DELETE', `/menus/admin/${ids[1]}`),
      as('POST', '/menus/admin', { ...menu, title: 'Added meanwhile' }),
    ]);
    expect([edited.statusCode, removed.statusCode, more.statusCode]).toEqual([200, 200, 200]);
    const titles = (await as('GET', '/menus/admin/search?limit=100'))
      .json()
      .data.data.map((m: { title: string }) => m.title);
    expect(titles).toHaveLength(before + 8);
    expect(titles).toEqual(expect.arrayContaining(['Edited meanwhile', 'Added meanwhile', 'Concurrent 7']));
    expect(titles).not.toContain('Concurrent 1');
    expect(titles).not.toContain('Concurrent 0');
    expect(await publicMenus()).toContainEqual(expect.objectContaining({ title: 'Added meanwhile' }));
    for (const id of [ids[0], ids.slice(2), more.json().data._id].flat())
      expect((await as('DELETE', `/menus/admin/${id}`)).statusCode).toBe(200);
  });

  it('loses no change when two operators save at the same moment (the service called in parallel, no request in between)', async () => {
    const menus = createMenusAdminService({ settings: t.services.settings, audit: t.services.audit });
    const actor = { id: s.admin.user.id, role: 'admin', ip: null };
    await menus.search({ limit: 1, offset: 0 } as never);
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => menus.create(actor, { ...menu, title: `Parallel ${i}` } as never)),
    );
    const titles = (await menus.search({ limit: 100, offset: 0 } as never)).data.map((m) => m.title);
    expect(titles.filter((title) => title.startsWith('Parallel')).sort()).toEqual(made.map((m) => m.title).sort());
    await Promise.all(made.map((m) => menus.remove(actor, m._id)));
    expect(
      (await menus.search({ limit: 100, offset: 0 } as never)).data.some((m) => m.title.startsWith('Parallel')),
    ).toBe(false);
  });
});
