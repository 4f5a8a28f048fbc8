import { createCandidateAreas } from './candidate-areas.ts';
import { candidateOf, type CandidateRow } from './candidate.ts';
import { capacityOf, tableWithCapacity, writeSlot, type CandidateTable } from './candidate-table.ts';
import { createTermIds } from './terms.ts';

/** Rows read per query while catching up: the first load reads the whole read model in pages of this many. */
const PAGE_SIZE = 10_000;

/** Reads the rows changed after `since`, oldest change first, at most `limit`. */
export type ReadChanged = (since: string, limit: number) => Promise<CandidateRow[]>;

/**
 * Every discovery profile's rule columns, held in this process so that a viewer's list is ranked
 * here rather than by PostgreSQL scoring thousands of rows per viewer. One slot per profile (no
 * cards, nothing per viewer): its memory grows with the read model, not with traffic. Loaded on
 * first use, never at import.
 *
 * It stays current by position alone: the projector moves a row's last_position forward with
 * every change it writes, so the rows past the index's position are all it has not seen. Callers
 * read them within their own queries (a ranking, a page check) and hand them to `apply`.
 */
export const createCandidateIndex = (readChanged: ReadChanged, { scanPastShare }: { scanPastShare?: number } = {}) => {
  const slots = new Map<string, number>();
  const termIds = createTermIds();
  const areas = createCandidateAreas(termIds, scanPastShare);
  let table = tableWithCapacity(0);
  let position = '';
  let catchingUp: Promise<void> | null = null;
  let loaded: Promise<void> | null = null;

  const store = (row: CandidateRow) => {
    const known = slots.get(row.member_id);
    // Older than what the index holds (read by a slower query): nothing to change.
    if (known !== undefined && table.positions[known]! >= row.last_position) return;
    const slot = known ?? slots.size;
    slots.set(row.member_id, slot);
    if (slot >= capacityOf(table)) table = tableWithCapacity(Math.max(1_024, 2 * slot), table);
    if (known !== undefined) areas.remove(table, slot);
    writeSlot(table, slot, candidateOf(row), termIds);
    areas.add(table, slot);
  };

  /** `rows`: every row changed after `since`, oldest change first, up to the last one read. */
  const apply = (rows: readonly CandidateRow[], since: string) => {
    for (const row of rows) store(row);
    const last = rows.at(-1)?.last_position;
    // Read from at or before the index's position, the rows leave no gap: the index has seen everything up to the last one.
    if (last !== undefined && since <= position && last > position) position = last;
  };

  /** Reads and applies every row past the index's position, a page at a time; concurrent callers share one pass. */
  const catchUp = (): Promise<void> =>
    (catchingUp ??= (async () => {
      try {
        let rows: CandidateRow[];
        do {
          const since = position;
          rows = await readChanged(since, PAGE_SIZE);
          apply(rows, since);
        } while (rows.length === PAGE_SIZE);
      } finally {
        catchingUp = null;
      }
    })());

  return {
    get position() {
      return position;
    },
    /** Loads the whole read model the first time; later, callers keep the index current with `apply`. */
    ready: (): Promise<void> =>
      (loaded ??= catchUp().catch((error: unknown) => {
        loaded = null;
        throw error;
      })),
    catchUp,
    apply,
    /** Replaced as it grows: read it again after anything that may apply rows. */
    get table(): CandidateTable {
      return table;
    },
    termIds,
    areas,
    slotOf: (id: string): number | undefined => slots.get(id),
    /** The slots of those of `ids` the index holds. */
    slotsOf: (ids: Iterable<string>): Set<number> => new Set([...ids].map((id) => slots.get(id)).filter((slot) => slot !== undefined)),
  };
};

export type CandidateIndex = ReturnType<typeof createCandidateIndex>;
