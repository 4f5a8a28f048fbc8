import { BIT_CAPACITY, maskOf } from '@sankofa/projections/discovery';
import { bitCount32, bitMaskOf, type BitMask } from './bit-mask.ts';

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
    /** A term's id, without giving one to a term no candidate has brought. */
    existingIdOf: (term: string): number | undefined => ids.get(term),
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

/**
 * A viewer's choice among the terms of one kind of list (languages, cultural values), in the
 * projector's bits (the encoding candidates' masks are written in, see the discovery read model).
 */
export interface ListChoice {
  /** The bits of the chosen terms the projector's dictionary held when the choice was made. */
  bits: BitMask;
  /** Chosen terms it held no bit for (no candidate had them then, or the kind's bits ran out); null when none. */
  later: ReadonlySet<string> | null;
  /** The bits the dictionary had not given yet: a candidate holding one may hold one of `later`. */
  newerBits: BitMask;
}

const ALL_BITS = (1n << BigInt(BIT_CAPACITY)) - 1n;

export const listChoiceOf = (bits: ReadonlyMap<string, number>, chosen: readonly string[]): ListChoice => {
  const later = new Set(chosen.filter((term) => !bits.has(term)));
  const given = (1n << BigInt(bits.size)) - 1n;
  return { bits: bitMaskOf(maskOf(bits, chosen)), later: later.size === 0 ? null : later, newerBits: bitMaskOf(ALL_BITS & ~given) };
};

/** Whether a list of `length` terms holds one without a bit in its mask (the kind's bits ran out): only then must a choice read the list itself. */
export const hasTermsWithoutBits = (low: number, high: number, length: number): boolean => bitCount32(low) + bitCount32(high) < length;

/**
 * Whether a candidate's list (its mask's two words, whether it holds terms without a bit, and the
 * list itself) holds any one of the chosen terms. The list itself is read only when the mask may
 * hide one the choice has no bit for: a bit given since the choice, or a term with no bit at all.
 */
export const holdsAny = (choice: ListChoice, low: number, high: number, withoutBits: boolean, list: readonly string[]): boolean =>
  (low & choice.bits.low) !== 0 ||
  (high & choice.bits.high) !== 0 ||
  (choice.later !== null &&
    ((low & choice.newerBits.low) !== 0 || (high & choice.newerBits.high) !== 0 || withoutBits) &&
    list.some((term) => choice.later!.has(term)));
