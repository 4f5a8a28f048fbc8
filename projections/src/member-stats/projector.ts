import type pg from 'pg';
import { AccountDeleted, MatchMade, MemberRegistered, PairUnmatched, SuperLikeSent, SwipeRecorded, eventsOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { MEMBER_STATS_PROJECTOR } from './read-model.ts';

/** `public.member_stats`: the Profile screen's counters. `matches` counts current matches: an unmatch or a block takes one off. */
export interface MemberStatsRow {
  member_id: string;
  matches: number;
  likes_given: number;
  super_likes: number;
}

const INIT = `
CREATE TABLE member_stats (
  member_id text PRIMARY KEY,
  matches integer NOT NULL DEFAULT 0,
  likes_given integer NOT NULL DEFAULT 0,
  super_likes integer NOT NULL DEFAULT 0,
  last_position text COLLATE "C" NOT NULL
);
CREATE TABLE member_stats_matches (match_id text PRIMARY KEY, user_id1 text NOT NULL, user_id2 text NOT NULL);
`;

const statsEvents = eventsOf(MemberRegistered, SwipeRecorded, SuperLikeSent, MatchMade, PairUnmatched, AccountDeleted);
type StatsEvent = EventsIn<typeof statsEvents>;
type Pairs = ReadonlyMap<string, readonly [string, string]>;

/** What one event adds to one member's counters. */
interface Contribution {
  memberId: string;
  position: string;
  matches: number;
  likesGiven: number;
  superLikes: number;
}

const contribution = (memberId: string, position: string, counts: Partial<Omit<Contribution, 'memberId' | 'position'>> = {}): Contribution => ({
  memberId,
  position,
  matches: counts.matches ?? 0,
  likesGiven: counts.likesGiven ?? 0,
  superLikes: counts.superLikes ?? 0,
});

const contributionsOf = (event: StatsEvent, pairs: Pairs): Contribution[] => {
  switch (event.type) {
    case 'MemberRegistered':
      return [contribution(event.data.memberId, event.position)];
    case 'SwipeRecorded':
      return event.data.isLike ? [contribution(event.data.swiperId, event.position, { likesGiven: 1 })] : [];
    case 'SuperLikeSent':
      return [contribution(event.data.swiperId, event.position, { superLikes: 1 })];
    case 'MatchMade':
      return [event.data.userId1, event.data.userId2].map((memberId) => contribution(memberId, event.position, { matches: 1 }));
    case 'PairUnmatched':
      // PairUnmatched names the match only: its members come from the MatchMade kept beside the counters.
      return (pairs.get(event.data.matchId) ?? []).map((memberId) => contribution(memberId, event.position, { matches: -1 }));
    case 'AccountDeleted':
      return [];
    default: {
      const _unhandled: never = event;
      return [];
    }
  }
};

const SAVE_MATCHES = `
INSERT INTO member_stats_matches (match_id, user_id1, user_id2) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
ON CONFLICT (match_id) DO NOTHING
`;

/** Each member's row counts an event once: events at or before the row's last position were counted by an earlier apply. */
const ADD = `
WITH incoming AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[]) AS t(member_id, position, matches, likes_given, super_likes)
), fresh AS (
  SELECT i.member_id, sum(i.matches)::int AS matches, sum(i.likes_given)::int AS likes_given, sum(i.super_likes)::int AS super_likes,
         max(i.position COLLATE "C") AS last_position
  FROM incoming i LEFT JOIN member_stats s ON s.member_id = i.member_id
  WHERE s.last_position IS NULL OR i.position COLLATE "C" > s.last_position
  GROUP BY i.member_id
)
INSERT INTO member_stats (member_id, matches, likes_given, super_likes, last_position) SELECT * FROM fresh
ON CONFLICT (member_id) DO UPDATE SET
  matches = member_stats.matches + EXCLUDED.matches,
  likes_given = member_stats.likes_given + EXCLUDED.likes_given,
  super_likes = member_stats.super_likes + EXCLUDED.super_likes,
  last_position = EXCLUDED.last_position
`;

const pairsOf = async (events: StatsEvent[], tx: pg.PoolClient): Promise<Pairs> => {
  const made = events.flatMap((event) => (event.type === 'MatchMade' ? [event.data] : []));
  if (made.length > 0) {
    await tx.query(SAVE_MATCHES, [made.map((match) => match.matchId), made.map((match) => match.userId1), made.map((match) => match.userId2)]);
  }
  const ended = events.flatMap((event) => (event.type === 'PairUnmatched' ? [event.data.matchId] : []));
  if (ended.length === 0) return new Map();
  const { rows } = await tx.query<{ match_id: string; user_id1: string; user_id2: string }>(
    'SELECT match_id, user_id1, user_id2 FROM member_stats_matches WHERE match_id = ANY($1)',
    [ended],
  );
  return new Map(rows.map((row) => [row.match_id, [row.user_id1, row.user_id2] as const]));
};

/** Set-based: every counter change of the batch in one statement. */
const apply = async (events: StatsEvent[], tx: pg.PoolClient) => {
  const pairs = await pairsOf(events, tx);
  const contributions = events.flatMap((event) => contributionsOf(event, pairs));
  if (contributions.length > 0) {
    await tx.query(ADD, [
      contributions.map((row) => row.memberId),
      contributions.map((row) => row.position),
      contributions.map((row) => row.matches),
      contributions.map((row) => row.likesGiven),
      contributions.map((row) => row.superLikes),
    ]);
  }
  // Her counters go; her partners keep theirs (what they did stays theirs).
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('member_stats', 'member_id'), rowsNaming('member_stats_matches', 'user_id1', 'user_id2')]);
};

export const memberStatsProjector = defineProjector({
  name: MEMBER_STATS_PROJECTOR,
  // 2: likes, super likes and current matches, each event counted once per member by position. 3: a deleted member's rows go.
  version: 3,
  handles: statsEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
