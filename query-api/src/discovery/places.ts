import { placeKey } from '@sankofa/projections/discovery';

/** The spec's diaspora hubs. */
export const DIASPORA_HUBS = [
  'London', 'New York', 'Toronto', 'Atlanta', 'Washington DC', 'Los Angeles', 'Paris', 'Berlin', 'Amsterdam', 'Stockholm', 'Melbourne', 'Sydney',
] as const;

/** Country names as members' home and current countries spell them (the geocoder's, the demo community's). */
const COUNTRY_OF_HERITAGE: Readonly<Record<string, string>> = {
  Nigerian: 'Nigeria',
  Ghanaian: 'Ghana',
  Kenyan: 'Kenya',
  Ethiopian: 'Ethiopia',
  'South African': 'South Africa',
  Senegalese: 'Senegal',
  Rwandan: 'Rwanda',
  Egyptian: 'Egypt',
  Moroccan: 'Morocco',
  Tunisian: 'Tunisia',
  Ugandan: 'Uganda',
  Tanzanian: 'Tanzania',
  Cameroonian: 'Cameroon',
  Ivorian: "Côte d'Ivoire",
  Congolese: 'DR Congo',
  Malian: 'Mali',
};

/** The spec's African cities (home-country mode), each with the country people "from" it come from. */
export const AFRICAN_CITIES = [
  { city: 'Lagos', country: 'Nigeria' },
  { city: 'Abuja', country: 'Nigeria' },
  { city: 'Accra', country: 'Ghana' },
  { city: 'Nairobi', country: 'Kenya' },
  { city: 'Cape Town', country: 'South Africa' },
  { city: 'Johannesburg', country: 'South Africa' },
  { city: 'Addis Ababa', country: 'Ethiopia' },
  { city: 'Dakar', country: 'Senegal' },
  { city: 'Kigali', country: 'Rwanda' },
  { city: 'Cairo', country: 'Egypt' },
  { city: 'Casablanca', country: 'Morocco' },
  { city: 'Tunis', country: 'Tunisia' },
] as const;

export const DIASPORA_HUB_KEYS = DIASPORA_HUBS.map((hub) => placeKey(hub)!);
export const AFRICAN_CITY_KEYS = AFRICAN_CITIES.map(({ city }) => placeKey(city)!);

/** The country a heritage is from ('Nigerian' → 'Nigeria'), when the app knows it. */
export const countryOfHeritage = (heritage: string): string | undefined => COUNTRY_OF_HERITAGE[heritage];

/** The heritages from a country, as members spell them ('nigeria' → ['Nigerian']). */
export const heritagesFrom = (countryKeys: readonly string[]): string[] =>
  Object.entries(COUNTRY_OF_HERITAGE)
    .filter(([, country]) => countryKeys.includes(placeKey(country)!))
    .map(([heritage]) => heritage);

/** Finds one of `places` by name, however it is cased or spaced. */
export const placeNamed = <Place extends string>(places: readonly Place[], name: string): Place | undefined =>
  places.find((place) => placeKey(place) === placeKey(name));
