import { DEFAULT_PREFERENCES } from '@sankofa/events';
import type { DiscoveryPreferencesRow } from '@sankofa/projections/discovery';
import { candidateOf, type Candidate, type CandidateRow } from './candidate.ts';
import type { PassportArea } from './passport-area.ts';

export type SearchFilters = Omit<DiscoveryPreferencesRow, 'member_id' | 'last_position'>;

/** The member asking for profiles, as discovery sees them: their profile, their filters, their premium. */
export interface Viewer {
  id: string;
  profile: Candidate;
  filters: SearchFilters;
  isPremium: boolean;
  /** Changes whenever anything the viewer's results depend on about the viewer changes. */
  searchKey: string;
  /** Set while the viewer browses in a love passport: its region replaces the search area. */
  passport?: PassportArea | undefined;
}

const DEFAULT_FILTERS: SearchFilters = {
  age_min: DEFAULT_PREFERENCES.ageMin,
  age_max: DEFAULT_PREFERENCES.ageMax,
  max_distance: DEFAULT_PREFERENCES.maxDistance,
  preferred_heritages: DEFAULT_PREFERENCES.preferredHeritages,
  preferred_ethnic_groups: DEFAULT_PREFERENCES.preferredEthnicGroups,
  preferred_languages: DEFAULT_PREFERENCES.preferredLanguages,
  preferred_diaspora_generations: DEFAULT_PREFERENCES.preferredDiasporaGenerations,
  preferred_cultural_values: DEFAULT_PREFERENCES.preferredCulturalValues,
  preferred_religions: DEFAULT_PREFERENCES.preferredReligions,
  preferred_relationship_goals: DEFAULT_PREFERENCES.preferredRelationshipGoals,
  deal_breakers: DEFAULT_PREFERENCES.dealBreakers,
  preferred_cities: DEFAULT_PREFERENCES.preferredCities,
  search_in_current_city: DEFAULT_PREFERENCES.searchInCurrentCity,
  search_in_home_country: DEFAULT_PREFERENCES.searchInHomeCountry,
  search_in_diaspora_hubs: DEFAULT_PREFERENCES.searchInDiasporaHubs,
  international_matching: DEFAULT_PREFERENCES.internationalMatching,
};

/** What the viewer's results depend on about the viewer, as the read model holds it now. */
export interface ViewerVersion {
  profilePosition: string;
  filtersPosition: string | null;
  isPremium: boolean;
  premiumUntil: string | null;
  /** The viewer's latest rewind: a rewound pass brings a profile back, which a list ranked before it left out. */
  rewindPosition?: string | null;
  /** The latest clear of phone-number blocks that shows the viewer members a list ranked before it left out. */
  contactBlocksPosition?: string | null;
}

/** `ViewerVersion` as JSON, over the viewer's profile `p` left-joined to their filters `f`. */
export const VIEWER_VERSION_SQL = `json_build_object('profilePosition', p.last_position, 'filtersPosition', f.last_position,
  'isPremium', p.is_premium, 'premiumUntil', p.premium_until,
  'rewindPosition', (SELECT r.last_position FROM discovery_rewinds r WHERE r.member_id = p.member_id),
  'contactBlocksPosition', (SELECT c.position FROM public.contact_block_changes c WHERE c.member_id = p.member_id))`;

/** Premium with an end date lapses by itself, without waiting for an event to say so. */
const premiumNow = ({ isPremium, premiumUntil }: ViewerVersion, now: Date) => isPremium && (premiumUntil === null || new Date(premiumUntil) > now);

export const searchKeyOf = (version: ViewerVersion, now: Date): string =>
  `${version.profilePosition}|${version.filtersPosition ?? 'defaults'}|${premiumNow(version, now)}|${version.rewindPosition ?? 'none'}|${version.contactBlocksPosition ?? 'none'}`;

/** The viewer's rows as read from the read model: no filters saved means the defaults. */
export interface ViewerRows {
  profile: CandidateRow;
  filters: SearchFilters | null;
  version: ViewerVersion;
}

export const viewerOf = ({ profile, filters, version }: ViewerRows, now = new Date()): Viewer => ({
  id: profile.member_id,
  profile: candidateOf(profile),
  filters: filters ?? DEFAULT_FILTERS,
  isPremium: premiumNow(version, now),
  searchKey: searchKeyOf(version, now),
});
