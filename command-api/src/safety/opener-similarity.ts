import { createHash } from 'node:crypto';

/**
 * Word pairs ("shingles") of a message, each kept as a short hash: enough to compare two openers,
 * nothing to read them back by. Case, accents and punctuation are ignored; in a template of twenty
 * words, a name swapped in still leaves the two above 0.8. A one-word message is its one word.
 */
export const shinglesOf = (text: string): string[] => {
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pairs = words.length < 2 ? words : words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...new Set(pairs.map((pair) => createHash('sha256').update(pair).digest('hex').slice(0, 12)))];
};

/** Shared shingles over all shingles of the two: 1 for the same words in the same order, 0 for nothing in common. */
export const jaccard = (a: readonly string[], b: readonly string[]): number => {
  if (a.length === 0 && b.length === 0) return 0;
  const inA = new Set(a);
  const shared = b.filter((shingle) => inA.has(shingle)).length;
  return shared / (inA.size + new Set(b).size - shared);
};
