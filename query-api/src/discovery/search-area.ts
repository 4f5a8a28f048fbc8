import { haversineSql } from '@sankofa/server-kit';
import { placeKey } from '@sankofa/projections/discovery/index';
import { AFRICAN_CITY_KEYS, DIASPORA_HUB_KEYS, countryOfHeritage, heritagesFrom } from './places.ts';
import type { SqlParams } from './sql-params.ts';
import type { Viewer } from './viewer.ts';

const KM_PER_DEGREE_OF_LATITUDE = 111.195;

/** A box around the viewer that holds every point within `km`, so the GiST index can narrow the search before the exact distance. */
const boundingBox = (latitude: number, longitude: number, km: number) => {
  const latitudeDelta = km / KM_PER_DEGREE_OF_LATITUDE;
  const south = latitude - latitudeDelta;
  const north = latitude + latitudeDelta;
  if (south <= -90 || north >= 90) return { south: Math.max(south, -90), north: Math.min(north, 90), west: -180, east: 180 };
  const longitudeDelta = latitudeDelta / Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  // Across the antimeridian the box would wrap: the whole band of latitudes is searched instead.
  if (longitude - longitudeDelta < -180 || longitude + longitudeDelta > 180) return { south, north, west: -180, east: 180 };
  return { south, north, west: longitude - longitudeDelta, east: longitude + longitudeDelta };
};

/** The viewer's distance to the candidate `c`, in km; NULL when either has no coordinates. */
export const distanceSql = ({ profile }: Viewer, params: SqlParams): string =>
  haversineSql('c.latitude', 'c.longitude', params.add(profile.latitude, 'float8'), params.add(profile.longitude, 'float8'));

const coordinatesOf = ({ profile: { latitude, longitude } }: Viewer) => (latitude === null || longitude === null ? null : { latitude, longitude });

/** Within maxDistance of the viewer; false for a viewer without coordinates. */
const nearSql = (viewer: Viewer, params: SqlParams): string => {
  const coordinates = coordinatesOf(viewer);
  const box = coordinates && boundingBox(coordinates.latitude, coordinates.longitude, viewer.filters.max_distance);
  const corner = (x: number | undefined, y: number | undefined) => `point(${params.add(x ?? null, 'float8')}, ${params.add(y ?? null, 'float8')})`;
  return `(${params.add(box !== null, 'boolean')} AND point(c.longitude, c.latitude) <@ box(${corner(box?.west, box?.south)}, ${corner(box?.east, box?.north)})
      AND ${distanceSql(viewer, params)} <= ${params.add(viewer.filters.max_distance, 'float8')})`;
};

/** Where the viewer comes from: their home country and their heritage's, as place keys. */
const homeCountryKeys = ({ profile }: Viewer): string[] => {
  const heritageCountry = countryOfHeritage(profile.heritage);
  return [...new Set([profile.home_country_key, placeKey(heritageCountry ?? null)].filter((key): key is string => key !== null))];
};

const cityKeys = ({ profile, filters }: Viewer): string[] => [
  ...(filters.search_in_current_city && profile.city_key ? [profile.city_key] : []),
  ...(filters.search_in_diaspora_hubs ? DIASPORA_HUB_KEYS : []),
  ...(filters.search_in_home_country ? AFRICAN_CITY_KEYS : []),
  ...filters.preferred_cities.map(placeKey).filter((key): key is string => key !== null),
];

/**
 * Where discovery looks, as one SQL condition on the candidate `c`, the same text for every viewer.
 * A candidate is in when ANY of these holds:
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
 */
export const searchAreaSql = (viewer: Viewer, params: SqlParams): string => {
  const cities = [...new Set(cityKeys(viewer))];
  const homeKeys = viewer.filters.search_in_home_country ? homeCountryKeys(viewer) : [];
  const everywhere = cities.length === 0 && homeKeys.length === 0 && coordinatesOf(viewer) === null;
  const keys = params.add(homeKeys, 'text[]');
  // Cities first: most candidates near the viewer live in their city, and an OR stops at its first true branch, before any distance is computed.
  return `(${params.add(everywhere, 'boolean')} OR c.city_key = ANY(${params.add(cities, 'text[]')}) OR ${nearSql(viewer, params)}
    OR c.country_key = ANY(${keys}) OR c.home_country_key = ANY(${keys}) OR c.heritage = ANY(${params.add(heritagesFrom(homeKeys), 'text[]')}))`;
};
