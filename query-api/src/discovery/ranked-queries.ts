import type pg from 'pg';
import type { TermRow } from '@sankofa/projections/discovery';
import type { PositionedCard } from './card-cache.ts';
import { CANDIDATE_COLUMNS, type CandidateRow } from './candidate.ts';
import type { Relations } from './eligibility.ts';
import { contactHiddenFrom } from '../moderation/blocks.ts';
import { VIEWER_VERSION_SQL, type ViewerRows, type ViewerVersion } from './viewer.ts';

/**
 * discovery_profiles rows changed after `since`, oldest change first, at most `limit`: a JSON
 * array of CandidateRow. The limit is in the text, not a parameter: PostgreSQL then sees from the
 * statement alone that it reads few rows, and keeps one generic plan for it instead of planning
 * it again on every execution (which would cost more than running it).
 */
const changedSql = (since: string, limit: number) => `(SELECT coalesce(json_agg(c ORDER BY c.last_position), '[]') FROM (
  SELECT ${CANDIDATE_COLUMNS} FROM discovery_profiles WHERE last_position > ${since} ORDER BY last_position LIMIT ${Math.trunc(limit)}) c)`;

/**
 * Who the viewer $1 is to other members, among those `among` keeps (a condition on an id):
 * `swipes`, the viewer's latest swipe on each as [id, isLike], and `blocked`, those blocked either way.
 */
const relationsSql = (among: (id: string) => string) => `
  (SELECT coalesce(json_agg(json_build_array(s.swiped_id, s.is_like)), '[]') FROM discovery_swipes s
   WHERE s.swiper_id = $1 AND ${among('s.swiped_id')}) AS swipes,
  (SELECT coalesce(json_agg(b.id), '[]') FROM (SELECT blocked_id AS id FROM discovery_blocks WHERE blocker_id = $1
                                               UNION SELECT blocker_id FROM discovery_blocks WHERE blocked_id = $1
                                               UNION ${contactHiddenFrom('$1')}) b
   WHERE ${among('b.id')}) AS blocked`;

const statementTexts = new Map<string, string>();

/**
 * A prepared statement, parsed once per connection. A name must always come with the same text,
 * so it names the limit too; the text is built once per name.
 */
const prepared = (name: string, limit: number, textFor: (limit: number) => string, values: unknown[]) => {
  const statement = `discovery_${name}_${Math.trunc(limit)}`;
  let text = statementTexts.get(statement);
  if (text === undefined) statementTexts.set(statement, (text = textFor(limit)));
  return { name: statement, text, values };
};

export const changedCandidates = async (pool: pg.Pool, since: string, limit: number): Promise<CandidateRow[]> => {
  const { rows } = await pool.query<{ changed: CandidateRow[] }>(prepared('changed', limit, (rows) => `SELECT ${changedSql('$1', rows)} AS changed`, [since]));
  return rows[0]!.changed;
};

export interface SearchRows extends Relations {
  /** Null until the member's registration has reached the read model. */
  viewer: ViewerRows | null;
  /** Rows changed after the position asked for, at most the limit asked for. */
  changed: CandidateRow[];
  /** The projector's dictionary of list terms' bits, which the viewer's filters are turned into. */
  terms: TermRow[];
}

const searchSql = (limit: number) => `
SELECT (SELECT json_build_object('profile', to_json(p), 'filters', to_json(f), 'version', ${VIEWER_VERSION_SQL})
        FROM (SELECT ${CANDIDATE_COLUMNS}, is_premium, premium_until FROM discovery_profiles WHERE member_id = $1) p
        LEFT JOIN discovery_preferences f ON f.member_id = p.member_id) AS viewer,
       ${changedSql('$2', limit)} AS changed,
       (SELECT coalesce(json_agg(t), '[]') FROM (SELECT kind, term, bit FROM discovery_terms) t) AS terms,
       ${relationsSql(() => 'true')}`;

/** What ranking a viewer's list needs from the read model, in one round trip: the viewer, their swipes and blocks, the term bits, and the rows changed since `since`. */
export const loadSearch = async (pool: pg.Pool, viewerId: string, since: string, limit: number): Promise<SearchRows> => {
  const { rows } = await pool.query<SearchRows>(prepared('search', limit, searchSql, [viewerId, since]));
  return rows[0]!;
};

const CARD_COLUMNS = `d.first_name, d.last_name, c.age, d.location, d.profession, c.heritage, c.ethnic_group, d.bio, d.bio_type,
  d.audio_bio, d.video_bio, c.cultural_values, c.languages, c.diaspora_generation, c.religion_spirituality, c.relationship_goals,
  d.photos, c.is_premium, c.premium_until, c.is_verified, c.current_city, c.current_country, c.home_country, c.created_at, c.shares_ethnicity_religion`;

/** The public profile columns of `c` joined to its card, with the row's position, for any query over discovery_profiles c. */
export const cardsFromSql = (where: string) =>
  `SELECT c.member_id AS id, ${CARD_COLUMNS}, c.last_position AS position FROM discovery_profiles c JOIN discovery_cards d ON d.member_id = c.member_id WHERE ${where}`;

export interface WindowCheck extends Relations {
  /** Null when the viewer is not in the read model (any more). */
  viewer: ViewerVersion | null;
  /** Rows changed after `since`, oldest change first, at most `limit`. */
  changed: CandidateRow[];
  /** The cards asked for. */
  cards: PositionedCard[];
  /** Those asked about who keep their distance from other members (Privacy Settings): shown without it. */
  distanceHidden: string[];
}

const checkSql = (limit: number, cards: string) => `
SELECT (SELECT ${VIEWER_VERSION_SQL} FROM discovery_profiles p LEFT JOIN discovery_preferences f ON f.member_id = p.member_id
        WHERE p.member_id = $1) AS viewer,
       ${changedSql('$2', limit)} AS changed,
       ${cards} AS cards,
       (SELECT coalesce(json_agg(v.member_id), '[]') FROM discovery_privacy v
        WHERE v.member_id = ANY($3::text[]) AND v.distance_visibility <> 'everyone') AS "distanceHidden",
       ${relationsSql((id) => `${id} = ANY($3::text[])`)}`;

const CARDS_ASKED = `(SELECT coalesce(json_agg(card), '[]') FROM (${cardsFromSql('c.member_id = ANY($4::text[])')}) card)`;

type Json<Row> = { [Column in keyof Row]: Row[Column] extends Date ? string : Row[Column] extends Date | null ? string | null : Row[Column] };

/**
 * The statement for a check with cards to read, and one for a check without: given an empty list
 * of cards, PostgreSQL would find planning the first again on every execution cheaper than its
 * generic plan, and planning costs more than the rest of the check.
 */
const checkStatement = (limit: number, viewerId: string, since: string, ids: string[], cardIds: string[]) =>
  cardIds.length === 0
    ? prepared('check', limit, (rows) => checkSql(rows, `'[]'::json`), [viewerId, since, ids])
    : prepared('check_with_cards', limit, (rows) => checkSql(rows, CARDS_ASKED), [viewerId, since, ids, cardIds]);

/**
 * One round trip per page of a ranked list: whether the viewer changed since it was ranked, the
 * rows changed since `since` (new members, edited profiles), who the members asked about (the
 * page's) are to the viewer now (a swipe or block since ranking hides them), which of them keep
 * their distance, and the cards not known yet. The rules then judge the page in this process, on the rows as they are now.
 */
export const checkWindow = async (pool: pg.Pool, viewerId: string, ids: string[], cardIds: string[], since: string, limit: number): Promise<WindowCheck> => {
  const { rows } = await pool.query<Omit<WindowCheck, 'cards'> & { cards: Array<Json<PositionedCard>> }>(
    checkStatement(limit, viewerId, since, ids, cardIds),
  );
  const { cards, ...check } = rows[0]!;
  // Converted in place: copying a card's 26 fields into a new object costs several microseconds each.
  const withDates = (card: Json<PositionedCard>): PositionedCard =>
    Object.assign(card, { created_at: new Date(card.created_at), premium_until: card.premium_until === null ? null : new Date(card.premium_until) });
  return { ...check, cards: cards.map(withDates) };
};
