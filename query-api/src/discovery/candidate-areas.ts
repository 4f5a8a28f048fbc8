import type { CandidateTable } from './candidate-table.ts';
import type { SearchArea } from './search-area.ts';
import { NO_TERM, type TermChoice, type TermIds } from './terms.ts';

/** Ages past this share its bucket: the age filter still reads each candidate's own. */
const OLDEST_BUCKET = 127;
const ageBucketOf = (age: number) => Math.min(Math.max(age, 0), OLDEST_BUCKET);

/** A cell of the map is one degree of latitude by one of longitude. */
const CELL_COLUMNS = 361;
const rowOf = (latitude: number) => Math.floor(latitude) + 90;
const columnOf = (longitude: number) => Math.floor(longitude) + 180;
const cellOf = (latitude: number, longitude: number): number =>
  Number.isNaN(latitude) || Number.isNaN(longitude) ? NO_TERM : rowOf(latitude) * CELL_COLUMNS + columnOf(longitude);

/**
 * Reading candidates through the buckets reads the table out of order, which costs several times
 * what reading it in order does: past this share of the table, a ranking reads all of it in order
 * instead. Of 0.08, 0.1, 0.15, 0.2 and 0.4, a tenth gave bench:ranking its best mean and p99.
 */
const SCAN_PAST_SHARE = 0.1;

const grownTo = (array: Int32Array<ArrayBuffer>, slot: number): Int32Array<ArrayBuffer> => {
  if (slot < array.length) return array;
  const grown = new Int32Array(Math.max(1_024, 2 * slot));
  grown.set(array);
  return grown;
};

/** Slots filed by a key (a city's term id, a cell of the map…) and by age: the candidates of one key within an age range, without visiting the others. */
const createBuckets = () => {
  const byKey = new Map<number, number[][]>();
  /** Each slot is in one bucket at most: where it is in it, so that it leaves in one step. */
  let placeOf = new Int32Array(0);
  return {
    keys: (): Iterable<number> => byKey.keys(),
    add(key: number, age: number, slot: number) {
      if (key === NO_TERM) return;
      let ages = byKey.get(key);
      if (!ages) byKey.set(key, (ages = []));
      placeOf = grownTo(placeOf, slot);
      placeOf[slot] = (ages[ageBucketOf(age)] ??= []).push(slot) - 1;
    },
    delete(key: number, age: number, slot: number) {
      const bucket = key === NO_TERM ? undefined : byKey.get(key)?.[ageBucketOf(age)];
      if (!bucket) return;
      const last = bucket.pop()!;
      if (last === slot) return;
      bucket[placeOf[slot]!] = last;
      placeOf[last] = placeOf[slot]!;
    },
    /** The buckets of `key` for the ages `ageMin` to `ageMax`. */
    within(key: number, ageMin: number, ageMax: number, into: number[][]) {
      const ages = byKey.get(key);
      if (!ages) return;
      for (let age = ageBucketOf(ageMin); age <= ageBucketOf(ageMax); age++) {
        const bucket = ages[age];
        if (bucket?.length) into.push(bucket);
      }
    },
  };
};

/** Every key of one kind of term a viewer chose: those known when they chose, and those that have had an id since. */
const chosenIds = ({ known, later }: TermChoice, ids: TermIds): number[] => {
  const chosen: number[] = [];
  for (let id = 0; id < known.length; id++) if (known[id] === 1) chosen.push(id);
  for (const term of later ?? []) {
    const id = ids.existingIdOf(term);
    if (id !== undefined) chosen.push(id);
  }
  return chosen;
};

/**
 * Where each candidate lives and comes from, by age, as buckets of slots: a ranking visits the
 * candidates its search area and age range may admit (a city's, the cells of the map around the
 * viewer) instead of every candidate. The buckets only narrow the search: every candidate
 * visited is still judged by all the rules, so the buckets an area names only have to hold every
 * candidate it could admit.
 */
export const createCandidateAreas = (ids: TermIds, scanPastShare = SCAN_PAST_SHARE) => {
  const byCity = createBuckets();
  const byCountry = createBuckets();
  const byHomeCountry = createBuckets();
  const byHeritage = createBuckets();
  const byCell = createBuckets();
  /** The ranking that last listed each slot: a slot in two of an area's buckets is listed once. */
  let listedBy = new Int32Array(0);
  let ranking = 0;
  let slots = new Int32Array(0);

  const file = (table: CandidateTable, slot: number, bucket: 'add' | 'delete') => {
    const age = table.age[slot]!;
    byCity[bucket](table.city[slot]!, age, slot);
    byCountry[bucket](table.country[slot]!, age, slot);
    byHomeCountry[bucket](table.homeCountry[slot]!, age, slot);
    byHeritage[bucket](table.heritage[slot]!, age, slot);
    byCell[bucket](cellOf(table.latitude[slot]!, table.longitude[slot]!), age, slot);
  };

  /** The cells a box around the viewer touches: those of the box, or those holding anyone, whichever are fewer. */
  const cellsIn = ({ south, north, west, east }: NonNullable<SearchArea['near']>['box']): number[] => {
    const [top, bottom] = [rowOf(south), rowOf(north)];
    const [left, right] = [columnOf(west), columnOf(east)];
    const held = [...byCell.keys()];
    if (held.length <= (bottom - top + 1) * (right - left + 1)) {
      return held.filter((cell) => {
        const row = Math.floor(cell / CELL_COLUMNS);
        const column = cell % CELL_COLUMNS;
        return row >= top && row <= bottom && column >= left && column <= right;
      });
    }
    const cells: number[] = [];
    for (let row = top; row <= bottom; row++) for (let column = left; column <= right; column++) cells.push(row * CELL_COLUMNS + column);
    return cells;
  };

  const bucketsIn = (area: SearchArea, ageMin: number, ageMax: number): number[][] => {
    const buckets: number[][] = [];
    for (const city of chosenIds(area.cities, ids)) byCity.within(city, ageMin, ageMax, buckets);
    if (area.near) for (const cell of cellsIn(area.near.box)) byCell.within(cell, ageMin, ageMax, buckets);
    if (area.home) {
      for (const country of chosenIds(area.home.countries, ids)) {
        byCountry.within(country, ageMin, ageMax, buckets);
        byHomeCountry.within(country, ageMin, ageMax, buckets);
      }
      for (const heritage of chosenIds(area.home.heritages, ids)) byHeritage.within(heritage, ageMin, ageMax, buckets);
    }
    return buckets;
  };

  return {
    /** Before a slot is written again: it leaves the buckets of what it held. */
    remove: (table: CandidateTable, slot: number) => file(table, slot, 'delete'),
    /** Once a slot is written: it joins the buckets of what it holds now. */
    add(table: CandidateTable, slot: number) {
      listedBy = grownTo(listedBy, slot);
      slots = grownTo(slots, slot);
      file(table, slot, 'add');
    },
    /**
     * The slots that may be in `area` and aged `ageMin` to `ageMax`, each once, and few others:
     * the first `count` of `slots`, valid until the next call. Null for an area everywhere, or
     * when they are more than `scanPastShare` of the `size` slots of the table: reading it all in
     * order is then cheaper.
     */
    slotsIn(area: SearchArea, ageMin: number, ageMax: number, size: number): { slots: Int32Array; count: number } | null {
      if (area.everywhere) return null;
      if (++ranking === 2 ** 31) {
        listedBy.fill(0);
        ranking = 1;
      }
      let count = 0;
      for (const bucket of bucketsIn(area, ageMin, ageMax)) {
        for (let at = 0; at < bucket.length; at++) {
          const slot = bucket[at]!;
          if (listedBy[slot] === ranking) continue;
          listedBy[slot] = ranking;
          slots[count++] = slot;
        }
      }
      if (count > scanPastShare * size) return null;
      return { slots, count };
    },
  };
};
