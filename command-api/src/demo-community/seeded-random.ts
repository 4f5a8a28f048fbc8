/** A deterministic random source: the same seed gives the same demo community on every machine. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A key, drawn in proportion to its weight. */
  weighted<Key extends string>(weights: Readonly<Record<Key, number>>): Key;
  bytes(count: number): Uint8Array;
}

/** cyrb128: spreads a string over four 32-bit words to seed sfc32. */
const hashSeed = (seed: string): [number, number, number, number] => {
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
};

/** sfc32, a small fast generator that passes PractRand; not for secrets. */
export const seededRandom = (seed: string): Random => {
  let [a, b, c, d] = hashSeed(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    sample(items, count) {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
    weighted(weights) {
      const entries = Object.entries(weights) as Array<[keyof typeof weights, number]>;
      let remaining = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        remaining -= weight;
        if (remaining < 0) return key;
      }
      return entries.at(-1)![0];
    },
    bytes: (count) => Uint8Array.from({ length: count }, () => int(0, 255)),
  };
};
