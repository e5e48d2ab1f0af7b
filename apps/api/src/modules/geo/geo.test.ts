import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/index.js';

// 81.2.69.142 is in GB and 8.8.8.8 in US in the GeoIP data shipped by geoip-country.
const GB_IP = '81.2.69.142';
const US_IP = '8.8.8.8';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUSTED_PROXIES: '127.0.0.1', COUNTRY_HEADER: 'cf-ipcountry' });
  await t.services.geo.setBlocked(['GB']);
});
afterAll(async () => t.close());

const check = (headers: Record<string, string>, query = '?fromServerRequest=true', remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: `/block/countries/check${query}`, headers, remoteAddress });

describe('GET /block/countries/check', () => {
  it('uses x-client-ip from a trusted proxy during server rendering', async () => {
    expect((await check({ 'x-client-ip': GB_IP })).json()).toEqual({
      status: 0,
      data: { blocked: true, country: 'GB' },
    });
    expect((await check({ 'x-client-ip': US_IP })).json()).toEqual({
      status: 0,
      data: { blocked: false, country: 'US' },
    });
  });

  it('ignores x-client-ip without fromServerRequest or from an untrusted peer', async () => {
    expect((await check({ 'x-client-ip': GB_IP }, '')).json().data.blocked).toBe(false);
    expect((await check({ 'x-client-ip': GB_IP }, '?fromServerRequest=true', '203.0.113.9')).json().data).toEqual({
      blocked: false,
      country: null,
    });
  });

  it('honours the configured country header from a trusted proxy only', async () => {
    expect((await check({ 'cf-ipcountry': 'gb' }, '')).json().data).toEqual({ blocked: true, country: 'GB' });
    expect((await check({ 'cf-ipcountry': 'GB' }, '', '203.0.113.9')).json().data.blocked).toBe(false);
  });

  it('uses the X-Forwarded-For chain through trusted proxies', async () => {
    expect((await check({ 'x-forwarded-for': GB_IP }, '')).json().data.country).toBe('GB');
  });

  it('follows changes of the blocked list', async () => {
    await t.services.geo.setBlocked(['US']);
    expect((await check({ 'x-client-ip': GB_IP })).json().data.blocked).toBe(false);
    expect((await check({ 'x-client-ip': US_IP })).json().data.blocked).toBe(true);
    await t.services.geo.setBlocked(['GB']);
  });
});

describe('admin block list', () => {
  it('needs an admin and valid codes', async () => {
    expect((await t.inject('GET', '/admin/block/countries')).statusCode).toBe(401);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(
      (await t.inject('GET', '/admin/block/countries', null, undefined, { authorization: creator.token })).statusCode,
    ).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const headers = { authorization: admin.token };
    const bad = await t.inject('PUT', '/admin/block/countries', null, { countryCodes: ['QQ'] }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown country codes: QQ');
    const res = await t.inject('PUT', '/admin/block/countries', null, { countryCodes: ['fr', 'GB', 'FR'] }, headers);
    expect(res.json()).toEqual({ status: 0, data: { countryCodes: ['FR', 'GB'] } });
    expect(
      (await t.inject('GET', '/admin/block/countries', null, undefined, headers)).json().data.countryCodes,
    ).toEqual(['FR', 'GB']);
  });
});
