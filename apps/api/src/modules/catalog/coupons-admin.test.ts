import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@fanlane/shared';
import { coupons } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));

describe('admin coupons', () => {
  it('are for admins only (catalog permission)', async () => {
    const body = { code: 'GUARD10', value: 0.1 };
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/coupons/search' }, ['admin']);
    await expectStaffOnly(t, s, { method: 'POST', url: '/admin/coupons', payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'PUT', url: `/admin/coupons/${MISSING_ID}`, payload: body }, ['admin']);
    await expectStaffOnly(t, s, { method: 'DELETE', url: `/admin/coupons/${MISSING_ID}` }, ['admin']);
  });

  it('refuses bad input and a taken code, writing nothing', async () => {
    const bad = await t.inject('POST', '/admin/coupons', s.admin.token, {
      code: 'a b',
      value: 1.5,
      expiredDate: 'tomorrow',
      maxUses: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(
      /code: 3 to 40|value: at most 1|expiredDate|maxUses: at least 1/,
    );
    expect(await t.services.database.db.$count(coupons)).toBe(0);
    expect((await t.inject('POST', '/admin/coupons', s.admin.token, { code: 'TAKEN', value: 0.2 })).statusCode).toBe(
      200,
    );
    const again = await t.inject('POST', '/admin/coupons', s.admin.token, { code: 'TAKEN', value: 0.3 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(CATALOG_MESSAGES.couponCodeTaken);
    expect(
      (await t.inject('PUT', `/admin/coupons/${MISSING_ID}`, s.admin.token, { code: 'X12', value: 0.1 })).statusCode,
    ).toBe(404);
    expect((await t.inject('DELETE', `/admin/coupons/${MISSING_ID}`, s.admin.token)).statusCode).toBe(404);
  });

  it('creates a coupon a fan then applies; deactivated, fans can no longer; audited', async () => {
    const welcome = { code: 'WELCOME25', value: 0.25, expiredDate: '2099-12-31', maxUses: 100 };
    const created = await t.inject('POST', '/admin/coupons', s.admin.token, welcome);
    expect(created.statusCode).toBe(200);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({
      ...welcome,
      numberOfUses: 0,
      status: 'active',
    });
    expect(await auditEntries(t, 'coupon.create', coupon._id)).toHaveLength(1);
    const listed = (await t.inject('GET', '/admin/coupons/search?q=welcome', s.admin.token)).json().data;
    expect(listed.data.map((c: { code: string }) => c.code)).toEqual(['WELCOME25']);

    const applied = await t.inject('POST', '/coupons/WELCOME25/apply-coupon', s.fan.token, {});
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ code: 'WELCOME25', value: 0.25 });

    const off = await t.inject('PUT', `/admin/coupons/${coupon._id}`, s.admin.token, {
      code: 'WELCOME25',
      value: 0.25,
      status: 'inactive',
    });
    expect(off.json().data).toMatchObject({ status: 'inactive', expiredDate: null, maxUses: null });
    const [entry] = await auditEntries(t, 'coupon.deactivate', coupon._id);
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect((await t.inject('POST', '/coupons/WELCOME25/apply-coupon', s.fan.token, {})).statusCode).toBe(404);
    const inactive = (await t.inject('GET', '/admin/coupons/search?status=inactive', s.admin.token)).json().data;
    expect(inactive.total).toBe(1);
  });

  it('deletes an unused coupon but only deactivates a used one', async () => {
    const unused = (await t.inject('POST', '/admin/coupons', s.admin.token, { code: 'UNUSED', value: 0.1 })).json()
      .data;
    expect((await t.inject('DELETE', `/admin/coupons/${unused._id}`, s.admin.token)).statusCode).toBe(200);
    expect(await auditEntries(t, 'coupon.delete', unused._id)).toHaveLength(1);
    const used = (await t.inject('POST', '/admin/coupons', s.admin.token, { code: 'USED', value: 0.1 })).json().data;
    await t.services.database.db.update(coupons).set({ numberOfUses: 1 });
    const refused = await t.inject('DELETE', `/admin/coupons/${used._id}`, s.admin.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CATALOG_MESSAGES.couponUsed);
  });
});
