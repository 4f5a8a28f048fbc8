import type pg from 'pg';
import { AccountDeleted, eventsOf, influencerEvents, type InfluencerEvent } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { INFLUENCER_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE influencers (
  member_id text PRIMARY KEY,
  influencer_type text NOT NULL,
  status text NOT NULL,
  bio text NOT NULL,
  social_links text[] NOT NULL,
  follower_count integer NOT NULL,
  specialties text[] NOT NULL,
  applied_at timestamptz NOT NULL,
  verified_at timestamptz,
  rejection_reason text,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX influencers_by_status ON influencers (status, applied_at);
CREATE TABLE influencer_follows (
  influencer_id text NOT NULL,
  member_id text NOT NULL,
  following boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (influencer_id, member_id)
);
CREATE TABLE influencer_events (
  event_id text PRIMARY KEY,
  influencer_id text NOT NULL,
  event_type text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  scheduled_at timestamptz NOT NULL,
  duration integer NOT NULL,
  max_participants integer NOT NULL
);
CREATE INDEX influencer_events_by_time ON influencer_events (scheduled_at);
CREATE TABLE influencer_event_participants (
  event_id text NOT NULL,
  member_id text NOT NULL,
  joined boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (event_id, member_id)
);
`;

const APPLIED = `
INSERT INTO influencers (member_id, influencer_type, status, bio, social_links, follower_count, specialties, applied_at, last_position)
VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8)
ON CONFLICT (member_id) DO UPDATE SET influencer_type = $2, status = 'pending', bio = $3, social_links = $4, follower_count = $5,
  specialties = $6, applied_at = $7, verified_at = NULL, rejection_reason = NULL, last_position = $8
WHERE influencers.last_position < $8`;
const DECIDED = `UPDATE influencers SET status = $3, verified_at = $4, rejection_reason = $5, last_position = $2 WHERE member_id = $1 AND last_position < $2`;
/** A follow or a place: the latest event per pair wins, so a batch applied again changes nothing. */
const toggle = (table: string, key: string, flag: string) => `
INSERT INTO ${table} (${key}, member_id, ${flag}, last_position) VALUES ($1, $2, $3, $4)
ON CONFLICT (${key}, member_id) DO UPDATE SET ${flag} = $3, last_position = $4 WHERE ${table}.last_position < $4`;
const SCHEDULED = `
INSERT INTO influencer_events (event_id, influencer_id, event_type, title, description, scheduled_at, duration, max_participants)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`;

/** One event at a time, in log order: idempotent by position. */
const applyOne = async (event: InfluencerEvent, tx: pg.PoolClient) => {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'InfluencerApplied': {
      const { memberId, influencerType, bio, socialLinks, followerCount, specialties } = event.data;
      await tx.query(APPLIED, [memberId, influencerType, bio, socialLinks, followerCount, specialties, at, event.position]);
      return;
    }
    case 'InfluencerVerified':
      await tx.query(DECIDED, [event.data.memberId, event.position, 'verified', at, null]);
      return;
    case 'InfluencerRejected':
      await tx.query(DECIDED, [event.data.memberId, event.position, 'rejected', null, event.data.reason]);
      return;
    case 'InfluencerFollowed':
    case 'InfluencerUnfollowed':
      await tx.query(toggle('influencer_follows', 'influencer_id', 'following'), [event.data.influencerId, event.data.memberId, event.type === 'InfluencerFollowed', event.position]);
      return;
    case 'InfluencerEventScheduled': {
      const { eventId, influencerId, eventType, title, description, scheduledAt, duration, maxParticipants } = event.data;
      await tx.query(SCHEDULED, [eventId, influencerId, eventType, title, description, scheduledAt, duration, maxParticipants]);
      return;
    }
    case 'InfluencerEventJoined':
    case 'InfluencerEventLeft':
      await tx.query(toggle('influencer_event_participants', 'event_id', 'joined'), [event.data.eventId, event.data.memberId, event.type === 'InfluencerEventJoined', event.position]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled ${JSON.stringify(unknown)}`);
    }
  }
};

/** Influencers (applications and their review), their followers, their live events and who holds a place. */
export const influencersProjector = defineProjector({
  name: INFLUENCER_PROJECTOR,
  // 2: a deleted member leaves: her influencer profile and events (with their places), her follows and places, and her followers.
  version: 2,
  handles: eventsOf(...influencerEvents, AccountDeleted),
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) if (event.type !== 'AccountDeleted') await applyOne(event, tx);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
      'DELETE FROM influencer_event_participants p USING influencer_events e WHERE p.event_id = e.event_id AND e.influencer_id = ANY($1::text[])',
      rowsNaming('influencer_event_participants', 'member_id'),
      rowsNaming('influencer_events', 'influencer_id'),
      rowsNaming('influencer_follows', 'influencer_id', 'member_id'),
      rowsNaming('influencers', 'member_id'),
    ]);
  },
});
