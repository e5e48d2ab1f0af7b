import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA, contrast, readableOn, shift } from './contrast';
import { BACKGROUNDS, cssVariablesResolver, DIMMED, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = cssVariablesResolver(full);
const all = (color: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((bg) => contrast(color, bg)));

describe('contrast helpers', () => {
  it('measures WCAG ratios and moves a colour until it reads', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(shift('#808080', 1)).toBe('#000000');
    expect(shift('#808080', -1)).toBe('#ffffff');
    expect(contrast(readableOn('#868e96', ['#ffffff']), '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(readableOn('#828282', ['#242424']), '#242424')).toBeGreaterThanOrEqual(AA);
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
  });
});

describe('theme contrast (WCAG AA)', () => {
  it('secondary text on the page, card and hover backgrounds of both schemes', () => {
    expect(all(DIMMED.light, BACKGROUNDS.light)).toBeGreaterThanOrEqual(AA);
    expect(all(DIMMED.dark, BACKGROUNDS.dark)).toBeGreaterThanOrEqual(AA);
  });

  it('white on filled brand buttons, and links, in both schemes', () => {
    expect(contrast('#ffffff', full.colors.brand![6])).toBeGreaterThanOrEqual(4.5);
    expect(all(vars.light['--mantine-color-anchor']!, BACKGROUNDS.light)).toBeGreaterThanOrEqual(AA);
    expect(all(vars.dark['--mantine-color-anchor']!, BACKGROUNDS.dark)).toBeGreaterThanOrEqual(AA);
  });

  it('every colour as text and as a light badge, in both schemes', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      if (name === 'dark') continue;
      expect(all(vars.light[`--mantine-color-${name}-text`]!, BACKGROUNDS.light), name).toBeGreaterThanOrEqual(AA);
      expect(all(vars.dark[`--mantine-color-${name}-text`]!, BACKGROUNDS.dark), name).toBeGreaterThanOrEqual(AA);
      const badge = vars.light[`--mantine-color-${name}-light-color`]!;
      expect(all(badge, [shades[0], shades[1]]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('form errors in both schemes', () => {
    expect(all(vars.light['--mantine-color-error']!, BACKGROUNDS.light)).toBeGreaterThanOrEqual(AA);
    expect(all(vars.dark['--mantine-color-error']!, BACKGROUNDS.dark)).toBeGreaterThanOrEqual(AA);
  });
});
