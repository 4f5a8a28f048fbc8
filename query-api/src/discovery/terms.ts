/** The id of no term: a null place or heritage. */
export const NO_TERM = -1;

/**
 * Small integer ids for the strings a ranking compares for every candidate (place keys,
 * heritages, religions…): typed arrays hold the ids, and a viewer's choices become lookup tables
 * by id. A viewer's choices get ids too and ids are never reused, so a table made for a viewer
 * stays right as candidates bring new terms.
 */
export const createTermIds = () => {
  const ids = new Map<string, number>();
  return {
    /** The term's id, a new one the first time it is seen. */
    idOf(term: string | null): number {
      if (term === null) return NO_TERM;
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
      }
      return id;
    },
    /** A lookup table by id: 1 for the ids of `chosen`, 0 (or past its end) for every other term. */
    tableOf(chosen: Iterable<string>): Uint8Array {
      const chosenIds = [...chosen].map((term) => this.idOf(term));
      const table = new Uint8Array(ids.size);
      for (const id of chosenIds) table[id] = 1;
      return table;
    },
  };
};

export type TermIds = ReturnType<typeof createTermIds>;

const BITS_PER_SET = 32;

/**
 * Bits for the terms of one kind of list (languages, cultural values), so that "shares any of
 * these" is one AND on a candidate's set, as a 32-bit word. The first 32 terms seen get one,
 * viewers' choices included; a candidate's terms past those are left out of its set, which stays
 * exact for any choice whose terms all have a bit: none of them is one it left out.
 */
export const createTermBits = () => {
  const bits = new Map<string, number>();
  const bitOf = (term: string): number | undefined => {
    if (!bits.has(term) && bits.size < BITS_PER_SET) bits.set(term, 1 << bits.size);
    return bits.get(term);
  };
  return {
    /** The set of those of `terms` that have a bit. */
    setOf(terms: readonly string[]): number {
      let set = 0;
      for (const term of terms) set |= bitOf(term) ?? 0;
      return set;
    },
    /** The set of `terms`, or null when one of them has no bit: then only the terms themselves can tell. */
    exactSetOf(terms: readonly string[]): number | null {
      const termBits = terms.map(bitOf);
      return termBits.includes(undefined) ? null : termBits.reduce<number>((set, bit) => set | bit!, 0);
    },
  };
};

export type TermBits = ReturnType<typeof createTermBits>;

/** What the index turns candidates' and viewers' terms into: ids for single terms, bits for each kind of list. */
export const createVocabulary = () => ({ ids: createTermIds(), languages: createTermBits(), culturalValues: createTermBits() });

export type Vocabulary = ReturnType<typeof createVocabulary>;
