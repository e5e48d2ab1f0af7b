import type { Country } from '@fanlane/shared';
import type { ApiClient } from '@/lib/api/client';

export interface Language {
  code: string;
  name: string;
}

export interface PhoneCode {
  name: string;
  code: string;
}

export interface ReferenceLists {
  countries: Country[];
  languages: Language[];
  phoneCodes: PhoneCode[];
}

export type ReferenceKey = keyof ReferenceLists;

const PATHS: Record<ReferenceKey, string> = {
  countries: '/countries/list',
  languages: '/languages/list',
  phoneCodes: '/phone-codes/list',
};

/**
 * Reference lists are fetched once and then kept (spec section 9); a failed fetch is not kept, so
 * the next caller tries again.
 */
export function createReferenceCache() {
  const pending = new Map<ReferenceKey, Promise<unknown[]>>();
  return {
    load<K extends ReferenceKey>(api: ApiClient, key: K): Promise<ReferenceLists[K]> {
      let promise = pending.get(key);
      if (!promise) {
        promise = api
          .get<unknown>(PATHS[key], { token: null })
          .then((answer) => (Array.isArray(answer) ? answer : []))
          .catch((error: unknown) => {
            pending.delete(key);
            throw error;
          });
        pending.set(key, promise);
      }
      return promise as Promise<ReferenceLists[K]>;
    },
  };
}

export interface SelectItem {
  value: string;
  label: string;
}

export const countryItems = (countries: readonly Country[]): SelectItem[] =>
  countries.map((c) => ({ value: c.code, label: c.name }));

type Say = (english: string) => string;
const asIs: Say = (text) => text;

/** Profile option lists (shared, spec section 3) as select items, labelled by `say` (`useOptionText`). */
export const optionItems = (options: readonly { value: string; text: string }[], say: Say = asIs): SelectItem[] =>
  options.map((o) => ({ value: o.value, label: say(o.text) }));

/** The label of an option value, or the value itself when it is not listed. */
export function optionLabel(
  options: readonly { value: string; text: string }[],
  value: string | undefined,
  say: Say = asIs,
): string {
  if (!value) return '';
  const text = options.find((o) => o.value === value)?.text;
  return text === undefined ? value : say(text);
}
