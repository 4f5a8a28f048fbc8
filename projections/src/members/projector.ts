import type pg from 'pg';
import { defineProjector } from '../projector.ts';
import { evolveMemberRecord, membersEvents, type MemberRecord, type MembersEvent } from './member-row.ts';
import { MEMBERS_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE members (
  id text PRIMARY KEY,
  email text NOT NULL,
  phone_number text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  age integer NOT NULL,
  location text NOT NULL,
  heritage text NOT NULL,
  profession text NOT NULL,
  bio text NOT NULL,
  bio_type text NOT NULL,
  audio_bio text,
  video_bio text,
  ethnic_group text,
  languages text[] NOT NULL,
  diaspora_generation text,
  cultural_values text[] NOT NULL,
  religion_spirituality text,
  relationship_goals text,
  home_country text,
  current_city text,
  current_country text,
  photos text[] NOT NULL,
  latitude double precision,
  longitude double precision,
  role text NOT NULL,
  two_factor_enabled boolean NOT NULL,
  is_premium boolean NOT NULL,
  premium_until timestamptz,
  is_verified boolean NOT NULL,
  preferred_language text NOT NULL,
  auto_translate boolean NOT NULL,
  interface_language text,
  is_paused boolean NOT NULL,
  shares_ethnicity_religion boolean NOT NULL,
  shares_precise_location boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_active timestamptz,
  last_position text COLLATE "C" NOT NULL
);
CREATE INDEX members_by_heritage ON members (heritage);
CREATE INDEX members_by_current_city ON members (current_city);
CREATE INDEX members_by_coordinates ON members (latitude, longitude);
CREATE INDEX members_by_created_at ON members (created_at DESC, id);
`;

const COLUMNS = [
  'email', 'phone_number', 'first_name', 'last_name', 'age', 'location', 'heritage', 'profession', 'bio', 'bio_type', 'audio_bio',
  'video_bio', 'ethnic_group', 'languages', 'diaspora_generation', 'cultural_values', 'religion_spirituality', 'relationship_goals',
  'home_country', 'current_city', 'current_country', 'photos', 'latitude', 'longitude', 'role', 'two_factor_enabled', 'is_premium',
  'premium_until', 'is_verified', 'preferred_language', 'auto_translate', 'interface_language', 'is_paused', 'shares_ethnicity_religion', 'shares_precise_location', 'created_at', 'updated_at', 'last_active', 'last_position',
] as const satisfies ReadonlyArray<Exclude<keyof MemberRecord, 'id'>>;

// A join, not `id = ANY($1)`: on a table without statistics yet (a rebuild's) the planner scans it and checks each row against the whole array.
const LOAD = `SELECT to_jsonb(m) AS record FROM members m JOIN (SELECT DISTINCT unnest($1::text[]) AS id) AS wanted USING (id)`;

const SAVE = `
INSERT INTO members SELECT * FROM jsonb_populate_recordset(null::members, $1::jsonb)
ON CONFLICT (id) DO UPDATE SET (${COLUMNS.join(', ')}) = (${COLUMNS.map((column) => `EXCLUDED.${column}`).join(', ')})
`;

/**
 * Set-based: one read of the batch's members, the events folded onto their rows in memory
 * (each row skips what it already holds, by position), one upsert of the rows that changed.
 */
const apply = async (events: MembersEvent[], tx: pg.PoolClient) => {
  const ids = [...new Set(events.map((event) => event.data.memberId))];
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ record: MemberRecord }>(LOAD, [ids]);
  const records = new Map(rows.map(({ record }) => [record.id, record]));
  const changed = new Map<string, MemberRecord>();
  const deleted = new Set<string>();
  for (const event of events) {
    if (event.type === 'AccountDeleted') deleted.add(event.data.memberId);
    const before = records.get(event.data.memberId);
    const after = evolveMemberRecord(before, event);
    if (!after || after === before) continue;
    records.set(after.id, after);
    changed.set(after.id, after);
  }
  const kept = [...changed.values()].filter(({ id }) => !deleted.has(id));
  if (kept.length > 0) await tx.query(SAVE, [JSON.stringify(kept)]);
  // Her row goes: every list that joins members (matches, viewers, passed profiles) loses her with it.
  if (deleted.size > 0) await tx.query('DELETE FROM members WHERE id = ANY($1::text[])', [[...deleted]]);
};

/** `public.members`: one row per member, the profile as the latest events left it. */
export const membersProjector = defineProjector({
  name: MEMBERS_PROJECTOR,
  /**
   * 2: coordinates are written coarse (location privacy); the rebuild snaps those of older events.
   * 3: an operator's admin grant sets `role`, an identity badge sets `is_verified`.
   * 4: `interface_language`, the language the member chose for the interface.
   * 5: `is_paused`, while the member has paused her account.
   * 6: a confirmed change of e-mail or phone number replaces `email` or `phone_number`.
   * 7: `shares_ethnicity_religion` and `shares_precise_location`, her recorded consent (no record is no).
   * 8: a deleted account's row is deleted.
   */
  version: 8,
  handles: membersEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
