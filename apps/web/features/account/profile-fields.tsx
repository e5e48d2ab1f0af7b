'use client';

import { Group, SimpleGrid, type TextInputProps } from '@mantine/core';
import { GENDERS } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { CategoriesField } from '@/features/creators/categories-field';
import { appearanceOptions } from '@/features/reference/appearance';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useOptionText } from '@/features/reference/use-option-text';
import { useReference } from '@/features/reference/use-reference';
import { ControlledMultiSelect, ControlledSelect } from '@/lib/forms/controlled-select';
import { useFieldError } from '@/lib/forms/binding';
import { TextField } from '@/lib/forms/text-fields';

/**
 * The account and profile fields the sign-up and account forms share, bound through the form
 * context (inside <AppForm>): labels and autocomplete hints are set here once.
 */

/** The profile option lists of spec section 3, in the order the forms show them. */
export const APPEARANCE_FIELDS = appearanceOptions([
  'height',
  'weight',
  'age',
  'bodyType',
  'ethnicity',
  'hair',
  'eyes',
  'butt',
  'pubicHair',
  'sexualOrientation',
]);

export type AppearanceName = (typeof APPEARANCE_FIELDS)[number]['key'];

/** Each field's input type and autocomplete hint; its label is `account.fields.<name>`. */
const TEXT_FIELDS = {
  email: { type: 'email', autoComplete: 'email' },
  username: { autoComplete: 'username' },
  name: {},
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  state: {},
  city: { autoComplete: 'address-level2' },
  zipcode: { autoComplete: 'postal-code' },
  address: { autoComplete: 'street-address' },
} as const satisfies Record<string, TextInputProps>;

type ProfileFieldProps = { name: keyof typeof TEXT_FIELDS } & Pick<
  TextInputProps,
  'description' | 'placeholder' | 'required' | 'size'
>;

/** One account text field by its name: its label, type and autocomplete hint, plus what a form adds. */
export function ProfileField({ name, ...props }: ProfileFieldProps) {
  const t = useTranslations('account.fields');
  return <TextField name={name} label={t(name)} {...TEXT_FIELDS[name]} {...props} />;
}

/** First and last name, gender and, where the form asks for it, the date of birth. */
export function PersonFields({ genderRequired, birthDate }: { genderRequired?: boolean; birthDate?: boolean }) {
  const t = useTranslations('account.fields');
  const say = useOptionText();
  return (
    <>
      <ProfileField name="firstName" />
      <ProfileField name="lastName" />
      <ControlledSelect name="gender" label={t('gender')} required={genderRequired} data={optionItems(GENDERS, say)} />
      {birthDate ? <ProfileField name="dateOfBirth" /> : null}
    </>
  );
}

export function CountryField() {
  const t = useTranslations('account.fields');
  const common = useTranslations('common');
  const countries = useReference('countries');
  return (
    <ControlledSelect
      name="country"
      label={t('country')}
      placeholder={countries.loading ? common('loading') : common('choose')}
      searchable
      nothingFoundMessage={t('noCountry')}
      data={countryItems(countries.data)}
    />
  );
}

/** A creator's country, region, city, postcode, street address and phone (with its country code). */
export function AddressFields() {
  const t = useTranslations('account.fields');
  const phoneCodes = useReference('phoneCodes');
  const phoneCodeItems = useMemo(
    () => [...new Map(phoneCodes.data.map((p) => [p.code, { value: p.code, label: `${p.code} ${p.name}` }])).values()],
    [phoneCodes.data],
  );
  return (
    <>
      <CountryField />
      <ProfileField name="state" />
      <ProfileField name="city" />
      <ProfileField name="zipcode" />
      <ProfileField name="address" />
      <Group gap="xs" align="flex-start" wrap="nowrap" grow preventGrowOverflow={false}>
        <ControlledSelect name="phoneCode" label={t('phoneCode')} searchable data={phoneCodeItems} maw={130} />
        <TextField name="phone" label={t('phone')} type="tel" autoComplete="tel-national" />
      </Group>
    </>
  );
}

/**
 * The languages a creator speaks (the site's list plus any the profile already holds) and their
 * categories.
 */
const NONE: string[] = [];

export function LanguagesAndCategories({ known = NONE, placeholder }: { known?: string[]; placeholder?: string }) {
  const t = useTranslations('account.fields');
  const languages = useReference('languages');
  const { control } = useFormContext();
  const categoriesError = useFieldError({ name: 'categoryIds' });
  const languageItems = useMemo(
    () => [...new Set([...languages.data.map((l) => l.name), ...known])],
    [languages.data, known],
  );
  return (
    <>
      <ControlledMultiSelect
        name="languages"
        label={t('languages')}
        placeholder={placeholder}
        searchable
        data={languageItems}
        maxValues={20}
      />
      <CategoriesField control={control} name="categoryIds" error={categoriesError} />
    </>
  );
}

/** The appearance selects, three to a row. */
export function AppearanceFields() {
  const t = useTranslations('account.appearance');
  const say = useOptionText();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
      {APPEARANCE_FIELDS.map((item) => (
        <ControlledSelect key={item.key} name={item.key} label={t(item.key)} data={optionItems(item.options, say)} />
      ))}
    </SimpleGrid>
  );
}
