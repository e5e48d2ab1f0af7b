import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from './color-scheme';

function runBootScript(stored: string | null, { throws = false } = {}): string | null {
  let scheme: string | null = null;
  const context = {
    window: {
      localStorage: {
        getItem: (key: string) => {
          if (throws) throw new Error('blocked');
          expect(key).toBe('theme');
          return stored;
        },
      },
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          expect(name).toBe('data-mantine-color-scheme');
          scheme = value;
        },
      },
    },
  };
  runInNewContext(themeBootScript(), context);
  return scheme;
}

describe('themeBootScript', () => {
  it('applies the stored theme before paint', () => {
    expect(runBootScript('dark')).toBe('dark');
    expect(runBootScript('light')).toBe('light');
  });

  it('defaults to light and ignores the system setting ("auto") or junk', () => {
    expect(runBootScript(null)).toBe('light');
    expect(runBootScript('auto')).toBe('light');
    expect(runBootScript('purple')).toBe('light');
  });

  it('falls back to light when storage is unavailable', () => {
    expect(runBootScript(null, { throws: true })).toBe('light');
  });
});
