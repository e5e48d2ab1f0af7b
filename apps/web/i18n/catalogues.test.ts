import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { pickLocale, pickTimeZone } from './locales';
import { formatMoney, formatTokenNumber, tokensToMoney } from '@/lib/i18n/format';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!).sort();
}

describe('message catalogues', () => {
  it('Spanish has every English key and no other', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('each Spanish string uses the same placeholders as its English one', () => {
    const flat = (tree: unknown) =>
      Object.fromEntries(
        keys(tree).map((k) => [k, k.split('.').reduce<unknown>((t, p) => (t as Record<string, unknown>)[p], tree)]),
      );
    const english = flat(en);
    for (const [key, value] of Object.entries(flat(es))) {
      expect(placeholders(String(value)), key).toEqual(placeholders(String(english[key])));
      expect(String(value).trim(), key).not.toBe('');
    }
  });
});

describe('locale choice', () => {
  it('takes the cookie, else the browser languages, else English', () => {
    expect(pickLocale('es', 'en-US')).toBe('es');
    expect(pickLocale(undefined, 'fr-FR,es-ES;q=0.8')).toBe('es');
    expect(pickLocale('de', 'de-DE')).toBe('en');
  });

  it('keeps a known time zone, else UTC', () => {
    expect(pickTimeZone('Europe%2FMadrid')).toBe('Europe/Madrid');
    expect(pickTimeZone('Mars/Olympus')).toBe('UTC');
    expect(pickTimeZone(undefined)).toBe('UTC');
  });
});

describe('money and tokens per locale', () => {
  it('formats money to the cent in the reader language', () => {
    expect(formatMoney('en', 111.05)).toBe('$111.05');
    expect(formatMoney('es', 111.05)).toMatch(/^111,05\s?US\$$/);
    expect(formatMoney('en', 0.1 + 0.2)).toBe('$0.30');
  });

  it('shows whole tokens without decimals and fractions to the hundredth', () => {
    expect(formatTokenNumber('en', 100)).toBe('100');
    expect(formatTokenNumber('en', 111.05)).toBe('111.05');
    expect(formatTokenNumber('es', 1234.5)).toBe('1234,50');
    expect(tokensToMoney(10, 1)).toBe(10);
    expect(tokensToMoney(10, 0.5)).toBe(5);
  });
});
