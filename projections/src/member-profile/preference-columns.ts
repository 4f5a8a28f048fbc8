import type { Preferences } from '@sankofa/events';

/** A member's saved filters as columns (lists as text[]), so the read models that keep them can filter in SQL. */
export interface PreferenceColumns {
  age_min: number;
  age_max: number;
  max_distance: number;
  preferred_heritages: string[];
  preferred_ethnic_groups: string[];
  preferred_languages: string[];
  preferred_diaspora_generations: string[];
  preferred_cultural_values: string[];
  preferred_religions: string[];
  preferred_relationship_goals: string[];
  deal_breakers: string[];
  preferred_cities: string[];
  search_in_current_city: boolean;
  search_in_home_country: boolean;
  search_in_diaspora_hubs: boolean;
  international_matching: boolean;
}

export const preferenceColumns = (saved: Preferences): PreferenceColumns => ({
  age_min: saved.ageMin,
  age_max: saved.ageMax,
  max_distance: saved.maxDistance,
  preferred_heritages: saved.preferredHeritages,
  preferred_ethnic_groups: saved.preferredEthnicGroups,
  preferred_languages: saved.preferredLanguages,
  preferred_diaspora_generations: saved.preferredDiasporaGenerations,
  preferred_cultural_values: saved.preferredCulturalValues,
  preferred_religions: saved.preferredReligions,
  preferred_relationship_goals: saved.preferredRelationshipGoals,
  deal_breakers: saved.dealBreakers,
  preferred_cities: saved.preferredCities,
  search_in_current_city: saved.searchInCurrentCity,
  search_in_home_country: saved.searchInHomeCountry,
  search_in_diaspora_hubs: saved.searchInDiasporaHubs,
  international_matching: saved.internationalMatching,
});
