import type pg from 'pg';
import { changedSince, eligibleCards, rankAfter, type DiscoveryCard } from './ranked-queries.ts';
import { compareRank, type RankKey, type RankedCandidate } from './ranking.ts';
import type { Viewer } from './viewer.ts';

export interface RankedListOptions {
  /** Candidates ranked per query: a page is served from them until they run out. */
  chunk?: number;
  /** Past this many changed rows since a segment was ranked, it is ranked again rather than patched. */
  maxChanges?: number;
  ttlMs?: number;
  maxViewers?: number;
}

/** A stretch of one viewer's ranked list: the candidates after `after` up to `end` (null: to the end), as of `position`. */
interface Segment {
  searchKey: string;
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

/**
 * Ranking means scoring every candidate in the viewer's area (thousands in a big city), while
 * the client asks again after every swipe. So each viewer's list is ranked once in chunks and
 * kept per process: later requests only patch in the rows changed since (found by position,
 * so new members and edited profiles show at once) and check each page's candidates against
 * the read model as it is now (swipes, blocks, suspensions, filters). A change of the viewer's
 * own profile, filters or premium ranks the list again; a boost that ends without an event
 * shows within `ttlMs`.
 */
export const createRankedLists = (pool: pg.Pool, options: RankedListOptions = {}) => {
  const { chunk = 100, maxChanges = 200, ttlMs = 60_000, maxViewers = 2_000 } = options;
  const segments = new Map<string, Segment>();

  const rank = async (viewer: Viewer, after: RankKey | null): Promise<Segment> => {
    const { candidates, position } = await rankAfter(pool, viewer, after, chunk);
    const end = candidates.length < chunk ? null : candidates.at(-1)!;
    return { searchKey: viewer.searchKey, expiresAt: Date.now() + ttlMs, after, end, candidates, position };
  };

  const patch = async (viewer: Viewer, segment: Segment): Promise<Segment> => {
    const changes = await changedSince(pool, viewer, segment.position, maxChanges + 1);
    if (changes.length > maxChanges) return rank(viewer, segment.after);
    if (changes.length === 0) return segment;
    const changed = new Set(changes.map((change) => change.id));
    const kept = segment.candidates.filter((candidate) => !changed.has(candidate.id));
    const added = changes.filter((change) => change.eligible && within(segment, change)).map(rankedOnly);
    return { ...segment, candidates: [...kept, ...added].sort(compareRank), position: changes.at(-1)!.position };
  };

  /** Ranks the chunk after the segment's end; its position stays the older one, so the next patch covers both. */
  const extend = async (viewer: Viewer, segment: Segment): Promise<Segment> => {
    const { candidates } = await rankAfter(pool, viewer, segment.end, chunk);
    const ranked = new Set(candidates.map((candidate) => candidate.id));
    return {
      ...segment,
      candidates: [...segment.candidates.filter((candidate) => !ranked.has(candidate.id)), ...candidates],
      end: candidates.length < chunk ? null : candidates.at(-1)!,
    };
  };

  const segmentFor = async (viewer: Viewer, cursor: RankKey | null): Promise<Segment> => {
    const cached = segments.get(viewer.id);
    const usable = cached && cached.searchKey === viewer.searchKey && cached.expiresAt > Date.now() && covers(cached, cursor);
    return usable ? patch(viewer, cached) : rank(viewer, cursor);
  };

  const remember = (viewerId: string, segment: Segment) => {
    segments.delete(viewerId);
    segments.set(viewerId, segment);
    if (segments.size > maxViewers) segments.delete(segments.keys().next().value!);
  };

  return {
    /** Up to `count` candidates after `cursor` that the viewer may see now, in rank order, with their cards. */
    async page(viewer: Viewer, cursor: RankKey | null, count: number): Promise<RankedCard[]> {
      let segment = await segmentFor(viewer, cursor);
      const found: RankedCard[] = [];
      const gone = new Set<string>();
      let after = cursor;
      while (found.length < count) {
        const next = after ? segment.candidates.findIndex((candidate) => compareRank(candidate, after!) > 0) : 0;
        if (next < 0 || next >= segment.candidates.length) {
          if (segment.end === null) break;
          segment = await extend(viewer, segment);
          continue;
        }
        const window = segment.candidates.slice(next, next + count - found.length + WINDOW_SLACK);
        const cards = await eligibleCards(pool, viewer, window.map((candidate) => candidate.id));
        for (const candidate of window) {
          const card = cards.get(candidate.id);
          if (!card) gone.add(candidate.id);
          else if (found.length < count) found.push({ candidate, card });
        }
        after = window.at(-1)!;
      }
      remember(viewer.id, { ...segment, candidates: segment.candidates.filter((candidate) => !gone.has(candidate.id)) });
      return found;
    },
  };
};

export type RankedLists = ReturnType<typeof createRankedLists>;
