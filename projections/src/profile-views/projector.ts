import type pg from 'pg';
import { AccountDeleted, ProfileViewed, eventsOf, type EventOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { PROFILE_VIEWERS_PROJECTOR } from './read-model.ts';

/** `public.profile_views`: every counted view (at most one per viewer and profile per hour, the decider sees to it). */
export interface ProfileViewRow {
  id: string;
  viewer_id: string;
  viewed_id: string;
  created_at: Date;
}

const INIT = `
CREATE TABLE profile_views (
  id text PRIMARY KEY,
  viewer_id text NOT NULL,
  viewed_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX profile_views_by_viewed ON profile_views (viewed_id, created_at DESC);
`;

const INSERT = `
INSERT INTO profile_views (id, viewer_id, viewed_id, created_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
ON CONFLICT (id) DO NOTHING
`;

const handledEvents = eventsOf(ProfileViewed, AccountDeleted);

const recordViews = async (views: Array<EventOf<typeof ProfileViewed>>, tx: pg.PoolClient) => {
  await tx.query(INSERT, [
    views.map((event) => event.metadata.eventId),
    views.map((event) => event.data.viewerId),
    views.map((event) => event.data.viewedId),
    views.map((event) => event.metadata.occurredAt),
  ]);
};

/** Keyed by the event's id, so a batch applied again adds nothing; a deleted member's views, hers and of her, go. */
const apply = async (events: Array<EventsIn<typeof handledEvents>>, tx: pg.PoolClient) => {
  const views = ofTypes(events, 'ProfileViewed');
  if (views.length > 0) await recordViews(views, tx);
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('profile_views', 'viewer_id', 'viewed_id')]);
};

/** Who viewed whose profile, and when: the premium 'See Who Viewed You' list and its monthly count. */
export const profileViewersProjector = defineProjector({
  // The folder says profile-views; the projector keeps its name because it names its tables.
  name: PROFILE_VIEWERS_PROJECTOR,
  // 2: a deleted member's views go.
  version: 2,
  handles: handledEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
