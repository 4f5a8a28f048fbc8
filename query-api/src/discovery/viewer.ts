import type pg from 'pg';
import { DEFAULT_PREFERENCES } from '@sankofa/events';
import type { DiscoveryPreferencesRow, DiscoveryProfileRow } from '@sankofa/projections/discovery/index';

export type SearchFilters = Omit<DiscoveryPreferencesRow, 'member_id' | 'last_position'>;

/** The member asking for profiles, as discovery sees them: their profile, their filters, their premium. */
export interface Viewer {
  id: string;
  profile: DiscoveryProfileRow;
  filters: SearchFilters;
  isPremium: boolean;
  /** Changes whenever anything the viewer's results depend on about the viewer changes. */
  searchKey: string;
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
};

const LOAD = `
SELECT p.*, to_jsonb(f) AS filters
FROM discovery_profiles p LEFT JOIN discovery_preferences f ON f.member_id = p.member_id
WHERE p.member_id = $1
`;

/** What the viewer's results depend on about the viewer, as the read model holds it now. */
export interface ViewerVersion {
  profilePosition: string;
  filtersPosition: string | null;
  isPremium: boolean;
  premiumUntil: Date | string | null;
}

/** Premium with an end date lapses by itself, without waiting for an event to say so. */
const premiumNow = ({ isPremium, premiumUntil }: ViewerVersion, now: Date) => isPremium && (premiumUntil === null || new Date(premiumUntil) > now);

export const searchKeyOf = (version: ViewerVersion, now: Date): string =>
  `${version.profilePosition}|${version.filtersPosition ?? 'defaults'}|${premiumNow(version, now)}`;

/** Null until the member's registration has reached the read model. */
export const loadViewer = async (pool: pg.Pool, memberId: string, now = new Date()): Promise<Viewer | null> => {
  const { rows } = await pool.query<DiscoveryProfileRow & { filters: DiscoveryPreferencesRow | null }>(LOAD, [memberId]);
  const row = rows[0];
  if (!row) return null;
  const { filters, ...profile } = row;
  const version = { profilePosition: profile.last_position, filtersPosition: filters?.last_position ?? null, isPremium: profile.is_premium, premiumUntil: profile.premium_until };
  return { id: memberId, profile, filters: filters ?? DEFAULT_FILTERS, isPremium: premiumNow(version, now), searchKey: searchKeyOf(version, now) };
};
