import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableOn } from './contrast';

/** Brand colour: a raspberry-to-violet range that keeps contrast in both schemes. */
const brand: MantineColorsTuple = [
  '#fff0f6',
  '#ffdeeb',
  '#fcc2d7',
  '#f59fc0',
  '#ec6fa0',
  '#e04585',
  '#c92a6d',
  '#a61e5a',
  '#86184b',
  '#6a123c',
];

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  // Shade 6 in both schemes: white on brand.5 is 3.96:1, under WCAG AA's 4.5:1.
  primaryShade: { light: 6, dark: 6 },
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '800' },
  cursorType: 'pointer',
});

const { dark, gray, red } = DEFAULT_THEME.colors;

/** Backgrounds text sits on: page, card, hover and footer, per scheme. */
export const BACKGROUNDS = {
  light: ['#ffffff', gray[0], gray[1]],
  dark: [dark[7], dark[6], dark[8], dark[5]],
} as const;

/** Secondary text: Mantine's gray.6 on white is 3.3:1 and dark.2 on dark.7 is 4.2:1. */
export const DIMMED = {
  light: readableOn(gray[6], BACKGROUNDS.light),
  dark: readableOn(dark[2], BACKGROUNDS.dark),
} as const;

/**
 * The colours that carry text, raised to WCAG AA on the page, card and tinted backgrounds of both
 * schemes, once here rather than page by page: secondary (`dimmed`) text, coloured text
 * (`c="red"`), the text of light badges and alerts on their tint, and form errors.
 * `theme.test.ts` checks every ratio.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-error': readableOn(red[7], BACKGROUNDS.light),
    '--mantine-color-anchor': readableOn(brand[6], BACKGROUNDS.light),
  };
  const darkVars: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-error': readableOn(red[5], BACKGROUNDS.dark),
    '--mantine-color-anchor': readableOn(brand[4], BACKGROUNDS.dark),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    // Light badges and alerts: shade 9 (darkened where needed) on the palest tint.
    light[`--mantine-color-${name}-light`] = shades[0];
    light[`--mantine-color-${name}-light-hover`] = shades[1];
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[0], shades[1]]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[name === 'brand' ? 6 : 8], BACKGROUNDS.light);
    darkVars[`--mantine-color-${name}-text`] = readableOn(shades[3], BACKGROUNDS.dark);
  }
  return { variables: {}, light, dark: darkVars };
};

/** The browser UI colour of the installed app (manifest and `theme-color`). */
export const THEME_COLOR = brand[6];
