import { describe, expect, it } from 'vitest';
import { GRID_CELL_KM, coarseCoordinates, coarseOrNull, gridCellOf } from './coarse-location.ts';
import { distanceKm } from './distance.ts';

/** A fixed sequence of pseudo-random numbers in [0, 1), so a failure can be replayed. */
const randomSequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const randomPoints = (count: number, maxLatitude = 89.9) => {
  const random = randomSequence(7);
  return Array.from({ length: count }, () => ({ latitude: (random() * 2 - 1) * maxLatitude, longitude: random() * 360 - 180 }));
};

describe('the location grid', () => {
  it('snaps a point to the centre of the cell holding it, and a centre to itself', () => {
    for (const point of randomPoints(5_000)) {
      const cell = gridCellOf(point);
      expect(point.latitude).toBeGreaterThanOrEqual(cell.south);
      expect(point.latitude).toBeLessThan(cell.north);
      expect(point.longitude).toBeGreaterThanOrEqual(cell.west);
      expect(point.longitude).toBeLessThan(cell.east);
      const centre = coarseCoordinates(point);
      expect(centre).toEqual(cell.centre);
      expect(coarseCoordinates(centre)).toEqual(centre);
      expect(gridCellOf(centre)).toMatchObject({ row: cell.row, column: cell.column });
    }
  });

  it('makes cells about 3 km on each side wherever members live, so a centre is up to ~2.1 km from the member', () => {
    for (const point of randomPoints(2_000, 75)) {
      const { south, north, west, east } = gridCellOf(point);
      const polewardEdge = Math.abs(south) > Math.abs(north) ? south : north;
      expect(distanceKm({ latitude: south, longitude: west }, { latitude: north, longitude: west })).toBeCloseTo(GRID_CELL_KM, 6);
      const narrowestWidth = distanceKm({ latitude: polewardEdge, longitude: west }, { latitude: polewardEdge, longitude: east });
      expect(narrowestWidth).toBeGreaterThanOrEqual(GRID_CELL_KM - 1e-6);
      expect(narrowestWidth).toBeLessThan(GRID_CELL_KM + 0.1);
      expect(distanceKm(point, coarseCoordinates(point))).toBeLessThan(2.2);
    }
  });

  it('gives every point of a cell the same coordinates, and neighbouring cells different ones', () => {
    const cell = gridCellOf({ latitude: 51.5074, longitude: -0.1278 });
    const inside = [0.01, 0.5, 0.99].flatMap((y) =>
      [0.01, 0.5, 0.99].map((x) => ({ latitude: cell.south + y * (cell.north - cell.south), longitude: cell.west + x * (cell.east - cell.west) })),
    );
    expect(new Set(inside.map((point) => JSON.stringify(coarseCoordinates(point))))).toEqual(new Set([JSON.stringify(cell.centre)]));
    expect(coarseCoordinates({ latitude: cell.north + 1e-9, longitude: cell.centre.longitude })).not.toEqual(cell.centre);
    expect(coarseCoordinates({ latitude: cell.centre.latitude, longitude: cell.east + 1e-9 })).not.toEqual(cell.centre);
  });

  it('tiles the antimeridian and the poles without a sliver', () => {
    expect(gridCellOf({ latitude: 0, longitude: 180 })).toMatchObject({ east: 180 });
    expect(gridCellOf({ latitude: 0, longitude: -180 })).toMatchObject({ column: 0, west: -180 });
    expect(gridCellOf({ latitude: 90, longitude: 10 })).toMatchObject({ north: 90, west: -180, east: 180 });
    expect(gridCellOf({ latitude: -90, longitude: 10 })).toMatchObject({ row: 0, south: -90, west: -180, east: 180 });
  });

  it('leaves a member without coordinates without them', () => {
    expect(coarseOrNull({ latitude: null, longitude: null, name: 'x' })).toEqual({ latitude: null, longitude: null, name: 'x' });
    expect(coarseOrNull({ latitude: 6.5244, longitude: 3.3792, name: 'x' })).toEqual({ ...coarseCoordinates({ latitude: 6.5244, longitude: 3.3792 }), name: 'x' });
  });
});
