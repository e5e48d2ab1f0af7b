import { describe, expect, it } from 'vitest';
import { sitePromos } from '../../db/schema/index.js';
import { lastMailTo, local, multipart, testImage, type TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const image = async (field: string, fields: Record<string, string> = {}) =>
  multipart(fields, { [field]: { filename: 'logo.png', body: await testImage(400, 120) } });
const guard = async (url: string, field: string, allowed: ('admin' | 'finance')[]) => {
  const form = await image(field);
  await expectStaffOnly(t, s, { method: 'POST', url, payload: form.payload, headers: form.headers }, allowed);
};

describe('admin branding pictures', () => {
  it('are for admins only (settings permission)', async () => {
    await guard('/admin/settings/files/logoUrl', 'file', ['admin']);
  });

  it('refuse a key that is no picture, a missing file and a file that is no image', async () => {
    expect(
      (await t.inject('POST', '/admin/settings/files/siteName', s.admin.token, await image('file'))).statusCode,
    ).toBe(400);
    const missing = await t.inject('POST', '/admin/settings/files/logoUrl', s.admin.token, multipart({ other: 'x' }));
    expect(missing.statusCode).toBe(400);
    const text = multipart({}, { file: { filename: 'logo.png', body: Buffer.from('not an image') } });
    expect((await t.inject('POST', '/admin/settings/files/logoUrl', s.admin.token, text)).statusCode).toBe(415);
    expect(await t.services.settings.get('logoUrl')).toBe('');
  });

  it('store the logo publicly, set it in the public settings, audited', async () => {
    const res = await t.inject('POST', '/admin/settings/files/logoUrl', s.admin.token, await image('file'));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^https?:\/\/.+\.(webp|png|jpg)$/);
    expect((await t.inject('GET', '/settings/public')).json().data.logoUrl).toBe(url);
    expect((await t.inject('GET', local(url))).statusCode).toBe(200);
    const logs = (await t.inject('GET', '/admin/audit-logs?action=settings.update', s.admin.token)).json().data.data;
    expect(logs[0]).toMatchObject({ before: { logoUrl: '' }, after: { logoUrl: url } });
  });
});

describe('admin promo upload (POST /admin/banner)', () => {
  it('is for admins only (catalog permission)', async () => {
    await guard('/admin/banner', 'banner', ['admin']);
  });

  it('refuses a missing picture and bad fields, writing nothing', async () => {
    const noFile = await t.inject('POST', '/admin/banner', s.admin.token, multipart({ title: 'No picture' }));
    expect(noFile.statusCode).toBe(400);
    const bad = await t.inject('POST', '/admin/banner', s.admin.token, await image('banner', { title: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/title: required/);
    expect(await t.services.database.db.$count(sitePromos)).toBe(0);
  });

  it('creates the promo with its picture; it appears in GET /site-promo/search with the image URL; audited', async () => {
    const form = await image('banner', { title: 'Summer', link: '/tokens', position: 'bottom' });
    const res = await t.inject('POST', '/admin/banner', s.admin.token, form);
    expect(res.statusCode, res.body).toBe(200);
    const promo = res.json().data;
    expect(promo).toMatchObject({ title: 'Summer', link: '/tokens', position: 'bottom', status: 'active' });
    expect(promo.photo.url).toMatch(/^https?:\/\//);
    const listed = (await t.inject('GET', '/site-promo/search?position=bottom')).json().data.data;
    expect(listed.find((p: { _id: string }) => p._id === promo._id)?.photo.url).toBe(promo.photo.url);
    expect((await t.inject('GET', local(promo.photo.url))).statusCode).toBe(200);
    expect(await auditEntries(t, 'promo.create', promo._id)).toHaveLength(1);
  });
});

describe('admin test mail', () => {
  it('is for admins only (settings permission)', async () => {
    await expectStaffOnly(t, s, { method: 'POST', url: '/admin/mail/test', payload: {} }, ['admin']);
  });

  it('refuses a bad address', async () => {
    expect((await t.inject('POST', '/admin/mail/test', s.admin.token, { to: 'nobody' })).statusCode).toBe(400);
  });

  it('sends a test mail (into the local outbox here), audited', async () => {
    const res = await t.inject('POST', '/admin/mail/test', s.admin.token, { to: 'ops@example.test' });
    expect(res.json().data).toEqual({ to: 'ops@example.test', outbox: true });
    expect(await lastMailTo(t.services, 'ops@example.test', 'Test mail')).not.toBeNull();
    const logs = (await t.inject('GET', '/admin/audit-logs?action=mail.test', s.admin.token)).json().data.data;
    expect(logs[0]).toMatchObject({ action: 'mail.test', after: { to: 'ops@example.test' } });
  });
});
