import { distanceKm, type Coordinates } from '@sankofa/server-kit';

/**
 * An attacker's arithmetic: every point of a fine lattice over the area she is known to live in
 * (her city is public) is a hypothesis; those that would have produced every answer the attacker
 * saw make up the consistent region, and its centroid is the best estimate of where she is.
 */

const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** The point `northKm` north and `eastKm` east of `from` (negative for south and west). */
export const offsetBy = (from: Coordinates, northKm: number, eastKm: number): Coordinates => ({
  latitude: from.latitude + northKm / KM_PER_DEGREE,
  longitude: from.longitude + eastKm / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
});

/** Every point `stepKm` apart in a square of `halfSideKm` around `centre`. */
export const latticeAround = (centre: Coordinates, halfSideKm: number, stepKm: number): Coordinates[] => {
  const steps = Math.round(halfSideKm / stepKm);
  const points: Coordinates[] = [];
  for (let north = -steps; north <= steps; north++) {
    for (let east = -steps; east <= steps; east++) points.push(offsetBy(centre, north * stepKm, east * stepKm));
  }
  return points;
};

export interface Estimate {
  /** The centroid of the consistent region; null when no point is consistent. */
  estimate: Coordinates | null;
  /** How far the consistent region reaches, north to south and west to east, in km. */
  extentKm: { northSouth: number; eastWest: number };
  points: number;
}

/** The region of `lattice` consistent with everything observed, as `isConsistent` judges a point. */
export const estimateFrom = (lattice: readonly Coordinates[], isConsistent: (point: Coordinates) => boolean): Estimate => {
  const region = lattice.filter(isConsistent);
  if (region.length === 0) return { estimate: null, extentKm: { northSouth: 0, eastWest: 0 }, points: 0 };
  const latitudes = region.map((point) => point.latitude);
  const longitudes = region.map((point) => point.longitude);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const estimate = { latitude: mean(latitudes), longitude: mean(longitudes) };
  const [south, north, west, east] = [Math.min(...latitudes), Math.max(...latitudes), Math.min(...longitudes), Math.max(...longitudes)];
  return {
    estimate,
    extentKm: {
      northSouth: distanceKm({ latitude: south, longitude: estimate.longitude }, { latitude: north, longitude: estimate.longitude }),
      eastWest: distanceKm({ latitude: estimate.latitude, longitude: west }, { latitude: estimate.latitude, longitude: east }),
    },
    points: region.length,
  };
};

/**
 * The old behaviour, as a pure function: discovery showed each distance in km to 100 m, measured
 * between the exact points. From three or more viewpoints that is trilateration.
 */
export const oldDistanceShown = (viewpoint: Coordinates, member: Coordinates): number => Math.round(distanceKm(viewpoint, member) * 10) / 10;

/** A point is consistent with old answers when it lies within their rounding of each (and a lattice step). */
export const consistentWithOldAnswers =
  (answers: ReadonlyArray<{ viewpoint: Coordinates; shownKm: number }>, slackKm: number) =>
  (point: Coordinates): boolean =>
    answers.every(({ viewpoint, shownKm }) => Math.abs(distanceKm(viewpoint, point) - shownKm) <= 0.05 + slackKm);
