import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@fanlane/shared';
import { refusal, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/** Issue #19: operators can require two-factor sign-in of every staff account. */
let t: TestApp;
withTestApp((app) => (t = app));

describe('requireTwoFactorForStaff', () => {
  it('keeps staff without a second factor out of staff routes until they turn it on', async () => {
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const moderator = await t.services.testing.createUserWithSession({ role: 'moderator' });
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/admin/audit-logs', admin.token)).statusCode).toBe(200);

    await t.services.settings.update({ requireTwoFactorForStaff: true });
    const refused = await t.inject('GET', '/admin/audit-logs', admin.token);
    expect(refusal(refused)).toEqual([403, SECURITY_MESSAGES.staffTwoFactorRequired]);
    expect(refused.json().twoFactorSetupRequired).toBe(true);
    expect((await t.inject('GET', '/admin/users/search', moderator.token)).statusCode).toBe(403);
    // Not staff: the same 403 as before, without the flag; anonymous still 401.
    const notStaff = await t.inject('GET', '/admin/audit-logs', fan.token);
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json().twoFactorSetupRequired).toBeUndefined();
    expect((await t.inject('GET', '/admin/audit-logs')).statusCode).toBe(401);

    // The account's own security routes stay open, so the admin can turn it on.
    const setup = (await t.inject('POST', '/auth/2fa/setup', admin.token)).json().data;
    const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
    expect((await t.inject('POST', '/auth/2fa/enable', admin.token, { code })).statusCode).toBe(200);
    expect((await t.inject('GET', '/admin/audit-logs', admin.token)).statusCode).toBe(200);

    await t.services.settings.update({ requireTwoFactorForStaff: false });
    expect((await t.inject('GET', '/admin/users/search', moderator.token)).statusCode).toBe(200);
  });
});
