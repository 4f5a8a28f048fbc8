import type pg from 'pg';
import { AccountDeleted, DiscoveryPrivacySaved, eventsOf, type DistanceVisibility } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { MEMBER_PRIVACY_PROJECTOR } from './read-model.ts';

/** `public.member_privacy`: each member's saved Privacy Settings; no row means the defaults (distance shown to everyone, in discovery). */
export interface MemberPrivacyRow {
  member_id: string;
  distance_visibility: DistanceVisibility;
  hide_from_discovery: boolean;
  last_position: string;
}

const INIT = `
CREATE TABLE member_privacy (
  member_id text COLLATE "C" PRIMARY KEY,
  distance_visibility text NOT NULL,
  hide_from_discovery boolean NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX member_privacy_hidden ON member_privacy (member_id) WHERE hide_from_discovery;
`;

/** A later save replaces an earlier one; an older one applied again never overwrites a newer one. */
const SAVE = `
INSERT INTO member_privacy AS saved SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])
ON CONFLICT (member_id) DO UPDATE SET distance_visibility = EXCLUDED.distance_visibility, hide_from_discovery = EXCLUDED.hide_from_discovery,
  last_position = EXCLUDED.last_position
WHERE EXCLUDED.last_position > saved.last_position`;

/** Who may see each member's distance and whether she is hidden from discovery: discovery and her settings screen read it. */
export const memberPrivacyProjector = defineProjector({
  name: MEMBER_PRIVACY_PROJECTOR,
  // 2: a deleted member's row goes.
  version: 2,
  handles: eventsOf(DiscoveryPrivacySaved, AccountDeleted),
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply: async (events, tx: pg.PoolClient) => {
    // One row per member per statement: the member's last save in the batch.
    const saves = [...new Map(ofTypes(events, 'DiscoveryPrivacySaved').map((event) => [event.data.memberId, event])).values()];
    if (saves.length > 0) {
      await tx.query(SAVE, [
        saves.map(({ data }) => data.memberId),
        saves.map(({ data }) => data.distanceVisibility),
        saves.map(({ data }) => data.hideFromDiscovery),
        saves.map(({ position }) => position),
      ]);
    }
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('member_privacy', 'member_id')]);
  },
});
