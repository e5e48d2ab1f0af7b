/** Profile option lists of product-spec section 3: value to label. */

export interface Option {
  value: string;
  text: string;
}

function bands(unit: string, under: number, over: number, step: number, start = under): Option[] {
  const list: Option[] = [{ value: `under_${under}`, text: `Under ${under} ${unit}` }];
  for (let from = start; from + step - 1 <= over; from += step) {
    const to = from + step - 1;
    list.push({ value: `${from}_${to}`, text: `${from} - ${to} ${unit}` });
  }
  list.push({ value: `over_${over}`, text: `Over ${over} ${unit}` });
  return list;
}

function titled(values: readonly string[], labels: Record<string, string> = {}): Option[] {
  return values.map((value) => ({
    value,
    text: labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));
}

export const HEIGHTS: Option[] = bands('cm', 140, 190, 3);
export const WEIGHTS: Option[] = bands('kg', 40, 100, 3);
export const AGES: Option[] = [
  { value: '18_19', text: '18 - 19' },
  ...Array.from({ length: 10 }, (_, i) => {
    const from = 20 + i * 3;
    return { value: `${from}_${from + 2}`, text: `${from} - ${from + 2}` };
  }),
  { value: 'over_50', text: 'Over 50' },
];

export const BODY_TYPES = titled(
  ['fit', 'slim', 'curvy', 'large', 'toned', 'petite', 'ripped', 'tanned', 'runner', 'swimmer', 'muscular', 'gymBody'],
  { gymBody: 'Gym body' },
);
export const ETHNICITIES = titled(
  [
    'asian',
    'white',
    'latino',
    'hispanic',
    'black or african america',
    'american indian or alaska native',
    'native hawaiian or other pacific islander',
  ],
  {
    'black or african america': 'Black or African America',
    'american indian or alaska native': 'American Indian or Alaska Native',
    'native hawaiian or other pacific islander': 'Native Hawaiian or Other Pacific Islander',
  },
);
export const SIZES = titled(['x-large', 'large', 'medium', 'small'], { 'x-large': 'X-Large' });
export const HAIRS = titled(
  ['red', 'yellow', 'blond', 'black', 'brown', 'white', 'brunet', 'blue', 'green', 'pink', 'ginger', 'multiColored'],
  { multiColored: 'Multi-colored' },
);
export const EYES = titled(['blue', 'brown', 'green', 'amber', 'gray', 'hazel', 'red']);
export const GENDERS = titled(['male', 'female', 'transgender'], { transgender: 'Trans' });
export const SEXUAL_ORIENTATIONS = titled(['straight', 'lesbian', 'gay', 'bisexual', 'transgender']);
/** Not in the spec; kept because the original client reads the key. */
export const PUBIC_HAIRS = titled(['shaved', 'trimmed', 'natural']);

/** Body of GET /user-additional (contract section 3.3), plus the spec's own names. */
export const USER_ADDITIONAL = {
  heights: HEIGHTS,
  weights: WEIGHTS,
  ages: AGES,
  bodyTypes: BODY_TYPES,
  ethnicities: ETHNICITIES,
  butts: SIZES,
  sizes: SIZES,
  hairs: HAIRS,
  pubicHairs: PUBIC_HAIRS,
  eyes: EYES,
  genders: GENDERS,
  sexualOrientations: SEXUAL_ORIENTATIONS,
};

export const optionValues = (list: Option[]) => list.map((o) => o.value) as [string, ...string[]];
