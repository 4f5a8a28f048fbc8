import type pg from 'pg';
import { checkWindow, rankAfter, type CheckedCandidate, type DiscoveryCard } from './ranked-queries.ts';
import { compareRank, type RankKey, type RankedCandidate } from './ranking.ts';
import { loadViewer, searchKeyOf, type Viewer } from './viewer.ts';

export interface RankedListOptions {
  /** Candidates ranked per query: a page is served from them until they run out. */
  chunk?: number;
  /** Past this many changed rows since a list was ranked, it is ranked again rather than patched. */
  maxChanges?: number;
  ttlMs?: number;
  maxViewers?: number;
}

/** A stretch of one viewer's ranked list: the candidates after `after` up to `end` (null: to the end), as of `position`. */
interface Segment {
  viewer: Viewer;
  expiresAt: number;
  after: RankKey | null;
  end: RankKey | null;
  candidates: RankedCandidate[];
  position: string;
}

export interface RankedCard {
  candidate: RankedCandidate;
  card: DiscoveryCard;
}

/** Checked with each page beyond what it needs, so a few candidates gone since ranking rarely cost another query. */
const WINDOW_SLACK = 5;

const rankedOnly = ({ id, isBoosted, verifiedFirst, compatibility }: RankedCandidate): RankedCandidate => ({ id, isBoosted, verifiedFirst, compatibility });

const within = (segment: Segment, key: RankKey) =>
  (segment.after === null || compareRank(key, segment.after) > 0) && (segment.end === null || compareRank(key, segment.end) <= 0);

const covers = (segment: Segment, cursor: RankKey | null) => segment.after === null || (cursor !== null && compareRank(cursor, segment.after) >= 0);

const indexAfter = (segment: Segment, after: RankKey | null) => {
  const index = after ? segment.candidates.findIndex((candidate) => compareRank(candidate, after) > 0) : 0;
  return index < 0 ? segment.candidates.length : index;
};

/** Changed candidates leave their old place and come back where they rank now, if the viewer may still see them. */
const patch = (segment: Segment, changes: CheckedCandidate[]): Segment => {
  if (changes.length === 0) return segment;
  const changed = new Set(changes.map((change) => change.id));
  const kept = segment.candidates.filter((candidate) => !changed.has(candidate.id));
  const added = changes.filter((change) => change.eligible && within(segment, change)).map(rankedOnly);
  return { ...segment, candidates: [...kept, ...added].sort(compareRank), position: changes.at(-1)!.position };
};

/**
 * Ranking means scoring every candidate in the viewer's area (thousands in a big city), while
 * the client asks again after every swipe. So each viewer's list is ranked once in chunks and
 * kept per process; a page from it costs one query, which patches in the candidates changed
 * since (found by position: new members and edited profiles show at once) and checks the page's
 * candidates against the read model as it is now (swipes, blocks, suspensions, filters). A
 * change of the viewer's own profile, filters or premium ranks the list again; a boost that
 * ends without an event shows within `ttlMs`.
 */
export const createRankedLists = (pool: pg.Pool, options: RankedListOptions = {}) => {
  const { chunk = 100, maxChanges = 200, ttlMs = 60_000, maxViewers = 2_000 } = options;
  const segments = new Map<string, Segment>();

  const rank = async (viewerId: string, after: RankKey | null): Promise<Segment | null> => {
    const viewer = await loadViewer(pool, viewerId);
    if (!viewer) return null;
    const { candidates, position } = await rankAfter(pool, viewer, after, chunk);
    const end = candidates.length < chunk ? null : candidates.at(-1)!;
    return { viewer, expiresAt: Date.now() + ttlMs, after, end, candidates, position };
  };

  /** Ranks the chunk after the segment's end; its position stays the older one, so the next check covers both. */
  const extend = async (segment: Segment): Promise<Segment> => {
    const { candidates } = await rankAfter(pool, segment.viewer, segment.end, chunk);
    const ranked = new Set(candidates.map((candidate) => candidate.id));
    return {
      ...segment,
      candidates: [...segment.candidates.filter((candidate) => !ranked.has(candidate.id)), ...candidates],
      end: candidates.length < chunk ? null : candidates.at(-1)!,
    };
  };

  const remember = (viewerId: string, segment: Segment) => {
    segments.delete(viewerId);
    segments.set(viewerId, segment);
    if (segments.size > maxViewers) segments.delete(segments.keys().next().value!);
  };

  return {
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
          segment = await extend(segment);
          continue;
        }
        // A list ranked by an earlier request is checked at least once, even when it has nothing left: newcomers may have joined it.
        if (exhausted && (ranked || checked)) break;
        const window = segment.candidates.slice(next, next + count - found.length + WINDOW_SLACK);
        const since = segment.position;
        const check = await checkWindow(pool, segment.viewer, window.map(({ id }) => id), since, maxChanges + 1);
        checked = true;
        if (!check.viewer) return [];
        const changes = check.candidates.filter((candidate) => candidate.position > since);
        const outdated = searchKeyOf(check.viewer, new Date()) !== segment.viewer.searchKey || changes.length > maxChanges;
        if (outdated && !ranked) {
          segment = await rank(viewerId, cursor);
          ranked = true;
          after = cursor;
          found.length = 0;
          gone.clear();
          continue;
        }
        segment = patch(segment, changes);
        const cards = new Map(check.candidates.map((candidate) => [candidate.id, candidate]));
        for (let index = indexAfter(segment, after); found.length < count && index < segment.candidates.length; index++) {
          const candidate = segment.candidates[index]!;
          const card = cards.get(candidate.id);
          if (!card) break;
          if (card.eligible) found.push({ candidate, card });
          else gone.add(candidate.id);
          after = candidate;
        }
      }
      if (segment) remember(viewerId, { ...segment, candidates: segment.candidates.filter((candidate) => !gone.has(candidate.id)) });
      return found;
    },
  };
};

export type RankedLists = ReturnType<typeof createRankedLists>;
