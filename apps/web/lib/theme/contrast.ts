/** WCAG 2 contrast helpers for the theme (hex colours only: the palettes are hex). */

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` moved towards black (amount > 0) or white (amount < 0), as #rrggbb. */
export function shift(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const k = Math.abs(amount);
  return `#${channels(hex)
    .map((v) =>
      Math.round(v + (target - v) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG AA for body text, with a little margin for anti-aliasing. */
export const AA = 4.6;

/**
 * `hex`, darkened (on light backgrounds) or lightened (on dark ones) in small steps until it reads
 * at AA on every one of `backgrounds`.
 */
export function readableOn(hex: string, backgrounds: readonly string[]): string {
  const darkBackground = luminance(backgrounds[0]!) < 0.18;
  let color = hex;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(color, bg) < AA); step++) {
    color = shift(hex, (darkBackground ? -0.05 : 0.05) * step);
  }
  return color;
}
