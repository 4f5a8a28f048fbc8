import type pg from 'pg';
import { AccountDeleted, communityEventEvents, eventsOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { COMMUNITY_EVENTS_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE community_events (
  event_id text PRIMARY KEY,
  host_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  date date NOT NULL,
  time text NOT NULL,
  venue text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  price text NOT NULL,
  price_amount numeric NOT NULL,
  capacity integer NOT NULL,
  image_url text,
  organizer text NOT NULL,
  website text,
  tags text[] NOT NULL,
  cultural_relevance integer NOT NULL,
  age_group text NOT NULL,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED
);
CREATE INDEX community_events_by_date ON community_events (date);
CREATE INDEX community_events_search ON community_events USING gin (search);
CREATE TABLE community_event_members (
  event_id text NOT NULL,
  member_id text NOT NULL,
  joined boolean NOT NULL DEFAULT false,
  interested boolean NOT NULL DEFAULT false,
  bookmarked boolean NOT NULL DEFAULT false,
  PRIMARY KEY (event_id, member_id)
);
CREATE INDEX community_event_members_by_member ON community_event_members (member_id);
CREATE TABLE community_event_invitations (
  invite_id text PRIMARY KEY,
  event_id text NOT NULL,
  match_id text NOT NULL,
  from_id text NOT NULL,
  to_id text NOT NULL,
  message text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX community_event_invitations_from ON community_event_invitations (from_id);
CREATE INDEX community_event_invitations_to ON community_event_invitations (to_id);
`;

const LIST = `
INSERT INTO community_events (event_id, host_id, title, description, category, date, time, venue, address, city, country, price, price_amount,
  capacity, image_url, organizer, website, tags, cultural_relevance, age_group, created_at, search_text)
VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[], $19, $20, $21, $22)
ON CONFLICT (event_id) DO NOTHING
`;

/** A member's standing as the event set it: setting a flag to the event's value is the same however often applied. */
const setFlag = (column: 'joined' | 'interested' | 'bookmarked') => `
INSERT INTO community_event_members (event_id, member_id, ${column}) VALUES ($1, $2, $3)
ON CONFLICT (event_id, member_id) DO UPDATE SET ${column} = EXCLUDED.${column}
`;

const INVITE = `
INSERT INTO community_event_invitations (invite_id, event_id, match_id, from_id, to_id, message, status, created_at)
VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) ON CONFLICT (invite_id) DO NOTHING
`;

const handledEvents = eventsOf(...communityEventEvents, AccountDeleted);

const applyOne = async (tx: pg.PoolClient, event: Exclude<EventsIn<typeof handledEvents>, { type: 'AccountDeleted' }>) => {
  switch (event.type) {
    case 'CommunityEventListed': {
      const d = event.data;
      const searchText = [d.title, d.description, d.organizer, d.venue, d.city, d.country, ...d.tags].join(' ');
      await tx.query(LIST, [d.eventId, d.hostId, d.title, d.description, d.category, d.date, d.time, d.venue, d.address, d.city, d.country, d.price,
        d.priceAmount, d.capacity, d.imageUrl, d.organizer, d.website, d.tags, d.culturalRelevance, d.ageGroup, d.listedAt, searchText]);
      return;
    }
    case 'CommunityEventJoined':
      return void (await tx.query(setFlag('joined'), [event.data.eventId, event.data.memberId, true]));
    case 'CommunityEventBookmarkSet':
      return void (await tx.query(setFlag('bookmarked'), [event.data.eventId, event.data.memberId, event.data.bookmarked]));
    case 'CommunityEventInterestSet':
      return void (await tx.query(setFlag('interested'), [event.data.eventId, event.data.memberId, event.data.interested]));
    case 'EventDateInvited': {
      const d = event.data;
      return void (await tx.query(INVITE, [d.inviteId, d.eventId, d.matchId, d.fromId, d.toId, d.message, d.invitedAt]));
    }
    case 'EventDateInviteAnswered':
      return void (await tx.query('UPDATE community_event_invitations SET status = $2 WHERE invite_id = $1', [event.data.inviteId, event.data.answer]));
  }
};

/**
 * The event catalog with full-text search, each member's standing with each event (joined,
 * interested, bookmarked) and the date invitations. Events arrive in log order, so a flag set
 * again on a replayed batch ends as the log left it.
 */
export const communityEventsProjector = defineProjector({
  name: COMMUNITY_EVENTS_PROJECTOR,
  // 2: a deleted member leaves every event's attendees (and counts) and every date invitation, hers or to her.
  version: 2,
  handles: handledEvents,
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) if (event.type !== 'AccountDeleted') await applyOne(tx, event);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
      rowsNaming('community_event_members', 'member_id'),
      rowsNaming('community_event_invitations', 'from_id', 'to_id'),
    ]);
  },
});
