/**
 * A bigint mask of up to 64 bits (the read model's values_bits and language_bits) as two 32-bit
 * words: bitwise work on plain numbers stays cheap when it runs for every candidate ranked.
 */
export interface BitMask {
  low: number;
  high: number;
}

const WORD = 0xffffffffn;

/** From a bigint, or the decimal text PostgreSQL sends one as (JSON numbers would lose its low bits). */
export const bitMaskOf = (mask: string | bigint): BitMask => {
  const bits = BigInt(mask);
  return { low: Number(bits & WORD), high: Number((bits >> 32n) & WORD) };
};

/** The set bits of a 32-bit word (as JavaScript's bitwise operators read a number). */
export const bitCount32 = (word: number): number => {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

export const bitCount = (mask: BitMask): number => bitCount32(mask.low) + bitCount32(mask.high);
