import { describe, expect, it } from 'vitest';
import { banReasons, DEFAULT_THRESHOLDS } from './fingerprints.ts';

const face = (value: number) => Array.from({ length: 1024 }, (_, index) => (index % 2 === 0 ? value : -value));

describe('banReasons', () => {
  const banned = [{ hash: 'ffff0000ffff0000', descriptors: [face(0.3)] }];

  it('names a face alike to a banned one and a photo a few bits from a banned one', () => {
    expect(banReasons([{ hash: 'ffff0000ffff0007', descriptors: [face(0.3)] }], banned, DEFAULT_THRESHOLDS)).toEqual([
      { kind: 'banned_face', similarity: 1 },
      { kind: 'banned_photo', distance: 3 },
    ]);
  });

  it('holds nothing for another face in another photo, or for a photo with no face and no banned fingerprints', () => {
    expect(banReasons([{ hash: '0000ffff0000ffff', descriptors: [face(-0.3)] }], banned, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(banReasons([{ hash: 'ffff0000ffff0000', descriptors: [] }], [], DEFAULT_THRESHOLDS)).toEqual([]);
  });

  it('follows the thresholds it is given', () => {
    const mine = [{ hash: 'ffff0000ffff00ff', descriptors: [] }];
    expect(banReasons(mine, banned, DEFAULT_THRESHOLDS)).toEqual([{ kind: 'banned_photo', distance: 8 }]);
    expect(banReasons(mine, banned, { ...DEFAULT_THRESHOLDS, photoDistance: 4 })).toEqual([]);
  });
});
