import { EYES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/lib/testing/fake-api';
import { countryItems, createReferenceCache, optionItems, optionLabel } from './reference';

const france = {
  name: 'France',
  code: 'FR',
  capital: 'Paris',
  region: 'EU',
  currency: { code: 'EUR', name: 'Euro', symbol: '€' },
  language: { code: 'fr', name: 'French' },
  flag: 'http://api/flags/fr.svg',
};

describe('reference cache (spec section 9: fetched once)', () => {
  it('fetches a list once and shares it, anonymously', async () => {
    const { api, fetchMock } = fakeApi({ 'GET /countries/list': () => ok([france]) });
    const cache = createReferenceCache();
    const [a, b] = await Promise.all([cache.load(api, 'countries'), cache.load(api, 'countries')]);
    expect(a).toEqual([france]);
    expect(b).toBe(a);
    await cache.load(api, 'countries');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('forgets a failed fetch so the next call tries again', async () => {
    let calls = 0;
    const { api } = fakeApi({
      'GET /languages/list': () => (++calls === 1 ? fail(500, 'down') : ok([{ code: 'en', name: 'English' }])),
    });
    const cache = createReferenceCache();
    await expect(cache.load(api, 'languages')).rejects.toThrow('down');
    await expect(cache.load(api, 'languages')).resolves.toEqual([{ code: 'en', name: 'English' }]);
  });
});

describe('select items', () => {
  it('maps countries and option lists', () => {
    expect(countryItems([france])).toEqual([{ value: 'FR', label: 'France' }]);
    expect(optionItems(EYES)[0]).toEqual({ value: 'blue', label: 'Blue' });
    expect(optionLabel(EYES, 'hazel')).toBe('Hazel');
    expect(optionLabel(EYES, 'violet')).toBe('violet');
    expect(optionLabel(EYES, undefined)).toBe('');
  });
});

describe('option labels in the reader words', () => {
  const say = (english: string) => ({ Female: 'Mujer' })[english] ?? english;
  it('labels select items and a chosen value with the translation, an unlisted text as it is', () => {
    const options = [
      { value: 'female', text: 'Female' },
      { value: '140_142', text: '140 - 142 cm' },
    ];
    expect(optionItems(options, say)).toEqual([
      { value: 'female', label: 'Mujer' },
      { value: '140_142', label: '140 - 142 cm' },
    ]);
    expect(optionLabel(options, 'female', say)).toBe('Mujer');
    expect(optionLabel(options, 'unknown', say)).toBe('unknown');
    expect(optionLabel(options, 'female')).toBe('Female');
  });
});
