import type { Candidate } from './candidate.ts';
import { hasTermsWithoutBits, type TermIds } from './terms.ts';

/** The columns a ranking reads for every candidate, as typed arrays by slot, and their element types. */
const TYPED_COLUMNS = {
  age: Int16Array,
  isSuspended: Uint8Array,
  isVerified: Uint8Array,
  /** Epoch milliseconds; NaN for none. */
  boostedUntil: Float64Array,
  /** NaN without coordinates. */
  latitude: Float64Array,
  longitude: Float64Array,
  /** Term ids (see terms.ts); NO_TERM for null. */
  city: Int32Array,
  country: Int32Array,
  homeCountry: Int32Array,
  heritage: Int32Array,
  ethnicGroup: Int32Array,
  diasporaGeneration: Int32Array,
  religion: Int32Array,
  relationshipGoals: Int32Array,
  /** The projector's masks of the candidate's lists, in 32-bit words (see bit-mask.ts): what filters and compatibility compare. */
  valueBitsLow: Int32Array,
  valueBitsHigh: Int32Array,
  languageBitsLow: Int32Array,
  languageBitsHigh: Int32Array,
  /** 1 for cultural values, 2 for languages: the lists holding a term without a bit, which a choice must then read whole. */
  listsWithoutBits: Uint8Array,
};

type TypedColumns = { [Name in keyof typeof TYPED_COLUMNS]: InstanceType<(typeof TYPED_COLUMNS)[Name]> };

/**
 * Every candidate by slot, column by column. A wide search reads the typed columns of all 100,000
 * candidates: a few contiguous megabytes, where objects would be 100,000 scattered reads (a
 * narrow one reads the slots of its area, see candidate-areas.ts). The candidates' lists
 * themselves (languages, cultural values) are read only when a viewer's choice has terms without
 * a bit (see terms.ts), or when a candidate's list holds one.
 */
export interface CandidateTable extends TypedColumns {
  ids: string[];
  positions: string[];
  languages: Array<readonly string[]>;
  culturalValues: Array<readonly string[]>;
}

/** A table with room for `capacity` candidates, holding those of `from`. */
export const tableWithCapacity = (capacity: number, from?: CandidateTable): CandidateTable => {
  const typed = Object.fromEntries(
    Object.entries(TYPED_COLUMNS).map(([name, Type]) => {
      const column = new Type(capacity);
      if (from) column.set(from[name as keyof TypedColumns]);
      return [name, column];
    }),
  ) as TypedColumns;
  return { ...typed, ids: from?.ids ?? [], positions: from?.positions ?? [], languages: from?.languages ?? [], culturalValues: from?.culturalValues ?? [] };
};

export const capacityOf = (table: CandidateTable): number => table.age.length;

export const writeSlot = (table: CandidateTable, slot: number, candidate: Candidate, ids: TermIds) => {
  table.ids[slot] = candidate.id;
  table.positions[slot] = candidate.position;
  table.languages[slot] = candidate.languages;
  table.culturalValues[slot] = candidate.culturalValues;
  table.age[slot] = candidate.age;
  table.isSuspended[slot] = Number(candidate.isSuspended);
  table.isVerified[slot] = Number(candidate.isVerified);
  table.boostedUntil[slot] = candidate.boostedUntil ?? NaN;
  table.latitude[slot] = candidate.latitude ?? NaN;
  table.longitude[slot] = candidate.longitude ?? NaN;
  table.city[slot] = ids.idOf(candidate.cityKey);
  table.country[slot] = ids.idOf(candidate.countryKey);
  table.homeCountry[slot] = ids.idOf(candidate.homeCountryKey);
  table.heritage[slot] = ids.idOf(candidate.heritage);
  table.ethnicGroup[slot] = ids.idOf(candidate.ethnicGroup);
  table.diasporaGeneration[slot] = ids.idOf(candidate.diasporaGeneration);
  table.religion[slot] = ids.idOf(candidate.religion);
  table.relationshipGoals[slot] = ids.idOf(candidate.relationshipGoals);
  table.valueBitsLow[slot] = candidate.valueBits.low;
  table.valueBitsHigh[slot] = candidate.valueBits.high;
  table.languageBitsLow[slot] = candidate.languageBits.low;
  table.languageBitsHigh[slot] = candidate.languageBits.high;
  table.listsWithoutBits[slot] =
    Number(hasTermsWithoutBits(candidate.valueBits.low, candidate.valueBits.high, candidate.culturalValues.length)) +
    2 * Number(hasTermsWithoutBits(candidate.languageBits.low, candidate.languageBits.high, candidate.languages.length));
};

/** Whether the candidate's cultural values hold a term without a bit. */
export const valuesWithoutBitsAt = (table: CandidateTable, slot: number): boolean => (table.listsWithoutBits[slot]! & 1) !== 0;
/** Whether the candidate's languages hold a term without a bit. */
export const languagesWithoutBitsAt = (table: CandidateTable, slot: number): boolean => (table.listsWithoutBits[slot]! & 2) !== 0;
