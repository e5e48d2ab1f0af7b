import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { formatTokenNumber } from './format';

describe('formatTokenNumber', () => {
  it('writes whole amounts under a thousand as Intl would, in every language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const n of [0, 1, 5, 42, 999, -3]) expect(formatTokenNumber(locale, n)).toBe(intl.format(n));
    }
  });

  it('still formats thousands and fractions per language', () => {
    expect(formatTokenNumber('en', 12345)).toBe('12,345');
    expect(formatTokenNumber('es', 12345)).toBe('12.345');
    expect(formatTokenNumber('en', 111.05)).toBe('111.05');
    expect(formatTokenNumber('es', 111.05)).toBe('111,05');
    expect(formatTokenNumber('en', 2.999)).toBe('3');
  });
});
