import type pg from 'pg';
import type { AccountDeleted, DiscoveryPrivacySaved, EventOf, MemberBlocked, PassRewound, PreferencesSaved, SwipeRecorded } from '@sankofa/events';
import { preferenceColumns } from '../member-profile/preference-columns.ts';

/** Later events win; one row per key per statement, since an upsert cannot touch a row twice. */
const latestBy = <Event>(events: Event[], key: (event: Event) => string): Event[] => [...new Map(events.map((event) => [key(event), event])).values()];

const SAVE_PREFERENCES = `
INSERT INTO discovery_preferences AS saved SELECT * FROM jsonb_populate_recordset(null::discovery_preferences, $1::jsonb)
ON CONFLICT (member_id) DO UPDATE SET
  age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, max_distance = EXCLUDED.max_distance,
  preferred_heritages = EXCLUDED.preferred_heritages, preferred_ethnic_groups = EXCLUDED.preferred_ethnic_groups,
  preferred_languages = EXCLUDED.preferred_languages, preferred_diaspora_generations = EXCLUDED.preferred_diaspora_generations,
  preferred_cultural_values = EXCLUDED.preferred_cultural_values, preferred_religions = EXCLUDED.preferred_religions,
  preferred_relationship_goals = EXCLUDED.preferred_relationship_goals, deal_breakers = EXCLUDED.deal_breakers,
  preferred_cities = EXCLUDED.preferred_cities, search_in_current_city = EXCLUDED.search_in_current_city,
  search_in_home_country = EXCLUDED.search_in_home_country, search_in_diaspora_hubs = EXCLUDED.search_in_diaspora_hubs,
  international_matching = EXCLUDED.international_matching,
  last_position = EXCLUDED.last_position
WHERE EXCLUDED.last_position > saved.last_position
`;

/** Each save replaces the whole filters object; an older save applied again never overwrites a newer one. */
export const writePreferences = async (events: Array<EventOf<typeof PreferencesSaved>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  const rows = latestBy(events, (event) => event.data.memberId).map(({ data, position }) => ({
    member_id: data.memberId,
    ...preferenceColumns(data),
    last_position: position,
  }));
  await tx.query(SAVE_PREFERENCES, [JSON.stringify(rows)]);
};

const SAVE_SWIPES = `
INSERT INTO discovery_swipes AS saved (swiper_id, swiped_id, is_like, last_position)
SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])
ON CONFLICT (swiper_id, swiped_id) DO UPDATE SET is_like = EXCLUDED.is_like, last_position = EXCLUDED.last_position
WHERE EXCLUDED.last_position > saved.last_position
`;

/** A member's latest swipe on another: a premium member may pass, revisit and then like. */
export const writeSwipes = async (events: Array<EventOf<typeof SwipeRecorded>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  const latest = latestBy(events, ({ data }) => `${data.swiperId} ${data.swipedId}`);
  await tx.query(SAVE_SWIPES, [
    latest.map(({ data }) => data.swiperId),
    latest.map(({ data }) => data.swipedId),
    latest.map(({ data }) => data.isLike),
    latest.map(({ position }) => position),
  ]);
};

/**
 * A rewound pass leaves the swiper with no swipe on that member, so the profile is back in
 * discovery. Written after the batch's swipes: a swipe later than the rewind keeps its row. The
 * swiper's latest rewind position tells discovery to rank the swiper's list again.
 */
export const deleteRewoundSwipes = async (events: Array<EventOf<typeof PassRewound>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  await tx.query(
    `DELETE FROM discovery_swipes s USING unnest($1::text[], $2::text[], $3::text[]) AS r(swiper_id, swiped_id, position)
      WHERE s.swiper_id = r.swiper_id AND s.swiped_id = r.swiped_id AND NOT s.is_like AND s.last_position < r.position COLLATE "C"`,
    [events.map(({ data }) => data.swiperId), events.map(({ data }) => data.swipedId), events.map(({ position }) => position)],
  );
  const latest = latestBy(events, ({ data }) => data.swiperId);
  await tx.query(
    `INSERT INTO discovery_rewinds AS saved (member_id, last_position) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (member_id) DO UPDATE SET last_position = EXCLUDED.last_position WHERE EXCLUDED.last_position > saved.last_position`,
    [latest.map(({ data }) => data.swiperId), latest.map(({ position }) => position)],
  );
};

/** Recorded once per pair and direction; the query hides both members from each other. */
export const writeBlocks = async (events: Array<EventOf<typeof MemberBlocked>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  await tx.query(
    'INSERT INTO discovery_blocks (blocker_id, blocked_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING',
    [events.map(({ data }) => data.memberId), events.map(({ data }) => data.blockedMemberId)],
  );
};

/** A member's latest Privacy Settings; an older save applied again never overwrites a newer one. */
export const writePrivacy = async (events: Array<EventOf<typeof DiscoveryPrivacySaved>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  const latest = latestBy(events, ({ data }) => data.memberId);
  await tx.query(
    `INSERT INTO discovery_privacy AS saved SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])
     ON CONFLICT (member_id) DO UPDATE SET distance_visibility = EXCLUDED.distance_visibility, hide_from_discovery = EXCLUDED.hide_from_discovery,
       last_position = EXCLUDED.last_position
     WHERE EXCLUDED.last_position > saved.last_position`,
    [latest.map(({ data }) => data.memberId), latest.map(({ data }) => data.distanceVisibility), latest.map(({ data }) => data.hideFromDiscovery), latest.map(({ position }) => position)],
  );
};

const ERASE_RELATIONS = [
  'DELETE FROM discovery_preferences WHERE member_id = ANY($1::text[])',
  'DELETE FROM discovery_privacy WHERE member_id = ANY($1::text[])',
  'DELETE FROM discovery_rewinds WHERE member_id = ANY($1::text[])',
  'DELETE FROM discovery_swipes WHERE swiper_id = ANY($1::text[]) OR swiped_id = ANY($1::text[])',
  'DELETE FROM discovery_blocks WHERE blocker_id = ANY($1::text[]) OR blocked_id = ANY($1::text[])',
];

/**
 * A deleted member's filters, swipes (hers and those on her: likes, passes) and blocks go. Written
 * last in the batch, after what the batch wrote of her; her profile row stays, erased, for the ranked lists.
 */
export const eraseDeletedMembers = async (events: Array<EventOf<typeof AccountDeleted>>, tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  const ids = events.map(({ data }) => data.memberId);
  for (const statement of ERASE_RELATIONS) await tx.query(statement, [ids]);
};
