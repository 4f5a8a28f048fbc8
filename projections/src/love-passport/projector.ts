import type pg from 'pg';
import { AccountDeleted, PassportCreated, PassportSwipeCounted, eventsOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { LOVE_PASSPORTS_PROJECTOR } from './read-model.ts';

/** `public.love_passports`: one row per passport; `max_swipes` null is unlimited (premium). */
export interface LovePassportRow {
  id: string;
  member_id: string;
  region: string;
  country: string | null;
  max_swipes: number | null;
  activated_at: Date;
  expires_at: Date;
}

/** `public.love_passport_swipes`: each member swiped in a passport, once. */
export interface LovePassportSwipeRow {
  passport_id: string;
  swiped_id: string;
}

const INIT = `
CREATE TABLE love_passports (
  id text PRIMARY KEY,
  member_id text NOT NULL,
  region text NOT NULL,
  country text,
  max_swipes integer,
  activated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX love_passports_by_member ON love_passports (member_id, expires_at);
CREATE TABLE love_passport_swipes (
  passport_id text NOT NULL,
  swiped_id text NOT NULL,
  PRIMARY KEY (passport_id, swiped_id)
);
`;

const CREATE = `
INSERT INTO love_passports (id, member_id, region, country, max_swipes, activated_at, expires_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[], $6::timestamptz[], $7::timestamptz[])
ON CONFLICT (id) DO NOTHING
`;

const COUNT = `
INSERT INTO love_passport_swipes (passport_id, swiped_id)
SELECT * FROM unnest($1::text[], $2::text[])
ON CONFLICT DO NOTHING
`;

const passportEvents = eventsOf(PassportCreated, PassportSwipeCounted, AccountDeleted);

/** Both tables only gain rows keyed by what the events name, so a batch applied again adds nothing. */
const apply = async (events: EventsIn<typeof passportEvents>[], tx: pg.PoolClient) => {
  const created = ofTypes(events, 'PassportCreated');
  const counted = ofTypes(events, 'PassportSwipeCounted');
  if (created.length > 0) {
    const data = created.map((event) => event.data);
    await tx.query(CREATE, [
      data.map((passport) => passport.passportId),
      data.map((passport) => passport.memberId),
      data.map((passport) => passport.region),
      data.map((passport) => passport.country),
      data.map((passport) => passport.swipeLimit),
      data.map((passport) => passport.activatedAt),
      data.map((passport) => passport.expiresAt),
    ]);
  }
  if (counted.length > 0) {
    await tx.query(COUNT, [counted.map((event) => event.data.passportId), counted.map((event) => event.data.swipedId)]);
  }
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
    'DELETE FROM love_passport_swipes s USING love_passports p WHERE s.passport_id = p.id AND p.member_id = ANY($1::text[])',
    rowsNaming('love_passport_swipes', 'swiped_id'),
    rowsNaming('love_passports', 'member_id'),
  ]);
};

/** Love passports: each member's passports and the swipes counted in them, for the passport screen and discovery in a region. */
export const lovePassportsProjector = defineProjector({
  // The folder says love-passport; the projector keeps its name because it names its tables.
  name: LOVE_PASSPORTS_PROJECTOR,
  // 2: a deleted member's passports and the swipes on her go.
  version: 2,
  handles: passportEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
