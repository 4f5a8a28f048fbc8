/**
 * Location privacy: another member's distance is never a number, only one of these bands, worked
 * out between the two members' coarse points (their grid cells' centres, see coarse-location.ts).
 * The first band is wider than a cell and its neighbours (3 km cells are 3 to 4.2 km apart), so
 * "Under 5 km" says "nearby" without saying which neighbouring cell.
 */
const BAND_LIMITS_KM = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

const km = (value: number) => `${value.toLocaleString('en-US')} km`;

/** Every label, nearest first: what a client may show. */
export const DISTANCE_BANDS: readonly string[] = [
  `Under ${km(BAND_LIMITS_KM[0])}`,
  ...BAND_LIMITS_KM.slice(1).map((limit, index) => `${BAND_LIMITS_KM[index]}–${km(limit)}`),
  `Over ${km(BAND_LIMITS_KM.at(-1)!)}`,
];

/** The band a distance falls in (a limit starts the next band); null when either member has no location. */
export const distanceBandOf = (distanceKm: number | null): string | null => {
  if (distanceKm === null) return null;
  const band = BAND_LIMITS_KM.findIndex((limit) => distanceKm < limit);
  return DISTANCE_BANDS[band === -1 ? BAND_LIMITS_KM.length : band]!;
};
