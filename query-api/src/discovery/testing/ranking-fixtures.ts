import { DEFAULT_PREFERENCES, type Preferences } from '@sankofa/events';
import { maskOf, termDictionaryOf, type TermRow } from '@sankofa/projections/discovery';
import { preferenceColumns } from '@sankofa/projections/member-preferences';
import { createCandidateIndex, type CandidateIndex } from '../candidate-index.ts';
import type { CandidateRow } from '../candidate.ts';
import type { Relations } from '../eligibility.ts';
import type { PassportArea } from '../passport-area.ts';
import { rankAfter, searchOf } from '../ranker.ts';
import type { RankKey } from '../ranking.ts';
import { viewerOf } from '../viewer.ts';

/** The bits the projector would give these terms (in the order it first saw them). */
const VALUE_BITS = ['family-oriented', 'creative', 'modern', 'traditional', 'spiritual'];
const LANGUAGE_BITS = ['English', 'Twi', 'Yoruba', 'French', 'Swahili'];
const TERMS = termDictionaryOf([
  ...VALUE_BITS.map((term, bit): TermRow => ({ kind: 'value', term, bit })),
  ...LANGUAGE_BITS.map((term, bit): TermRow => ({ kind: 'language', term, bit })),
]);

export const LONDON = { latitude: 51.5074, longitude: -0.1278 };

let positions = 0;

/** A discovery_profiles row as the index reads it: a 30-year-old Ghanaian in London unless `profile` says otherwise. */
export const candidateRow = (id: string, profile: Partial<CandidateRow> = {}): CandidateRow => {
  const row: CandidateRow = {
    member_id: id,
    last_position: String(++positions).padStart(10, '0'),
    age: 30,
    heritage: 'Ghanaian',
    ethnic_group: null,
    languages: [],
    diaspora_generation: null,
    cultural_values: [],
    religion_spirituality: null,
    relationship_goals: null,
    ...LONDON,
    city_key: 'london',
    country_key: 'united kingdom',
    home_country_key: null,
    values_bits: '0',
    language_bits: '0',
    is_verified: false,
    is_suspended: false,
    boosted_until: null,
    ...profile,
  };
  return { ...row, values_bits: maskOf(TERMS.value, row.cultural_values).toString(), language_bits: maskOf(TERMS.language, row.languages).toString() };
};

export interface ViewerSetup {
  profile?: Partial<CandidateRow>;
  filters?: Partial<Preferences>;
  isPremium?: boolean;
  relations?: Partial<Relations>;
  passport?: PassportArea;
  /** See candidate-areas.ts: 1 has every ranking go through the buckets. */
  scanPastShare?: number;
}

/** An index holding `candidates` and the viewer, the viewer's search, and their list from it: `rank()` for the top, `rank(after)` for the rest. */
export const rankingFor = (candidates: CandidateRow[], { profile = {}, filters, isPremium = false, relations = {}, passport, scanPastShare }: ViewerSetup = {}) => {
  const viewerRow = candidateRow('viewer', profile);
  const index: CandidateIndex = createCandidateIndex(async () => [], { scanPastShare });
  index.apply([viewerRow, ...candidates], '');
  const viewer = {
    ...viewerOf({
      profile: viewerRow,
      filters: filters ? preferenceColumns({ ...DEFAULT_PREFERENCES, ...filters }) : null,
      version: { profilePosition: viewerRow.last_position, filtersPosition: null, isPremium, premiumUntil: null },
    }),
    passport,
  };
  const search = searchOf(index, viewer, { swipes: [], blocked: [], ...relations }, TERMS);
  return { index, search, rank: (after: RankKey | null = null, limit = 100, now = Date.now()) => rankAfter(index, search, after, limit, now) };
};

/** The ids the viewer is shown, in order. */
export const shownTo = (candidates: CandidateRow[], setup?: ViewerSetup): string[] => rankingFor(candidates, setup).rank().map(({ id }) => id);
