import { describe, expect, it } from 'vitest';
import { createReverseGeocoder } from './reverse-geocoder.ts';

const geocoder = createReverseGeocoder();

describe('reverse geocoder', () => {
  it('builds its index once, on first use', () => {
    const started = performance.now();
    geocoder.warmUp();
    const built = performance.now() - started;
    const again = performance.now();
    geocoder.warmUp();
    expect(performance.now() - again).toBeLessThan(built);
  });

  it.each([
    [6.5244, 3.3792, 'Lagos, Nigeria'],
    [51.5074, -0.1278, 'London, United Kingdom'],
    [5.6037, -0.187, 'Accra, Ghana'],
    [-1.2921, 36.8219, 'Nairobi, Kenya'],
    [38.9072, -77.0369, 'Washington, D.C., United States'],
    [48.8566, 2.3522, 'Paris, France'],
    [-33.8688, 151.2093, 'Sydney, Australia'],
  ])('names the city at %d, %d: %s', (latitude, longitude, location) => {
    expect(geocoder.reverse(latitude, longitude)?.location).toBe(location);
  });

  it('names the city rather than the district a point stands in', () => {
    expect(geocoder.reverse(51.474, -0.069)).toEqual({ city: 'London', country: 'United Kingdom', location: 'London, United Kingdom' });
    expect(geocoder.reverse(52.52, 13.405)?.city).toBe('Berlin');
  });

  it('keeps a town of its own apart from the metropolis beyond it', () => {
    expect(geocoder.reverse(51.5105, -0.595)?.city).toBe('Slough');
  });

  it('finds nothing in the middle of the Atlantic', () => {
    expect(geocoder.reverse(30, -40)).toBeNull();
  });
});
