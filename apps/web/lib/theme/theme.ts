import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '800' },
  cursorType: 'pointer',
});
