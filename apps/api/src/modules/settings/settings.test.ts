import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_KEYS, SETTINGS } from '@fanlane/shared';
import { buildTestApp, type TestApp } from '../../test/index.js';
import { okJson } from '../../test/checks.js';
import { withTestApp } from '../../test/lifecycle.js';
import { settings as settingsTable } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
withTestApp((app) => (t = app));

describe('GET /settings/public', () => {
  it('answers every public key of spec section 3 with the defaults of section 9, no secrets', async () => {
    const body = okJson(await t.inject('GET', '/settings/public'));
    expect(body.status).toBe(0);
    for (const key of [
      'siteName',
      'logoUrl',
      'favicon',
      'gaCode',
      'requireEmailVerification',
      'maintenanceMode',
      'stripePublishableKey',
      'agoraAppId',
      'agoraEnable',
      'paymentGateway',
      'freeSubscriptionEnabled',
      'freeSubscriptionDuration',
      'minimumSubscriptionPrice',
      'maximumSubscriptionPrice',
      'minimumWalletPrice',
      'maximumWalletPrice',
      'minimumTipPrice',
      'maximumTipPrice',
      'minimumPayoutAmount',
      'darkmodeLogoUrl',
      'menus',
    ]) {
      expect(body.data, key).toHaveProperty(key);
    }
    expect(body.data).toMatchObject({
      requireEmailVerification: false,
      maintenanceMode: false,
      freeSubscriptionEnabled: true,
      freeSubscriptionDuration: 1,
      minimumSubscriptionPrice: 2.95,
      maximumSubscriptionPrice: 300,
      minimumWalletPrice: 2.95,
      maximumWalletPrice: 300,
      minimumTipPrice: 10,
      maximumTipPrice: 10000,
      minimumPayoutAmount: 50,
    });
    expect(Object.keys(body.data).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(body.data).not.toHaveProperty('performerCommission');
    expect(body.data).not.toHaveProperty('earningHoldDays');
  });

  it('stores money settings in minor units and shows decimals', async () => {
    const [row] = await t.services.database.db
      .select()
      .from(settingsTable)
      .where(eq(settingsTable.key, 'minimumWalletPrice'));
    expect(row?.value).toBe(295);
  });

  it('reflects an update at once in this process', async () => {
    await t.services.settings.update({ siteName: 'Starlight', maintenanceMode: true, minimumTipPrice: 12.5 });
    const body = (await t.inject('GET', '/settings/public')).json();
    expect(body.data).toMatchObject({ siteName: 'Starlight', maintenanceMode: true, minimumTipPrice: 12.5 });
    await t.services.settings.update({
      siteName: SETTINGS.siteName.default,
      maintenanceMode: false,
      minimumTipPrice: 10,
    });
  });
});

describe('POST /settings/keys', () => {
  it('answers the public keys asked for and leaves private and unknown keys out', async () => {
    const res = await t.inject('POST', '/settings/keys', null, {
      keys: ['siteName', 'googleLoginEnabled', 'performerCommission', 'nope'],
      extra: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { siteName: 'Fanlane', googleLoginEnabled: false } });
  });

  it('refuses a body without a keys array with a 400 and a message list', async () => {
    const res = await t.inject('POST', '/settings/keys', null, { keys: 'siteName' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['keys: Invalid input: expected array, received string'],
      code: 'VALIDATION',
    });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.inject('POST', '/settings/keys', null, '{"keys":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });
});

describe('GET /settings/keys/:key and /settings/public/:key', () => {
  it('answers a public value and null or 404 for a private one', async () => {
    expect((await t.inject('GET', '/settings/keys/siteName')).json()).toEqual({
      status: 0,
      data: { value: 'Fanlane' },
    });
    expect((await t.inject('GET', '/settings/keys/performerCommission')).json()).toEqual({
      status: 0,
      data: { value: null },
    });
    expect((await t.inject('GET', '/settings/public/maintenanceMode')).json()).toEqual({
      status: 0,
      data: { value: false },
    });
    const hidden = await t.inject('GET', '/settings/public/performerCommission');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ statusCode: 404, message: 'Entity is not found' });
  });
});

describe('admin settings', () => {
  it('needs a token (401), the admin role (403), and valid values (400)', async () => {
    expect((await t.inject('PUT', '/admin/settings', null, { siteName: 'x' })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession({ role: 'user' });
    const asFan = await t.inject('PUT', '/admin/settings', null, { siteName: 'x' }, { authorization: fan.token });
    expect(asFan.statusCode).toBe(403);
    expect(asFan.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });

    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const bad = await t.inject(
      'PUT',
      '/admin/settings',
      null,
      { maintenanceMode: 'yes', nope: 1, siteName: 'Kept?' },
      { authorization: admin.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['maintenanceMode: must be a boolean', 'nope: unknown setting']);
    // Nothing was written: a bad input loses nothing and changes nothing.
    expect((await t.inject('GET', '/settings/public')).json().data.siteName).toBe('Fanlane');
  });

  it('lets an admin change settings, private ones included', async () => {
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const res = await t.inject(
      'PUT',
      '/admin/settings',
      null,
      { performerCommission: 0.15, homeTitle: 'Hello' },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ performerCommission: 0.15, homeTitle: 'Hello' });
    expect((await t.services.settings.getAll()).performerCommission).toBe(0.15);
  });

  it('never reads a secret back: GET and PUT answer { set }, the audit log says it was replaced', async () => {
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const get = async () => (await t.inject('GET', '/admin/settings', admin.token)).json().data;
    expect((await get()).captchaSecretKey).toEqual({ set: false });
    const put = await t.inject('PUT', '/admin/settings', admin.token, { captchaSecretKey: 'very-secret-value' });
    expect(put.statusCode).toBe(200);
    expect(JSON.stringify(put.json())).not.toContain('very-secret-value');
    expect((await get()).captchaSecretKey).toEqual({ set: true });
    expect(await t.services.settings.get('captchaSecretKey')).toBe('very-secret-value');
    const audit = (await t.inject('GET', '/admin/audit-logs?action=settings.update', admin.token)).json().data;
    expect(JSON.stringify(audit)).not.toContain('very-secret-value');
    expect(audit.data[0]).toMatchObject({
      before: { captchaSecretKey: { set: false } },
      after: { captchaSecretKey: { set: true, replaced: true } },
    });
  });
});

describe('CCBill settings', () => {
  it('keeps the salt and DataLink password write-only, checks the address list, and stays private', async () => {
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const get = async () => (await t.inject('GET', '/admin/settings', admin.token)).json().data;
    const before = await get();
    expect(before).toMatchObject({
      ccbillSalt: { set: false },
      ccbillDatalinkPassword: { set: false },
      ccbillWebhookAllowedIps: '64.38.212.0/24, 64.38.215.0/24, 64.38.240.0/24, 64.38.241.0/24',
    });
    const put = await t.inject('PUT', '/admin/settings', admin.token, {
      paymentGateway: 'ccbill',
      ccbillClientAccountNumber: '900000',
      ccbillSubAccountNumber: '0000',
      ccbillFlexformId: 'flex-1',
      ccbillSalt: 'salt-secret-value',
      ccbillDatalinkUsername: 'dl-user',
      ccbillDatalinkPassword: 'dl-secret-value',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toMatch(/salt-secret-value|dl-secret-value/);
    expect(await get()).toMatchObject({
      ccbillSalt: { set: true },
      ccbillDatalinkPassword: { set: true },
      ccbillClientAccountNumber: '900000',
    });
    expect(await t.services.settings.get('ccbillSalt')).toBe('salt-secret-value');
    const bad = await t.inject('PUT', '/admin/settings', admin.token, { ccbillWebhookAllowedIps: '64.38.212.0/33' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['ccbillWebhookAllowedIps: must be a list of IPv4 CIDR ranges']);
    const pub = (await t.inject('GET', '/settings/public')).json().data;
    expect(Object.keys(pub).filter((k) => k.startsWith('ccbill'))).toEqual([]);
    await t.services.settings.update({ paymentGateway: 'sandbox' });
  });

  it('takes CCBILL_SALT and CCBILL_DATALINK_PASSWORD from the environment over the stored values', async () => {
    const withEnv = await buildTestApp({ CCBILL_SALT: 'env-salt', CCBILL_DATALINK_PASSWORD: 'env-password' });
    try {
      await withEnv.services.settings.update({ ccbillSalt: 'stored-salt' });
      expect(await withEnv.services.settings.get('ccbillSalt')).toBe('env-salt');
      expect(await withEnv.services.settings.get('ccbillDatalinkPassword')).toBe('env-password');
      const admin = await withEnv.services.testing.createUserWithSession({ role: 'admin' });
      const view = (await withEnv.inject('GET', '/admin/settings', admin.token)).json().data;
      expect(view).toMatchObject({ ccbillSalt: { set: true }, ccbillDatalinkPassword: { set: true } });
    } finally {
      await withEnv.close();
    }
  });
});
