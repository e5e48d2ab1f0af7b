import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const base = '/admin/package/token';
const save = (body: object, id?: string) =>
  t.inject(id ? 'PUT' : 'POST', id ? `${base}/${id}` : base, s.admin.token, body);
const publicNames = async () =>
  (await t.inject('GET', '/package/token/search?limit=100')).json().data.data.map((p: { name: string }) => p.name);

describe('admin token packages', () => {
  it('are for admins only (catalog permission)', async () => {
    const body = { name: 'Guarded', price: 5, tokens: 5 };
    await expectStaffOnly(t, s, { method: 'GET', url: `${base}/search` }, ['admin']);
    await expectStaffOnly(t, s, { method: 'POST', url: base, payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'PUT', url: `${base}/${MISSING_ID}`, payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'DELETE', url: `${base}/${MISSING_ID}` }, ['admin']);
  });

  it('refuses bad input, writing nothing', async () => {
    const bad = await save({ name: '', price: -1, tokens: 1.001 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(/name: required|price: more than 0|tokens: at most 2 decimals/);
    expect((await t.inject('GET', `${base}/search`, s.admin.token)).json().data.total).toBe(0);
    expect((await save({ name: 'X', price: 1, tokens: 1 }, MISSING_ID)).statusCode).toBe(404);
    expect((await t.inject('DELETE', `${base}/${MISSING_ID}`, s.admin.token)).statusCode).toBe(404);
  });

  it('creates a package fans see and buy; deactivated, they no longer see it; deleted; audited', async () => {
    const created = await save({ name: 'Starter pack', price: 9.99, tokens: 12, ordering: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const pack = created.json().data;
    expect(pack).toMatchObject({ name: 'Starter pack', price: 9.99, tokens: 12, status: 'active', isActive: true });
    expect(await auditEntries(t, 'token-package.create', pack._id)).toHaveLength(1);
    expect(await publicNames()).toContain('Starter pack');

    const fan = await t.services.testing.fanWithCard();
    const bought = await t.inject('POST', '/payment/wallet/top-up', fan.token, { packageId: pack._id });
    expect(bought.json().data).toMatchObject({ status: 'success', totalPrice: 9.99 });
    expect(await t.services.testing.balance(fan.token)).toBe(12);

    const off = await save({ name: 'Starter pack', price: 9.99, tokens: 12, status: 'inactive' }, pack._id);
    expect(off.json().data).toMatchObject({ status: 'inactive', ordering: 0 });
    const [entry] = await auditEntries(t, 'token-package.update', pack._id);
    expect(entry).toMatchObject({ before: { status: 'active', isActive: true }, after: { status: 'inactive' } });
    expect(await publicNames()).not.toContain('Starter pack');
    const inactive = (await t.inject('GET', `${base}/search?status=inactive`, s.admin.token)).json().data;
    expect(inactive.data.map((p: { _id: string }) => p._id)).toEqual([pack._id]);

    expect((await t.inject('DELETE', `${base}/${pack._id}`, s.admin.token)).statusCode).toBe(200);
    expect(await auditEntries(t, 'token-package.delete', pack._id)).toHaveLength(1);
    expect((await t.inject('GET', `${base}/search`, s.admin.token)).json().data.total).toBe(0);
  });
});
