import type pg from 'pg';
import { AccountDeleted, PreferencesSaved, eventsOf, type EventOf } from '@sankofa/events';
import { preferenceColumns, type PreferenceColumns } from '../member-profile/preference-columns.ts';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { MEMBER_PREFERENCES_PROJECTOR } from './read-model.ts';

/** `public.member_preferences`: one row per member who saved filters, in columns so discovery can filter in SQL. */
export interface MemberPreferencesRow extends PreferenceColumns {
  member_id: string;
  updated_at: Date;
}

const INIT = `
CREATE TABLE member_preferences (
  member_id text PRIMARY KEY,
  age_min integer NOT NULL,
  age_max integer NOT NULL,
  max_distance integer NOT NULL,
  preferred_heritages text[] NOT NULL,
  preferred_ethnic_groups text[] NOT NULL,
  preferred_languages text[] NOT NULL,
  preferred_diaspora_generations text[] NOT NULL,
  preferred_cultural_values text[] NOT NULL,
  preferred_religions text[] NOT NULL,
  preferred_relationship_goals text[] NOT NULL,
  deal_breakers text[] NOT NULL,
  preferred_cities text[] NOT NULL,
  search_in_current_city boolean NOT NULL,
  search_in_home_country boolean NOT NULL,
  search_in_diaspora_hubs boolean NOT NULL,
  international_matching boolean NOT NULL,
  updated_at timestamptz NOT NULL
);
`;

/** Each save replaces the whole object, so the last one in the log wins and applying it again changes nothing. */
const UPSERT = `
INSERT INTO member_preferences
SELECT * FROM jsonb_populate_recordset(null::member_preferences, $1::jsonb)
ON CONFLICT (member_id) DO UPDATE SET
  age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, max_distance = EXCLUDED.max_distance,
  preferred_heritages = EXCLUDED.preferred_heritages, preferred_ethnic_groups = EXCLUDED.preferred_ethnic_groups,
  preferred_languages = EXCLUDED.preferred_languages, preferred_diaspora_generations = EXCLUDED.preferred_diaspora_generations,
  preferred_cultural_values = EXCLUDED.preferred_cultural_values, preferred_religions = EXCLUDED.preferred_religions,
  preferred_relationship_goals = EXCLUDED.preferred_relationship_goals, deal_breakers = EXCLUDED.deal_breakers,
  preferred_cities = EXCLUDED.preferred_cities, search_in_current_city = EXCLUDED.search_in_current_city,
  search_in_home_country = EXCLUDED.search_in_home_country, search_in_diaspora_hubs = EXCLUDED.search_in_diaspora_hubs,
  international_matching = EXCLUDED.international_matching,
  updated_at = EXCLUDED.updated_at
`;

const toRow = ({ data, metadata }: EventOf<typeof PreferencesSaved>): Omit<MemberPreferencesRow, 'updated_at'> & { updated_at: string } => ({
  member_id: data.memberId,
  ...preferenceColumns(data),
  updated_at: metadata.occurredAt,
});

/** Each member's saved Cultural Compatibility filters; members who never saved have no row (the query side answers the defaults). */
export const memberPreferencesProjector = defineProjector({
  name: MEMBER_PREFERENCES_PROJECTOR,
  /** 2: `international_matching`. 3: a deleted member's row goes. */
  version: 3,
  handles: eventsOf(PreferencesSaved, AccountDeleted),
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply: async (events, tx: pg.PoolClient) => {
    // One row per member per statement (an upsert cannot touch a row twice): the member's last save in the batch.
    const latest = new Map(ofTypes(events, 'PreferencesSaved').map((event) => [event.data.memberId, event]));
    if (latest.size > 0) await tx.query(UPSERT, [JSON.stringify([...latest.values()].map(toRow))]);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('member_preferences', 'member_id')]);
  },
});
