import { passportCountryNames } from '@sankofa/contracts';
import { placeKey } from '@sankofa/projections/discovery';

/** Where a passport looks: place keys of its country, or of every country of its region. */
export interface PassportArea {
  passportId: string;
  countryKeys: readonly string[];
}

export const passportAreaOf = (passportId: string, region: string, country: string | null): PassportArea => ({
  passportId,
  countryKeys: [...new Set(passportCountryNames(region, country).map((name) => placeKey(name)).filter((key): key is string => key !== null))],
});
