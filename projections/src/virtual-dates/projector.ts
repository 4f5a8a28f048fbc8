import type pg from 'pg';
import { AccountDeleted, MatchClosed, eventsOf, virtualDateEvents, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { VIRTUAL_DATES_PROJECTOR } from './read-model.ts';

/** `public.virtual_dates`: one row per date, as both its members see it (names are joined from `members` at read time). */
export interface VirtualDateRow {
  id: string;
  match_id: string;
  initiator_id: string;
  participant_id: string;
  date_type: 'voice_call' | 'video_chat' | 'cultural_trivia';
  /** pending, accepted, cancelled, ended, or active once the call started. */
  status: 'pending' | 'accepted' | 'active' | 'cancelled' | 'ended';
  scheduled_at: Date | null;
  reminded: boolean;
  started_at: Date | null;
  ended_at: Date | null;
  duration_seconds: number | null;
  /** False once the match is closed (unmatched or blocked): its dates are gone for both. */
  match_open: boolean;
  created_at: Date;
}

const INIT = `
CREATE TABLE virtual_dates (
  id text PRIMARY KEY,
  match_id text NOT NULL,
  initiator_id text NOT NULL,
  participant_id text NOT NULL,
  date_type text NOT NULL,
  status text NOT NULL,
  scheduled_at timestamptz,
  reminded boolean NOT NULL DEFAULT false,
  started_at timestamptz,
  ended_at timestamptz,
  duration_seconds integer,
  match_open boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE INDEX virtual_dates_by_initiator ON virtual_dates (initiator_id);
CREATE INDEX virtual_dates_by_participant ON virtual_dates (participant_id);
CREATE INDEX virtual_dates_by_match ON virtual_dates (match_id);
`;

/** A date's own events, and its match closing (which takes its dates away). */
const dateEvents = eventsOf(...virtualDateEvents, MatchClosed, AccountDeleted);

/**
 * Each event sets what it knows, and the statuses only move forward (an answer never overwrites a
 * later start or end), so a batch applied again leaves the same row.
 */
const applyOne = async (tx: pg.PoolClient, event: Exclude<EventsIn<typeof dateEvents>, { type: 'AccountDeleted' }>) => {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'VirtualDateProposed': {
      const { dateId, matchId, initiatorId, participantId, dateType, scheduledAt } = event.data;
      await tx.query(
        `INSERT INTO virtual_dates (id, match_id, initiator_id, participant_id, date_type, status, scheduled_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7) ON CONFLICT (id) DO NOTHING`,
        [dateId, matchId, initiatorId, participantId, dateType, scheduledAt, at],
      );
      return;
    }
    case 'VirtualDateAccepted':
      await tx.query(`UPDATE virtual_dates SET status = 'accepted' WHERE id = $1 AND status = 'pending'`, [event.data.dateId]);
      return;
    case 'VirtualDateDeclined':
    case 'VirtualDateCancelled':
      await tx.query(`UPDATE virtual_dates SET status = 'cancelled' WHERE id = $1 AND status <> 'ended'`, [event.data.dateId]);
      return;
    case 'VirtualDateReminded':
      await tx.query(`UPDATE virtual_dates SET reminded = true WHERE id = $1`, [event.data.dateId]);
      return;
    case 'VirtualDateStarted':
      await tx.query(`UPDATE virtual_dates SET status = 'active', started_at = $2 WHERE id = $1 AND status IN ('pending', 'accepted')`, [event.data.dateId, at]);
      return;
    case 'VirtualDateEnded':
      await tx.query(`UPDATE virtual_dates SET status = 'ended', ended_at = $2, duration_seconds = $3 WHERE id = $1`, [event.data.dateId, at, event.data.durationSeconds]);
      return;
    case 'MatchClosed':
      await tx.query(`UPDATE virtual_dates SET match_open = false WHERE match_id = $1`, [event.data.matchId]);
      return;
    default: {
      const _unhandled: never = event;
    }
  }
};

export const virtualDatesProjector = defineProjector({
  name: VIRTUAL_DATES_PROJECTOR,
  // 2: a deleted member's dates go, for her partners too.
  version: 2,
  handles: dateEvents,
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) if (event.type !== 'AccountDeleted') await applyOne(tx, event);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('virtual_dates', 'initiator_id', 'participant_id')]);
  },
});
