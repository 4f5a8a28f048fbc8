import type pg from 'pg';

/**
 * The one encoding of cultural values and languages, written by the projector (a row's
 * values_bits and language_bits) and read by query-api (scores and filters): each term of a kind
 * has a bit, a member's terms are the mask of theirs, and "shares any" is one AND.
 */
export type TermKind = 'value' | 'language';

/**
 * Bits 0–62 of a bigint, so masks stay positive. The app offers 10 cultural values and 15
 * languages; a term first seen after a kind's 63 bits are taken gets none and never counts as
 * shared in the score (filters still compare the text).
 */
export const BIT_CAPACITY = 63;

/** A row of `discovery_terms`: bits are given 0, 1, 2… per kind, in the order terms reach the projector. */
export interface TermRow {
  kind: TermKind;
  term: string;
  bit: number;
}

/** Each kind's bit by term. */
export type TermDictionary = Record<TermKind, Map<string, number>>;

export const termDictionaryOf = (rows: readonly TermRow[]): TermDictionary => {
  const dictionary: TermDictionary = { value: new Map(), language: new Map() };
  for (const { kind, term, bit } of rows) dictionary[kind].set(term, bit);
  return dictionary;
};

/** The mask of `terms`: the bits they have, a term without one adding nothing. */
export const maskOf = (bits: ReadonlyMap<string, number>, terms: readonly string[]): bigint => {
  let mask = 0n;
  for (const term of terms) {
    const bit = bits.get(term);
    if (bit !== undefined) mask |= 1n << BigInt(bit);
  }
  return mask;
};

export interface TermBits {
  /** Gives each term not seen before the next free bit, in the order terms reach it. */
  note(kind: TermKind, terms: readonly string[]): void;
  /** The mask of `terms`, as the decimal text of a bigint. */
  maskOf(kind: TermKind, terms: readonly string[]): string;
  saveNew(tx: pg.PoolClient): Promise<void>;
}

/**
 * A dictionary grown in memory from `rows`: each term not seen before gets the next free bit, in
 * the order terms reach it. `added` holds the bits handed out since.
 */
export const growingTermBits = (rows: readonly TermRow[]) => {
  const dictionary = termDictionaryOf(rows);
  const added: TermRow[] = [];
  return {
    dictionary,
    added,
    note(kind: TermKind, terms: readonly string[]) {
      const known = dictionary[kind];
      for (const term of terms) {
        if (known.has(term) || known.size >= BIT_CAPACITY) continue;
        known.set(term, known.size);
        added.push({ kind, term, bit: known.get(term)! });
      }
    },
    maskOf: (kind: TermKind, terms: readonly string[]) => maskOf(dictionary[kind], terms).toString(),
  };
};

/**
 * The dictionary of `discovery_terms`, as the projector grows it. Bits are handed out in log
 * order, so a rebuild, a batch applied twice or the same events cut into other batches all give
 * every term the same bit.
 */
export const loadTermBits = async (tx: pg.PoolClient): Promise<TermBits> => {
  const { rows } = await tx.query<TermRow>('SELECT kind, term, bit FROM discovery_terms');
  const { note, maskOf, added } = growingTermBits(rows);
  return {
    note,
    maskOf,
    async saveNew(tx) {
      if (added.length === 0) return;
      await tx.query(
        `INSERT INTO discovery_terms (kind, term, bit) SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) ON CONFLICT DO NOTHING`,
        [added.map((row) => row.kind), added.map((row) => row.term), added.map((row) => row.bit)],
      );
    },
  };
};
