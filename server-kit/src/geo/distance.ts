export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export const distanceKm = (a: Coordinates, b: Coordinates): number => {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
};

/**
 * The same distance as an SQL expression over four SQL expressions (columns or `$n` parameters,
 * never user text: they are pasted in as they are), so read models need no extra function:
 * `WHERE ${haversineSql('m.latitude', 'm.longitude', '$1', '$2')} <= $3`. NULL when a coordinate is.
 */
export const haversineSql = (latitudeA: string, longitudeA: string, latitudeB: string, longitudeB: string): string => {
  const [latA, lonA, latB, lonB] = [latitudeA, longitudeA, latitudeB, longitudeB].map((expression) => `(${expression})::float8`);
  const h = `power(sin(radians(${latB} - ${latA}) / 2), 2) + cos(radians(${latA})) * cos(radians(${latB})) * power(sin(radians(${lonB} - ${lonA}) / 2), 2)`;
  // atan2 rather than asin: rounding can push h a hair above 1, where asin(sqrt(h)) is an error. Not
  // least(1, h), which would turn a NULL coordinate into half the Earth: least and greatest skip NULLs.
  return `(2 * ${EARTH_RADIUS_KM} * atan2(sqrt(${h}), sqrt(greatest(0::float8, 1 - (${h})))))`;
};
