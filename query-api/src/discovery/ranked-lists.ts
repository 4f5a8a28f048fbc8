import type pg from 'pg';
import { RecentlyUsedMap } from '@sankofa/server-kit';
import type { PublicMemberColumns } from '../members/member-view.ts';
import { createCardCache } from './card-cache.ts';
import { createCandidateIndex, type CandidateIndex } from './candidate-index.ts';
import { hiddenFrom, isEligible } from './eligibility.ts';
import { changedCandidates, checkWindow, loadSearch } from './ranked-queries.ts';
import { rankAfter, searchOf, type Search } from './ranker.ts';
import { compareRank, rankedAt, type RankKey, type RankedCandidate } from './ranking.ts';
import { distanceTo } from './search-area.ts';
import { searchKeyOf, viewerOf } from './viewer.ts';

export interface RankedListOptions {
  /** Candidates ranked at a time: a page is served from them until they run out. */
  chunk?: number;
  /** Past this many changed rows since a list was ranked, it is ranked again rather than patched. */
  maxChanges?: number;
  ttlMs?: number;
  /** Lists kept, the most recently used. */
  maxViewers?: number;
  /** Cards kept for pages asked for again (see card-cache.ts). */
  maxCards?: number;
}

/** A stretch of one viewer's ranked list: the candidates after `after` up to `end` (null: to the end), as of `position`. */
interface Segment {
  search: Search;
  expiresAt: number;
  after: RankKey | null;
  end: RankKey | null;
  candidates: RankedCandidate[];
  position: string;
}

export interface RankedCard {
  candidate: RankedCandidate;
  card: PublicMemberColumns;
  /** Between the two members' coarse points; the viewer is only ever shown its band. */
  distanceKm: number | null;
}

/** Checked with each page beyond what it needs, so a few candidates gone since ranking rarely cost another query. */
const WINDOW_SLACK = 5;

const within = (segment: Segment, key: RankKey) =>
  (segment.after === null || compareRank(key, segment.after) > 0) && (segment.end === null || compareRank(key, segment.end) <= 0);

const covers = (segment: Segment, cursor: RankKey | null) => segment.after === null || (cursor !== null && compareRank(cursor, segment.after) >= 0);

const indexAfter = (segment: Segment, after: RankKey | null) => {
  const index = after ? segment.candidates.findIndex((candidate) => compareRank(candidate, after) > 0) : 0;
  return index < 0 ? segment.candidates.length : index;
};

const endOf = (candidates: RankedCandidate[], chunk: number) => (candidates.length < chunk ? null : candidates.at(-1)!);

/** Whether the viewer may see the member in `slot` as the index holds them now, `hidden` being the slots hidden from them. */
const eligibleIn =
  (index: CandidateIndex, { criteria }: Search, hidden: ReadonlySet<number>) =>
  (slot: number): boolean =>
    isEligible(criteria, hidden, index.table, slot);

/**
 * Changed candidates (by slot) leave their old place and come back where they rank now, if the
 * viewer may still see them (`mayJoin`); the segment is then current as of `position`, the last
 * change read.
 */
const patch = (index: CandidateIndex, segment: Segment, changed: number[], position: string, mayJoin: (slot: number) => boolean, now: number): Segment => {
  if (changed.length === 0) return segment;
  const ids = new Set(changed.map((slot) => index.table.ids[slot]));
  const kept = segment.candidates.filter((candidate) => !ids.has(candidate.id));
  const added = changed.filter(mayJoin).map((slot) => rankedAt(segment.search.scorer, index.table, slot, now)).filter((key) => within(segment, key));
  return { ...segment, candidates: [...kept, ...added].sort(compareRank), position };
};

/**
 * Ranking means scoring every candidate in the viewer's area (thousands in a big city), while
 * the client asks again after every swipe. So this process holds every profile's rule columns
 * (the candidate index) and ranks each viewer's list from it in memory, in chunks, kept per
 * viewer. A page from it costs one query, which reads the rows changed since the list was ranked
 * (new members and edited profiles show at once) and who the page's candidates are to the viewer
 * now (swipes, blocks); the rules judge the page again on that. A change of the viewer's own
 * profile, filters or premium ranks the list again; a boost that ends without an event shows
 * within `ttlMs`. Memory: the index (about 0.5 KB a profile: 55 MB for 100,000), `maxViewers`
 * lists (each with its filters' lookup tables, a byte per term of the index's vocabulary) and
 * `maxCards` cards.
 */
export const createRankedLists = (pool: pg.Pool, options: RankedListOptions = {}) => {
  const { chunk = 100, maxChanges = 200, ttlMs = 60_000, maxViewers = 2_000, maxCards = 10_000 } = options;
  const index = createCandidateIndex((since, limit) => changedCandidates(pool, since, limit));
  const cards = createCardCache(maxCards);
  const currentCard = ({ id, slot }: RankedCandidate) => cards.current(id, index.table.positions[slot]);
  const segments = new RecentlyUsedMap<string, Segment>(maxViewers);

  const rank = async (viewerId: string, after: RankKey | null): Promise<Segment | null> => {
    await index.ready();
    const since = index.position;
    const { viewer: rows, changed, ...relations } = await loadSearch(pool, viewerId, since, maxChanges + 1);
    index.apply(changed, since);
    if (changed.length > maxChanges) await index.catchUp();
    if (!rows) return null;
    const search = searchOf(index, viewerOf(rows), relations);
    const candidates = rankAfter(index.table, search, after, chunk, Date.now());
    return { search, expiresAt: Date.now() + ttlMs, after, end: endOf(candidates, chunk), candidates, position: index.position };
  };

  /** Ranks the chunk after the segment's end; its position stays the older one, so the next check covers both. */
  const extend = (segment: Segment): Segment => {
    const candidates = rankAfter(index.table, segment.search, segment.end, chunk, Date.now());
    const ranked = new Set(candidates.map((candidate) => candidate.id));
    return {
      ...segment,
      candidates: [...segment.candidates.filter((candidate) => !ranked.has(candidate.id)), ...candidates],
      end: endOf(candidates, chunk),
    };
  };

  const remember = (viewerId: string, segment: Segment) => {
    segments.set(viewerId, segment);
  };

  return {
    /** Loads the candidate index now rather than on the first request: a server may wait for it before it takes traffic. */
    ready: (): Promise<void> => index.ready(),
    /** Up to `count` candidates after `cursor` that the viewer may see now, in rank order, with their cards. */
    async page(viewerId: string, cursor: RankKey | null, count: number): Promise<RankedCard[]> {
      const cached = segments.get(viewerId);
      let segment = cached && cached.expiresAt > Date.now() && covers(cached, cursor) ? cached : await rank(viewerId, cursor);
      let ranked = segment !== cached;
      const found: RankedCard[] = [];
      const gone = new Set<string>();
      let after = cursor;
      let checked = false;
      while (segment && found.length < count) {
        const next = indexAfter(segment, after);
        const exhausted = next >= segment.candidates.length;
        if (exhausted && segment.end !== null) {
          segment = extend(segment);
          continue;
        }
        // A list ranked by an earlier request is checked at least once, even when it has nothing left: newcomers may have joined it.
        if (exhausted && (ranked || checked)) break;
        const window = segment.candidates.slice(next, next + count - found.length + WINDOW_SLACK);
        const asked = new Set(window.map(({ id }) => id));
        const cardsAsked = new Set(window.filter((candidate) => !currentCard(candidate)).map(({ id }) => id));
        const since = segment.position;
        const check = await checkWindow(pool, viewerId, [...asked], [...cardsAsked], since, maxChanges + 1);
        checked = true;
        if (!check.viewer) return [];
        index.apply(check.changed, since);
        const { search } = segment;
        const outdated = searchKeyOf(check.viewer, new Date()) !== search.viewer.searchKey || check.changed.length > maxChanges;
        if (outdated && !ranked) {
          segment = await rank(viewerId, cursor);
          ranked = true;
          after = cursor;
          found.length = 0;
          gone.clear();
          continue;
        }
        // Members changed since join the list on what the ranking read of their swipes and blocks; none is shown before a check asks about them.
        const changed = check.changed.map(({ member_id }) => index.slotOf(member_id)!);
        segment = patch(index, segment, changed, check.changed.at(-1)?.last_position ?? since, eligibleIn(index, search, search.hidden), Date.now());
        const mayShow = eligibleIn(index, search, index.slotsOf(hiddenFrom(search.viewer, check)));
        for (const card of check.cards) cards.remember(card);
        for (let at = indexAfter(segment, after); found.length < count && at < segment.candidates.length; at++) {
          const candidate = segment.candidates[at]!;
          const card = currentCard(candidate);
          // Not asked about, or a card changed since read: the next check reads them.
          if (!asked.has(candidate.id) || (!card && !cardsAsked.has(candidate.id))) break;
          if (card && mayShow(candidate.slot)) found.push({ candidate, card, distanceKm: distanceTo(search.viewer.profile, index.table, candidate.slot) });
          else gone.add(candidate.id);
          after = candidate;
        }
      }
      if (segment) remember(viewerId, gone.size === 0 ? segment : { ...segment, candidates: segment.candidates.filter((candidate) => !gone.has(candidate.id)) });
      return found;
    },
  };
};

export type RankedLists = ReturnType<typeof createRankedLists>;
