import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const audited = (action: string, targetId: string) => auditEntries(t, action, targetId);
const missing = MISSING_ID;

describe('admin creator categories', () => {
  it('are for admins only (catalog permission)', async () => {
    const body = { name: 'Guarded', slug: 'guarded' };
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/performer-categories/search' }, ['admin']);
    await expectStaffOnly(t, s, { method: 'POST', url: '/admin/performer-categories', payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'PUT', url: `/admin/performer-categories/${missing}`, payload: body }, [
      'admin',
    ]);
    await expectStaffOnly(t, s, { method: 'DELETE', url: `/admin/performer-categories/${missing}` }, ['admin']);
  });

  it('refuses bad input and a taken slug, writing nothing', async () => {
    const bad = await t.inject('POST', '/admin/performer-categories', s.admin.token, { name: '', slug: 'Not a slug' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(/name: required|slug: lowercase/);
    const first = await t.inject('POST', '/admin/performer-categories', s.admin.token, {
      name: 'Cooking',
      slug: 'cooking',
    });
    expect(first.statusCode).toBe(200);
    const again = await t.inject('POST', '/admin/performer-categories', s.admin.token, {
      name: 'Other',
      slug: 'Cooking',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(CATALOG_MESSAGES.slugTaken);
    const list = (await t.inject('GET', '/admin/performer-categories/search?q=cooking', s.admin.token)).json().data;
    expect(list.total).toBe(1);
    expect(
      (await t.inject('PUT', `/admin/performer-categories/${missing}`, s.admin.token, { name: 'X', slug: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await t.inject('DELETE', `/admin/performer-categories/${missing}`, s.admin.token)).statusCode).toBe(404);
  });

  it('creates, deactivates and deletes a category, audited, and the public list follows', async () => {
    const created = await t.inject('POST', '/admin/performer-categories', s.admin.token, {
      name: 'Fitness',
      slug: 'fitness',
      description: 'Workouts',
      ordering: 3,
    });
    expect(created.statusCode).toBe(200);
    const category = created.json().data;
    expect(category).toMatchObject({ name: 'Fitness', slug: 'fitness', ordering: 3, status: 'active' });
    expect(await audited('category.create', category._id)).toHaveLength(1);
    const publicSlugs = async () =>
      (await t.inject('GET', '/performer-categories?limit=100')).json().data.data.map((c: { slug: string }) => c.slug);
    expect(await publicSlugs()).toContain('fitness');

    const updated = await t.inject('PUT', `/admin/performer-categories/${category._id}`, s.admin.token, {
      name: 'Fitness',
      slug: 'fitness',
      status: 'inactive',
    });
    expect(updated.json().data).toMatchObject({ status: 'inactive', ordering: 0, description: '' });
    const [entry] = await audited('category.update', category._id);
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(await publicSlugs()).not.toContain('fitness');
    const all = (await t.inject('GET', '/admin/performer-categories/search?q=fitness', s.admin.token)).json().data;
    expect(all.data[0]).toMatchObject({ _id: category._id, status: 'inactive' });

    expect(
      (await t.inject('DELETE', `/admin/performer-categories/${category._id}`, s.admin.token)).json().data,
    ).toEqual({
      deleted: true,
    });
    expect(await audited('category.delete', category._id)).toHaveLength(1);
    expect(
      (await t.inject('GET', '/admin/performer-categories/search?q=fitness', s.admin.token)).json().data.total,
    ).toBe(0);
  });
});

describe('admin site promos', () => {
  it('are for admins only (catalog permission)', async () => {
    const body = { title: 'Guarded' };
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/site-promos/search' }, ['admin']);
    await expectStaffOnly(t, s, { method: 'POST', url: '/admin/site-promos', payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'PUT', url: `/admin/site-promos/${missing}`, payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'DELETE', url: `/admin/site-promos/${missing}` }, ['admin']);
  });

  it('refuses bad input', async () => {
    const res = await t.inject('POST', '/admin/site-promos', s.admin.token, {
      title: 'Ok',
      link: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/link: an http\(s\) address/);
    const pos = await t.inject('POST', '/admin/site-promos', s.admin.token, { title: 'Ok', position: 'diagonal' });
    expect(pos.statusCode).toBe(400);
    expect((await t.inject('GET', '/admin/site-promos/search?q=Ok', s.admin.token)).json().data.total).toBe(0);
  });

  it('creates, updates and deletes a promo, audited, and the public list follows', async () => {
    const created = await t.inject('POST', '/admin/site-promos', s.admin.token, {
      title: 'Winter sale',
      link: '/tokens',
      position: 'bottom',
    });
    expect(created.statusCode).toBe(200);
    const promo = created.json().data;
    expect(promo).toMatchObject({
      title: 'Winter sale',
      link: '/tokens',
      position: 'bottom',
      status: 'active',
      photo: null,
    });
    expect(await audited('promo.create', promo._id)).toHaveLength(1);
    const publicIds = async () =>
      (await t.inject('GET', '/site-promo/search?limit=100')).json().data.data.map((p: { _id: string }) => p._id);
    expect(await publicIds()).toContain(promo._id);

    const updated = await t.inject('PUT', `/admin/site-promos/${promo._id}`, s.admin.token, {
      title: 'Winter sale',
      link: 'https://example.test/sale',
      position: 'bottom',
      status: 'inactive',
    });
    expect(updated.json().data).toMatchObject({ status: 'inactive', link: 'https://example.test/sale' });
    const [entry] = await audited('promo.update', promo._id);
    expect(entry).toMatchObject({ before: { status: 'active', link: '/tokens' }, after: { status: 'inactive' } });
    expect(await publicIds()).not.toContain(promo._id);
    const inactive = (await t.inject('GET', '/admin/site-promos/search?status=inactive', s.admin.token)).json().data;
    expect(inactive.data.map((p: { _id: string }) => p._id)).toContain(promo._id);

    expect((await t.inject('DELETE', `/admin/site-promos/${promo._id}`, s.admin.token)).statusCode).toBe(200);
    expect(await audited('promo.delete', promo._id)).toHaveLength(1);
    expect((await t.inject('GET', '/admin/site-promos/search', s.admin.token)).json().data.data).toEqual([]);
  });
});
