/** The id of no term: a null place or heritage. */
export const NO_TERM = -1;

/** A viewer's choice among single terms (cities, heritages, religions…), to look candidates' term ids up in. */
export interface TermChoice {
  /** 1 by id for the chosen terms the vocabulary held when the choice was made. */
  known: Uint8Array;
  /** Chosen terms it did not hold then, which a candidate may bring later (with a new id, past `known`); null when none. */
  later: ReadonlySet<string> | null;
  /** Every term by id. */
  terms: readonly string[];
}

/** Whether the term with `id` (NO_TERM for none) is one of the chosen. */
export const isChosen = ({ known, later, terms }: TermChoice, id: number): boolean =>
  known[id] === 1 || (later !== null && id >= known.length && later.has(terms[id]!));

/**
 * Small integer ids for the terms a ranking compares for every candidate (place keys, heritages,
 * religions…): typed arrays hold the ids, and a viewer's choice becomes a lookup table by id.
 * Only candidates' terms get ids: what viewers type into their filters never grows it.
 */
export const createTermIds = () => {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  return {
    /** A candidate's term's id, a new one the first time it is seen. */
    idOf(term: string | null): number {
      if (term === null) return NO_TERM;
      let id = ids.get(term);
      if (id === undefined) {
        id = terms.push(term) - 1;
        ids.set(term, id);
      }
      return id;
    },
    choiceOf(chosen: Iterable<string>): TermChoice {
      const known = new Uint8Array(terms.length);
      const later = new Set<string>();
      for (const term of chosen) {
        const id = ids.get(term);
        if (id === undefined) later.add(term);
        else known[id] = 1;
      }
      return { known, later: later.size === 0 ? null : later, terms };
    },
  };
};

export type TermIds = ReturnType<typeof createTermIds>;

/** Bits 0–30 go to terms; bit 31 marks a set that leaves out terms which came too late for a bit. */
const TERM_BITS = 31;
const LEFT_OUT = 1 << TERM_BITS;

/** A viewer's choice among the terms of one kind of list (languages, cultural values), to look candidates' sets up in. */
export interface ListChoice {
  /** The bits of the chosen terms that had one when the choice was made. */
  set: number;
  /** Chosen terms that had none, which a candidate may hold with a bit given since, or none; null when there are none. */
  later: ReadonlySet<string> | null;
  /** The bits a set holding one of `later` must have: those given since, and LEFT_OUT. */
  laterBits: number;
}

/**
 * Whether a candidate's list (its set, and the list itself) holds any one of the chosen terms.
 * The list itself is read only when its set says it may hold a term the choice has no bit for.
 */
export const holdsAny = ({ set, later, laterBits }: ListChoice, candidateSet: number, list: readonly string[]): boolean =>
  (candidateSet & set) !== 0 || (later !== null && (candidateSet & laterBits) !== 0 && list.some((term) => later.has(term)));

/**
 * Bits for the terms of one kind of list (languages, cultural values), so that "holds any of
 * these" is one AND on a candidate's set, a 32-bit word. The first 31 terms candidates bring get
 * one; only candidates' terms do, so what viewers type into their filters never uses them up.
 */
export const createTermBits = () => {
  const bits = new Map<string, number>();
  return {
    /** A candidate's set, giving a bit to each term first seen while bits remain. */
    setOf(terms: readonly string[]): number {
      let set = 0;
      for (const term of terms) {
        if (!bits.has(term) && bits.size < TERM_BITS) bits.set(term, 1 << bits.size);
        set |= bits.get(term) ?? LEFT_OUT;
      }
      return set;
    },
    choiceOf(chosen: readonly string[]): ListChoice {
      const later = new Set(chosen.filter((term) => !bits.has(term)));
      const set = chosen.reduce((union, term) => union | (bits.get(term) ?? 0), 0);
      return { set, later: later.size === 0 ? null : later, laterBits: ~((1 << bits.size) - 1) | LEFT_OUT };
    },
  };
};

export type TermBits = ReturnType<typeof createTermBits>;

/** What the index turns candidates' terms into: ids for single terms, bits for each kind of list. */
export const createVocabulary = () => ({ ids: createTermIds(), languages: createTermBits(), culturalValues: createTermBits() });

export type Vocabulary = ReturnType<typeof createVocabulary>;
