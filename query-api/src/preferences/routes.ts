import { getPreferences, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { DEFAULT_PREFERENCES, type Preferences } from '@sankofa/events';
import { MEMBER_PREFERENCES_PROJECTOR, type MemberPreferencesRow } from '@sankofa/projections/member-preferences';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

export interface PreferencesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const preferencesOf = (row: MemberPreferencesRow): Preferences => ({
  ageMin: row.age_min,
  ageMax: row.age_max,
  maxDistance: row.max_distance,
  preferredHeritages: row.preferred_heritages,
  preferredEthnicGroups: row.preferred_ethnic_groups,
  preferredLanguages: row.preferred_languages,
  preferredDiasporaGenerations: row.preferred_diaspora_generations,
  preferredCulturalValues: row.preferred_cultural_values,
  preferredReligions: row.preferred_religions,
  preferredRelationshipGoals: row.preferred_relationship_goals,
  dealBreakers: row.deal_breakers,
  preferredCities: row.preferred_cities,
  searchInCurrentCity: row.search_in_current_city,
  searchInHomeCountry: row.search_in_home_country,
  searchInDiasporaHubs: row.search_in_diaspora_hubs,
  internationalMatching: row.international_matching,
});

/** GET /api/preferences: the token's member's saved filters, or the spec's defaults until they save some. */
export const preferencesQueryRouter = ({ pool, tokens }: PreferencesQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([MEMBER_PREFERENCES_PROJECTOR]);
  mount(router, getPreferences, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<MemberPreferencesRow>('SELECT * FROM member_preferences WHERE member_id = $1', [principalOf(ctx).memberId]);
    ctx.body = (rows[0] ? preferencesOf(rows[0]) : DEFAULT_PREFERENCES) satisfies ResponseOf<typeof getPreferences>;
  });
  return router;
};
