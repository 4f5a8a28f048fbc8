import { distanceKm, type Coordinates } from '@sankofa/server-kit';
import { placeKey } from '@sankofa/projections/discovery';
import type { Candidate } from './candidate.ts';
import { AFRICAN_CITY_KEYS, DIASPORA_HUB_KEYS, countryOfHeritage, heritagesFrom } from './places.ts';
import type { CandidateTable } from './candidate-table.ts';
import { isChosen, type TermChoice, type TermIds } from './terms.ts';
import type { Viewer } from './viewer.ts';

const KM_PER_DEGREE_OF_LATITUDE = 111.195;

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** A box around the viewer that holds every point within `km`: most candidates fall outside it before any distance is computed. */
const boundingBox = ({ latitude, longitude }: Coordinates, km: number): Box => {
  const latitudeDelta = km / KM_PER_DEGREE_OF_LATITUDE;
  const south = latitude - latitudeDelta;
  const north = latitude + latitudeDelta;
  if (south <= -90 || north >= 90) return { south: Math.max(south, -90), north: Math.min(north, 90), west: -180, east: 180 };
  const longitudeDelta = latitudeDelta / Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  // Across the antimeridian the box would wrap: the whole band of latitudes is searched instead.
  if (longitude - longitudeDelta < -180 || longitude + longitudeDelta > 180) return { south, north, west: -180, east: 180 };
  return { south, north, west: longitude - longitudeDelta, east: longitude + longitudeDelta };
};

const coordinatesOf = ({ latitude, longitude }: Candidate): Coordinates | null => (latitude === null || longitude === null ? null : { latitude, longitude });

/** The distance in km from the viewer to the candidate in `slot`; null when either has no coordinates. */
export const distanceTo = (viewer: Candidate, table: CandidateTable, slot: number): number | null => {
  const from = coordinatesOf(viewer);
  const latitude = table.latitude[slot]!;
  const longitude = table.longitude[slot]!;
  return from && !Number.isNaN(latitude) && !Number.isNaN(longitude) ? distanceKm(from, { latitude, longitude }) : null;
};

/** Where the viewer comes from: their home country and their heritage's, as place keys. */
const homeCountryKeys = ({ profile }: Viewer): string[] => {
  const heritageCountry = countryOfHeritage(profile.heritage);
  return [...new Set([profile.homeCountryKey, placeKey(heritageCountry ?? null)].filter((key): key is string => key !== null))];
};

const cityKeys = ({ profile, filters }: Viewer): string[] => [
  ...(filters.search_in_current_city && profile.cityKey ? [profile.cityKey] : []),
  ...(filters.search_in_diaspora_hubs ? DIASPORA_HUB_KEYS : []),
  ...(filters.search_in_home_country ? AFRICAN_CITY_KEYS : []),
  ...filters.preferred_cities.map(placeKey).filter((key): key is string => key !== null),
];

/** Where one viewer's discovery looks, worked out once per ranking: choices of place keys and heritages (see terms.ts). */
export interface SearchArea {
  everywhere: boolean;
  cities: TermChoice;
  near: { from: Coordinates; box: Box; km: number } | null;
  /** Null unless searching the viewer's home country. */
  home: { countries: TermChoice; heritages: TermChoice } | null;
}

/**
 * In a love passport the viewer looks at the region alone, whatever the distance: members who
 * live in its countries, come from them (home country) or whose heritage is from them.
 */
const passportSearchArea = (countryKeys: readonly string[], terms: TermIds): SearchArea => ({
  everywhere: false,
  cities: terms.choiceOf([]),
  near: null,
  home: { countries: terms.choiceOf(countryKeys), heritages: terms.choiceOf(heritagesFrom(countryKeys)) },
});

/**
 * A candidate is in the viewer's search area when ANY of these holds:
 * - searchInCurrentCity: lives in the viewer's current city;
 * - searchInDiasporaHubs: lives in one of the 12 diaspora hubs;
 * - near: within maxDistance km of the viewer (both need coordinates);
 * - searchInHomeCountry: lives in one of the 12 African cities or in the viewer's home country
 *   (their homeCountry, else their heritage's), or comes from it (same homeCountry or heritage);
 * - lives in one of the preferred cities.
 * maxDistance is the radius of "near", always searched; the toggles and preferred cities add
 * places beyond it and are not limited by it (a hub is searched worldwide). Candidates without
 * coordinates have no distance: only the places can bring them in. A viewer with neither
 * coordinates nor any place that applies (no current city, no toggle, no preferred city) is
 * searched for everywhere, rather than shown an empty Discover for lack of a location.
 * International Matching (premium) lifts the distance limit: everywhere is searched. It is
 * honoured only while the viewer is premium now, so a lapsed premium falls back to the limit.
 */
export const searchAreaOf = (viewer: Viewer, terms: TermIds): SearchArea => {
  if (viewer.passport) return passportSearchArea(viewer.passport.countryKeys, terms);
  if (viewer.isPremium && viewer.filters.international_matching) return { everywhere: true, cities: terms.choiceOf([]), near: null, home: null };
  const cities = new Set(cityKeys(viewer));
  const homeKeys = viewer.filters.search_in_home_country ? homeCountryKeys(viewer) : [];
  const from = coordinatesOf(viewer.profile);
  return {
    everywhere: cities.size === 0 && homeKeys.length === 0 && from === null,
    cities: terms.choiceOf(cities),
    near: from && { from, box: boundingBox(from, viewer.filters.max_distance), km: viewer.filters.max_distance },
    home: homeKeys.length === 0 ? null : { countries: terms.choiceOf(homeKeys), heritages: terms.choiceOf(heritagesFrom(homeKeys)) },
  };
};

/** NaN coordinates (none) fail every comparison, so they are never near. */
const isNear = ({ from, box, km }: NonNullable<SearchArea['near']>, latitude: number, longitude: number): boolean =>
  latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east && distanceKm(from, { latitude, longitude }) <= km;

const isFromHome = ({ countries, heritages }: NonNullable<SearchArea['home']>, table: CandidateTable, slot: number): boolean =>
  isChosen(countries, table.country[slot]!) || isChosen(countries, table.homeCountry[slot]!) || isChosen(heritages, table.heritage[slot]!);

/** Whether the candidate in `slot` lives or comes from where the viewer looks. Cities first: most candidates near the viewer live in their city. */
export const isInSearchArea = (area: SearchArea, table: CandidateTable, slot: number): boolean =>
  area.everywhere ||
  isChosen(area.cities, table.city[slot]!) ||
  (area.near !== null && isNear(area.near, table.latitude[slot]!, table.longitude[slot]!)) ||
  (area.home !== null && isFromHome(area.home, table, slot));
