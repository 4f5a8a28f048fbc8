import { describe, expect, it } from 'vitest';
import { coarseCoordinates, coarseLocationText } from './coarse-location.ts';

describe('a location text', () => {
  it('that is a pair of coordinates shows only the coarse point, and stays so when made coarse again', () => {
    const { latitude, longitude } = coarseCoordinates({ latitude: 5.6037, longitude: -0.187 });
    expect(coarseLocationText('5.6037, -0.1870')).toBe(`Near ${latitude.toFixed(2)}, ${longitude.toFixed(2)}`);
    expect(coarseLocationText(coarseLocationText('5.6037, -0.1870'))).toBe(coarseLocationText('5.6037, -0.1870'));
    expect(coarseLocationText(' 5.6037,-0.1870 ')).toBe(coarseLocationText('5.6037, -0.1870'));
    expect(coarseLocationText('5.6037, -0.1870')).not.toContain('5.6037');
  });

  it("that is anything else is the member's own words", () => {
    for (const text of ['Accra, Ghana', 'East Legon', '95.1, 200.2', '1, 2, 3']) expect(coarseLocationText(text)).toBe(text);
  });
});
