import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { countries as countryTable, languages as languageTable } from 'countries-list';
import ISO6391 from 'iso-639-1';
import type * as CscModule from 'country-state-city';
import type { Country } from '@fanlane/shared';

const require = createRequire(import.meta.url);
const FLAGS_DIR = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');

type CountryStateCity = typeof CscModule;

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

function currencySymbol(code: string): string | null {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part && part.value !== code ? part.value : null;
  } catch {
    return null;
  }
}

/**
 * Reference data from maintained npm packages (countries-list, iso-639-1, country-state-city,
 * country-flag-icons) and Node's ICU for currency names and symbols. Built on first use, then cached.
 */
export function createReferenceService(apiPublicUrl: string) {
  let countries: Country[] | null = null;
  let phoneCodes: { name: string; code: string }[] | null = null;
  let languages: { code: string; name: string }[] | null = null;
  let csc: Promise<CountryStateCity> | null = null;
  const flags = new Map<string, Buffer>();
  const base = apiPublicUrl.replace(/\/$/, '');

  const loadCsc = () => (csc ??= import('country-state-city'));

  return {
    countries(): Country[] {
      countries ??= Object.entries(countryTable)
        .map(([code, c]) => {
          const currencyCode = c.currency[0] ?? '';
          const languageCode = c.languages[0] ?? null;
          const language = languageCode ? languageTable[languageCode as keyof typeof languageTable] : undefined;
          return {
            name: c.name,
            code,
            capital: c.capital,
            region: c.continent,
            currency: {
              code: currencyCode,
              name: currencyCode ? (currencyNames.of(currencyCode) ?? currencyCode) : '',
              symbol: currencyCode ? currencySymbol(currencyCode) : null,
            },
            language: { code: languageCode, name: language?.name ?? '' },
            flag: `${base}/flags/${code.toLowerCase()}.svg`,
            nativeName: c.native,
            phoneCode: c.phone[0] ? `+${c.phone[0]}` : undefined,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      return countries;
    },

    isCountryCode(code: string): boolean {
      return Object.hasOwn(countryTable, code.toUpperCase());
    },

    /** Dial codes, one entry per code (contract 3.3). */
    phoneCodes() {
      if (!phoneCodes) {
        const seen = new Set<string>();
        phoneCodes = [];
        for (const c of this.countries()) {
          if (c.phoneCode && !seen.has(c.phoneCode)) {
            seen.add(c.phoneCode);
            phoneCodes.push({ name: c.name, code: c.phoneCode });
          }
        }
      }
      return phoneCodes;
    },

    languages() {
      languages ??= ISO6391.getAllCodes()
        .map((code) => ({ code, name: ISO6391.getName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return languages;
    },

    async states(countryCode: string): Promise<string[]> {
      const { State } = await loadCsc();
      return State.getStatesOfCountry(countryCode.toUpperCase()).map((s) => s.name);
    },

    /** Cities of a state given by its name or its ISO code. */
    async cities(countryCode: string, state: string): Promise<string[]> {
      const { State, City } = await loadCsc();
      const code = countryCode.toUpperCase();
      const wanted = state.toLowerCase();
      const match = State.getStatesOfCountry(code).find(
        (s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
      );
      return match ? City.getCitiesOfState(code, match.isoCode).map((c) => c.name) : [];
    },

    /** The SVG of a flag, or null for an unknown code. */
    async flag(lowerCode: string): Promise<Buffer | null> {
      if (!/^[a-z]{2}$/.test(lowerCode)) return null;
      const cached = flags.get(lowerCode);
      if (cached) return cached;
      try {
        const svg = await fs.readFile(path.join(FLAGS_DIR, `${lowerCode.toUpperCase()}.svg`));
        flags.set(lowerCode, svg);
        return svg;
      } catch {
        return null;
      }
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
