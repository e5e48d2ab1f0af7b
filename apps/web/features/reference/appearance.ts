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
const APPEARANCE = [
  { key: 'gender', label: 'Gender', options: GENDERS },
  { key: 'age', label: 'Age', options: AGES },
  { key: 'height', label: 'Height', options: HEIGHTS },
  { key: 'weight', label: 'Weight', options: WEIGHTS },
  { key: 'bodyType', label: 'Body type', options: BODY_TYPES },
  { key: 'ethnicity', label: 'Ethnicity', options: ETHNICITIES },
  { key: 'hair', label: 'Hair', options: HAIRS },
  { key: 'eyes', label: 'Eyes', options: EYES },
  { key: 'butt', label: 'Size', options: SIZES },
  { key: 'pubicHair', label: 'Pubic hair', options: PUBIC_HAIRS },
  { key: 'sexualOrientation', label: 'Orientation', options: SEXUAL_ORIENTATIONS },
] as const satisfies readonly { key: string; label: string; options: Option[] }[];

export type AppearanceKey = (typeof APPEARANCE)[number]['key'];

export interface AppearanceOption<K extends AppearanceKey = AppearanceKey> {
  key: K;
  label: string;
  options: Option[];
}

/** Every appearance list but those of `omit`, in the table's order. */
export function appearanceOptionsWithout(...omit: AppearanceKey[]): AppearanceOption[] {
  return APPEARANCE.filter((item) => !omit.includes(item.key));
}

/** The appearance lists of `keys`, in that order; `labels` renames some for one page. */
export function appearanceOptions<K extends AppearanceKey>(
  keys: readonly K[],
  labels: Partial<Record<K, string>> = {},
): AppearanceOption<K>[] {
  return keys.flatMap((key) =>
    APPEARANCE.filter((item) => item.key === key).map((item) => ({
      key,
      label: labels[key] ?? item.label,
      options: item.options,
    })),
  );
}
