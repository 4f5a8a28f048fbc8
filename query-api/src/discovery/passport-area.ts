import { passportRegionNamed } from '@sankofa/contracts';
import { placeKey } from '@sankofa/projections/discovery';

/** The spec's country names where members' profiles (the geocoder's, the demo community's) spell them otherwise. */
const SPELLED_AS: Readonly<Record<string, readonly string[]>> = {
  'Ivory Coast': ["Côte d'Ivoire", "Cote d'Ivoire"],
  'Democratic Republic of Congo': ['DR Congo', 'Democratic Republic of the Congo', 'Congo (Kinshasa)'],
  Congo: ['Republic of the Congo', 'Congo (Brazzaville)'],
  Swaziland: ['Eswatini'],
};

/** Where a passport looks: place keys of its country, or of every country of its region. */
export interface PassportArea {
  passportId: string;
  countryKeys: readonly string[];
}

export const passportAreaOf = (passportId: string, region: string, country: string | null): PassportArea => {
  const countries = country ? [country] : [...(passportRegionNamed(region)?.countries ?? [])];
  const names = countries.flatMap((name) => [name, ...(SPELLED_AS[name] ?? [])]);
  return { passportId, countryKeys: [...new Set(names.map((name) => placeKey(name)).filter((key): key is string => key !== null))] };
};
