import type pg from 'pg';
import { MemberRegistered, type EventOf, type RecordedEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';

/** `public.member_stats`: the Profile screen's counters. */
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
  super_likes integer NOT NULL DEFAULT 0
);
`;

type Writer = (events: RecordedEvent[], tx: pg.PoolClient) => Promise<void>;

const openStatsRows: Writer = async (events, tx) => {
  const memberIds = (events as Array<EventOf<typeof MemberRegistered>>).map((event) => event.data.memberId);
  await tx.query('INSERT INTO member_stats (member_id) SELECT unnest($1::text[]) ON CONFLICT (member_id) DO NOTHING', [memberIds]);
};

/**
 * One set-based writer per event type. The swipes feature adds its writers here: SwipeRecorded
 * (likes_given, super_likes) and MatchMade (matches, for both members). Counters must count each
 * event once even when a batch is applied again, e.g. by keeping the last counted position per row.
 */
const writers: Record<string, Writer> = {
  [MemberRegistered.type]: openStatsRows,
};

/** Consecutive events of one type go to their writer together, so the log's order holds between types. */
const applyInRuns = async (events: RecordedEvent[], tx: pg.PoolClient) => {
  let start = 0;
  while (start < events.length) {
    const type = events[start]!.type;
    let end = start + 1;
    while (end < events.length && events[end]!.type === type) end++;
    await writers[type]?.(events.slice(start, end), tx);
    start = end;
  }
};

export const memberStatsProjector: Projector = {
  name: 'member_stats',
  version: 1,
  handles: Object.keys(writers),
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply: applyInRuns,
};
