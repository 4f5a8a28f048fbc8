import type pg from 'pg';
import { evolveCandidate, type CandidateEvent, type CandidateRecord } from './candidate-record.ts';
import { loadTermBits, type TermBits } from './term-bits.ts';

const PROFILE_COLUMNS = [
  'age', 'heritage', 'ethnic_group', 'languages', 'diaspora_generation', 'cultural_values', 'religion_spirituality', 'relationship_goals',
  'home_country', 'current_city', 'current_country', 'latitude', 'longitude', 'city_key', 'country_key', 'home_country_key', 'values_bits',
  'language_bits', 'is_premium', 'premium_until', 'is_verified', 'is_suspended', 'is_hidden', 'is_paused', 'shares_ethnicity_religion', 'shares_precise_location', 'is_deleted', 'boosted_until', 'created_at', 'last_position',
];
const CARD_COLUMNS = ['first_name', 'last_name', 'location', 'profession', 'bio', 'bio_type', 'audio_bio', 'video_bio', 'photos'];

const upsert = (table: string, columns: string[]) => `
INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(null::${table}, $1::jsonb)
ON CONFLICT (member_id) DO UPDATE SET (${columns.join(', ')}) = (${columns.map((column) => `EXCLUDED.${column}`).join(', ')})
`;
const SAVE_PROFILES = upsert('discovery_profiles', PROFILE_COLUMNS);
const SAVE_CARDS = upsert('discovery_cards', CARD_COLUMNS);

// A join, not `= ANY($1)`: a rebuild's fresh tables have no statistics yet, so the planner scans them and checks each row against the whole array.
const LOAD = `
SELECT to_jsonb(p) || to_jsonb(c) AS record
FROM discovery_profiles p JOIN discovery_cards c USING (member_id)
JOIN (SELECT DISTINCT unnest($1::text[]) COLLATE "C" AS member_id) AS wanted USING (member_id)
`;

/** Places compare case-insensitively and without stray spaces: 'London ' and 'london' are one city. */
export const placeKey = (place: string | null): string | null => {
  const key = place?.trim().toLowerCase();
  return key ? key : null;
};

const withDerivedColumns = (record: CandidateRecord, terms: TermBits) => ({
  ...record,
  city_key: placeKey(record.current_city),
  country_key: placeKey(record.current_country),
  home_country_key: placeKey(record.home_country),
  values_bits: terms.maskOf('value', record.cultural_values),
  language_bits: terms.maskOf('language', record.languages),
});

/**
 * Set-based: one read of the batch's members, the events folded onto their records in memory,
 * one upsert per table of the records that changed.
 */
export const writeCandidates = async (events: CandidateEvent[], tx: pg.PoolClient): Promise<void> => {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((event) => event.data.memberId))];
  const { rows } = await tx.query<{ record: CandidateRecord }>(LOAD, [ids]);
  const records = new Map(rows.map(({ record }) => [record.member_id, record]));
  const terms = await loadTermBits(tx);
  const changed = new Map<string, CandidateRecord>();
  for (const event of events) {
    const before = records.get(event.data.memberId);
    const after = evolveCandidate(before, event);
    if (!after || after === before) continue;
    terms.note('value', after.cultural_values);
    terms.note('language', after.languages);
    records.set(after.member_id, after);
    changed.set(after.member_id, after);
  }
  if (changed.size === 0) return;
  await terms.saveNew(tx);
  const saved = JSON.stringify([...changed.values()].map((record) => withDerivedColumns(record, terms)));
  await tx.query(SAVE_PROFILES, [saved]);
  await tx.query(SAVE_CARDS, [saved]);
};
