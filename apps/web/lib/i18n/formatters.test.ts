import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './formatters';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const a = dateFormat('en-US', { month: 'short', day: 'numeric' });
    expect(dateFormat('en-US', { month: 'short', day: 'numeric' })).toBe(a);
    expect(dateFormat('es', { month: 'short', day: 'numeric' })).not.toBe(a);
    expect(dateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).not.toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
  });

  it('formats as toLocaleString with the same options does', () => {
    const at = new Date(Date.UTC(2026, 2, 4, 14, 5));
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
    expect(dateFormat('en-US', options).format(at)).toBe(at.toLocaleDateString('en-US', options));
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(2.95)).toBe('$2.95');
  });
});
