import type pg from 'pg';
import { termDictionaryOf } from '@sankofa/projections/discovery';
import { RecentlyUsedMap } from '@sankofa/server-kit';
import type { PublicMemberColumns } from '../members/member-view.ts';
import { createCardCache } from './card-cache.ts';
import { createCandidateIndex } from './candidate-index.ts';
import { hiddenFrom } from './eligibility.ts';
import { changedCandidates, checkWindow, loadSearch } from './ranked-queries.ts';
import { rankAfter, searchOf } from './ranker.ts';
import type { RankKey, RankedCandidate } from './ranking.ts';
import type { PassportArea } from './passport-area.ts';
import { distanceTo } from './search-area.ts';
import { covers, eligibleIn, endOf, indexAfter, patch, type Segment } from './segment.ts';
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

export interface RankedCard {
  candidate: RankedCandidate;
  card: PublicMemberColumns;
  /** Between the two members' coarse points, null for a member who keeps it private; the viewer is only ever shown its band. */
  distanceKm: number | null;
}

/** A page being read off one viewer's list. */
interface PageRead {
  segment: Segment;
  /** Ranked for this request: a check cannot find it outdated. */
  fresh: boolean;
  /** The read model was asked about the list at least once for this page. */
  checked: boolean;
  /** The last candidate the page has read past (shown or gone). */
  after: RankKey | null;
  found: RankedCard[];
  /** Candidates the viewer may no longer see: dropped from the list kept. */
  gone: Set<string>;
}

/** A viewer's list in a love passport is kept apart from their usual one. */
const listKeyOf = (viewerId: string, passport: PassportArea | undefined) => (passport ? `${viewerId}#passport:${passport.passportId}` : viewerId);

const pageFrom = (segment: Segment | null, fresh: boolean, cursor: RankKey | null): PageRead | null =>
  segment && { segment, fresh, checked: false, after: cursor, found: [], gone: new Set() };

/**
 * What a check asked about: the candidates (by id), those whose cards it read, whom the viewer may
 * see now (by slot), and who keep their distance. Discovery never shows a viewer her own matches
 * (she liked them), so only a member's 'everyone' lets discovery show how far she is.
 */
interface WindowAnswer {
  asked: ReadonlySet<string>;
  cardsAsked: ReadonlySet<string>;
  mayShow: (slot: number) => boolean;
  distanceHidden: ReadonlySet<string>;
}

/** Checked with each page beyond what it needs, so a few candidates gone since ranking rarely cost another query. */
const WINDOW_SLACK = 5;

/**
 * Ranking means scoring every candidate in the viewer's area (thousands in a big city), while
 * the client asks again after every swipe. So this process holds every profile's rule columns
 * (the candidate index) and ranks each viewer's list from it in memory, in chunks, kept per
 * viewer. A page from it costs one query, which reads the rows changed since the list was ranked
 * (new members and edited profiles show at once) and who the page's candidates are to the viewer
 * now (swipes, blocks); the rules judge the page again on that. A change of the viewer's own
 * profile, filters or premium ranks the list again; a boost that ends without an event shows
 * within `ttlMs`. Memory: the index (about 0.64 KB a profile with its area buckets: 64 MB for 100,000), `maxViewers`
 * lists (each with its filters' lookup tables, a byte per term of the index's vocabulary) and
 * `maxCards` cards.
 */
export const createRankedLists = (pool: pg.Pool, options: RankedListOptions = {}) => {
  const { chunk = 100, maxChanges = 200, ttlMs = 60_000, maxViewers = 2_000, maxCards = 10_000 } = options;
  const index = createCandidateIndex((since, limit) => changedCandidates(pool, since, limit));
  const cards = createCardCache(maxCards);
  const currentCard = ({ id, slot }: RankedCandidate) => cards.current(id, index.table.positions[slot]);
  const segments = new RecentlyUsedMap<string, Segment>(maxViewers);

  const rank = async (viewerId: string, after: RankKey | null, passport?: PassportArea): Promise<Segment | null> => {
    await index.ready();
    const since = index.position;
    const { viewer: rows, changed, terms, ...relations } = await loadSearch(pool, viewerId, since, maxChanges + 1);
    index.apply(changed, since);
    if (changed.length > maxChanges) await index.catchUp();
    if (!rows) return null;
    const search = searchOf(index, { ...viewerOf(rows), passport }, relations, termDictionaryOf(terms));
    const candidates = rankAfter(index, search, after, chunk, Date.now());
    return { search, expiresAt: Date.now() + ttlMs, after, end: endOf(candidates, chunk), candidates, position: index.position };
  };

  /** Ranks the chunk after the segment's end; its position stays the older one, so the next check covers both. */
  const extend = (segment: Segment): Segment => {
    const candidates = rankAfter(index, segment.search, segment.end, chunk, Date.now());
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

  /** The viewer's list kept from an earlier request if it still serves `cursor`, or a new ranking; null when the viewer is not in the read model. */
  const startPage = async (viewerId: string, cursor: RankKey | null, passport?: PassportArea): Promise<PageRead | null> => {
    const kept = segments.get(listKeyOf(viewerId, passport));
    if (kept && kept.expiresAt > Date.now() && covers(kept, cursor)) return pageFrom(kept, false, cursor);
    return pageFrom(await rank(viewerId, cursor, passport), true, cursor);
  };

  /**
   * Takes the list's candidates after `read.after` into the page, in order, while the check
   * answered for them: shown when the viewer may see them now, otherwise gone.
   */
  const take = (read: PageRead, { asked, cardsAsked, mayShow, distanceHidden }: WindowAnswer, count: number) => {
    const { segment } = read;
    for (let at = indexAfter(segment, read.after); read.found.length < count && at < segment.candidates.length; at++) {
      const candidate = segment.candidates[at]!;
      const card = currentCard(candidate);
      // Not asked about, or a card changed since read: the next check reads them.
      if (!asked.has(candidate.id) || (!card && !cardsAsked.has(candidate.id))) return;
      if (card && mayShow(candidate.slot)) {
        const distanceKm = distanceHidden.has(candidate.id) ? null : distanceTo(segment.search.viewer.profile, index.table, candidate.slot);
        read.found.push({ candidate, card, distanceKm });
      }
      else read.gone.add(candidate.id);
      read.after = candidate;
    }
  };

  /**
   * One query about the list's next candidates (from `next`, a few more than the page still
   * needs): the rows changed since the list was ranked, who those candidates are to the viewer
   * now, and the cards not kept. The changes patch the list, then the page takes what it may show.
   * A list ranked by an earlier request is 'outdated' when the viewer changed or too much did.
   */
  const checkNext = async (viewerId: string, read: PageRead, next: number, count: number): Promise<'taken' | 'outdated' | 'viewer_gone'> => {
    const { segment } = read;
    const window = segment.candidates.slice(next, next + count - read.found.length + WINDOW_SLACK);
    const asked = new Set(window.map(({ id }) => id));
    const cardsAsked = new Set(window.filter(({ id, slot }) => !cards.has(id, index.table.positions[slot])).map(({ id }) => id));
    const since = segment.position;
    const check = await checkWindow(pool, viewerId, [...asked], [...cardsAsked], since, maxChanges + 1);
    read.checked = true;
    if (!check.viewer) return 'viewer_gone';
    index.apply(check.changed, since);
    const { search } = segment;
    const viewerChanged = searchKeyOf(check.viewer, new Date()) !== search.viewer.searchKey;
    if (!read.fresh && (viewerChanged || check.changed.length > maxChanges)) return 'outdated';
    // Members changed since join the list on what the ranking read of their swipes and blocks; none is shown before a check asks about them.
    const changed = check.changed.map(({ member_id }) => index.slotOf(member_id)!);
    read.segment = patch(index, segment, changed, check.changed.at(-1)?.last_position ?? since, eligibleIn(index, search, search.hidden), Date.now());
    for (const card of check.cards) cards.remember(card);
    const mayShow = eligibleIn(index, search, index.slotsOf(hiddenFrom(search.viewer, check)));
    take(read, { asked, cardsAsked, mayShow, distanceHidden: new Set(check.distanceHidden) }, count);
    return 'taken';
  };

  return {
    /** Loads the candidate index now rather than on the first request: a server may wait for it before it takes traffic. */
    ready: (): Promise<void> => index.ready(),
    /** Up to `count` candidates after `cursor` that the viewer may see now, in rank order, with their cards. */
    async page(viewerId: string, cursor: RankKey | null, count: number, passport?: PassportArea): Promise<RankedCard[]> {
      let read = await startPage(viewerId, cursor, passport);
      while (read && read.found.length < count) {
        const next = indexAfter(read.segment, read.after);
        const exhausted = next >= read.segment.candidates.length;
        if (exhausted && read.segment.end !== null) {
          read.segment = extend(read.segment);
          continue;
        }
        // A list kept from an earlier request is checked at least once, even when it has nothing left: newcomers may have joined it.
        if (exhausted && (read.fresh || read.checked)) break;
        const outcome = await checkNext(viewerId, read, next, count);
        if (outcome === 'viewer_gone') return [];
        if (outcome === 'outdated') read = pageFrom(await rank(viewerId, cursor, passport), true, cursor);
      }
      if (!read) return [];
      const { segment, gone } = read;
      remember(listKeyOf(viewerId, passport), gone.size === 0 ? segment : { ...segment, candidates: segment.candidates.filter((candidate) => !gone.has(candidate.id)) });
      return read.found;
    },
  };
};

export type RankedLists = ReturnType<typeof createRankedLists>;
