import { describe, expect, it } from 'vitest';
import { AGES, GENDERS, HEIGHTS, WEIGHTS, REGIONS } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app), { API_PUBLIC_URL: 'https://api.example.test' });

describe('GET /countries/list', () => {
  it('answers about 250 countries with the fields of spec section 3', async () => {
    const res = await t.inject('GET', '/countries/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { status, data } = res.json();
    expect(status).toBe(0);
    expect(data.length).toBeGreaterThanOrEqual(240);
    expect(data.length).toBeLessThanOrEqual(260);
    const fr = data.find((c: { code: string }) => c.code === 'FR');
    expect(fr).toMatchObject({
      name: 'France',
      capital: 'Paris',
      region: 'EU',
      currency: { code: 'EUR', name: 'Euro', symbol: '€' },
      language: { code: 'fr', name: 'French' },
      flag: 'https://api.example.test/flags/fr.svg',
    });
    for (const c of data) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(REGIONS).toContain(c.region);
    }
  });
});

describe('flags', () => {
  it('serves an SVG per lowercase code and 404 otherwise', async () => {
    const res = await t.inject('GET', '/flags/fr.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
    for (const url of ['/flags/zz.svg', '/flags/FR.svg', '/flags/..%2Fpackage.json', '/flags/fr.png']) {
      const miss = await t.inject('GET', url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json().statusCode).toBe(404);
    }
  });
});

describe('states and cities', () => {
  it('lists states of a country and cities of a state by name or code', async () => {
    const states = (await t.inject('GET', '/states/US')).json().data;
    expect(states).toContain('California');
    const byCode = (await t.inject('GET', '/cities/us/CA')).json().data;
    const byName = (await t.inject('GET', '/cities/US/California')).json().data;
    expect(byCode).toContain('Los Angeles');
    expect(byName).toEqual(byCode);
    expect((await t.inject('GET', '/cities/US/Atlantis')).json()).toEqual({ status: 0, data: [] });
  });

  it('refuses a malformed code with 400 and an unknown one with 404', async () => {
    const bad = await t.inject('GET', '/states/USA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['country: must be a 2-letter country code']);
    const unknown = await t.inject('GET', '/states/QQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country not found');
  });
});

describe('languages, phone codes, user-additional', () => {
  it('lists languages and unique dial codes', async () => {
    const languages = (await t.inject('GET', '/languages/list')).json().data;
    expect(languages).toContainEqual({ code: 'en', name: 'English' });
    expect(languages.length).toBeGreaterThan(150);
    const phones = (await t.inject('GET', '/phone-codes/list')).json().data as { code: string }[];
    expect(phones).toContainEqual({ name: 'Afghanistan', code: '+93' });
    expect(new Set(phones.map((p) => p.code)).size).toBe(phones.length);
  });

  it('answers the profile option lists with the spec values', async () => {
    const { data } = (await t.inject('GET', '/user-additional')).json();
    expect(data.heights[0]).toEqual({ value: 'under_140', text: 'Under 140 cm' });
    expect(data.heights.at(-1).value).toBe('over_190');
    expect(data.heights.map((o: { value: string }) => o.value)).toContain('188_190');
    expect(data.weights[0].value).toBe('under_40');
    expect(data.weights.at(-1).value).toBe('over_100');
    expect(data.ages.map((o: { value: string }) => o.value)).toEqual(AGES.map((o) => o.value));
    expect(AGES.map((o) => o.value)).toEqual([
      '18_19',
      '20_22',
      '23_25',
      '26_28',
      '29_31',
      '32_34',
      '35_37',
      '38_40',
      '41_43',
      '44_46',
      '47_49',
      'over_50',
    ]);
    expect(data.genders).toEqual(GENDERS);
    expect(GENDERS).toContainEqual({ value: 'transgender', text: 'Trans' });
    expect(data.bodyTypes.map((o: { value: string }) => o.value)).toContain('gymBody');
    expect(data.ethnicities.map((o: { value: string }) => o.value)).toContain('black or african america');
    expect(data.sizes.map((o: { value: string }) => o.value)).toEqual(['x-large', 'large', 'medium', 'small']);
    expect(data.eyes.map((o: { value: string }) => o.value)).toEqual([
      'blue',
      'brown',
      'green',
      'amber',
      'gray',
      'hazel',
      'red',
    ]);
    expect(data.sexualOrientations.map((o: { value: string }) => o.value)).toEqual([
      'straight',
      'lesbian',
      'gay',
      'bisexual',
      'transgender',
    ]);
    expect(HEIGHTS.every((o, i, all) => i === 0 || o.value !== all[i - 1]?.value)).toBe(true);
    expect(WEIGHTS.length).toBe(22);
  });
});
