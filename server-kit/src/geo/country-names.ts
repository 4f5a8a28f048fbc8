import { createRequire } from 'node:module';
import type * as IsoCountries from 'i18n-iso-countries';

let officialName: ((code: string) => string | undefined) | undefined;

/** Loaded on first use, like the city index; English only, where the package's main entry loads every language. */
const loadOfficialNames = () => {
  const require = createRequire(import.meta.url);
  const countries = require('i18n-iso-countries/index.js') as typeof IsoCountries;
  countries.registerLocale(require('i18n-iso-countries/langs/en.json') as IsoCountries.LocaleData);
  return (code: string) => countries.getName(code, 'en');
};

/** The names people say where the ISO list's official one is formal or inverted. */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  TZ: 'Tanzania',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  PS: 'Palestine',
  TW: 'Taiwan',
  MK: 'North Macedonia',
  GM: 'The Gambia',
  BN: 'Brunei',
  VA: 'Vatican City',
  FM: 'Micronesia',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
  FK: 'Falkland Islands',
  CI: "Côte d'Ivoire",
};

/** English name of an ISO 3166-1 alpha-2 code; the code itself when the list does not know it. */
export const englishCountryName = (code: string): string => COMMON_NAMES[code] ?? (officialName ??= loadOfficialNames())(code) ?? code;
