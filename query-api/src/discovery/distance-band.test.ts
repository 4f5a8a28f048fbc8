import { describe, expect, it } from 'vitest';
import { DISTANCE_BANDS, distanceBandOf } from './distance-band.ts';

describe('distance bands', () => {
  it('names a distance only by its band, a limit starting the next one', () => {
    expect(DISTANCE_BANDS).toEqual([
      'Under 5 km', '5–10 km', '10–25 km', '25–50 km', '50–100 km', '100–250 km', '250–500 km', '500–1,000 km', 'Over 1,000 km',
    ]);
    expect([0, 4.24, 5, 9.9, 10, 42, 99, 100, 999, 1000, 5000].map(distanceBandOf)).toEqual([
      'Under 5 km', 'Under 5 km', '5–10 km', '5–10 km', '10–25 km', '25–50 km', '50–100 km', '100–250 km', '500–1,000 km', 'Over 1,000 km', 'Over 1,000 km',
    ]);
    expect(distanceBandOf(null)).toBeNull();
  });
});
