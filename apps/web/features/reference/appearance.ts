import {
  AGES,
  BODY_TYPES,
  ETHNICITIES,
  EYES,
  GENDERS,
  HAIRS,
  HEIGHTS,
  PUBIC_HAIRS,
  SEXUAL_ORIENTATIONS,
  SIZES,
  WEIGHTS,
  type Option,
} from '@fanlane/shared';

/** A creator's appearance: the option lists of spec section 3 under their shortest label, in the search's order. */
const APPEARANCE = {
  gender: { label: 'Gender', options: GENDERS },
  age: { label: 'Age', options: AGES },
  height: { label: 'Height', options: HEIGHTS },
  weight: { label: 'Weight', options: WEIGHTS },
  bodyType: { label: 'Body type', options: BODY_TYPES },
  ethnicity: { label: 'Ethnicity', options: ETHNICITIES },
  hair: { label: 'Hair', options: HAIRS },
  eyes: { label: 'Eyes', options: EYES },
  butt: { label: 'Size', options: SIZES },
  pubicHair: { label: 'Pubic hair', options: PUBIC_HAIRS },
  sexualOrientation: { label: 'Orientation', options: SEXUAL_ORIENTATIONS },
} as const satisfies Record<string, { label: string; options: Option[] }>;

export type AppearanceKey = keyof typeof APPEARANCE;

export interface AppearanceOption<K extends AppearanceKey = AppearanceKey> {
  key: K;
  label: string;
  options: Option[];
}

/** The appearance lists of `keys`, in that order; `labels` renames some for one page. */
export function appearanceOptions<K extends AppearanceKey>(
  keys: readonly K[],
  labels: Partial<Record<K, string>> = {},
): AppearanceOption<K>[] {
  return keys.map((key) => ({ key, label: labels[key] ?? APPEARANCE[key].label, options: APPEARANCE[key].options }));
}

/** Every appearance list but those of `omit`, in the table's order. */
export function appearanceOptionsWithout(...omit: AppearanceKey[]): AppearanceOption[] {
  const keys = (Object.keys(APPEARANCE) as AppearanceKey[]).filter((key) => !omit.includes(key));
  return appearanceOptions(keys);
}
