import type pg from 'pg';
import { AccountDeleted, eventsOf, gameEvents, type EventsIn } from '@sankofa/events';
import { eraseMemberRows } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { NO_GAME_RECORD, evolveGameRecord, type GameRecord } from './game-record.ts';
import { GAMES_PROJECTOR } from './read-model.ts';

/** `public.games`: one row per game, with the game's whole record (secrets included: readers mask them per viewer). */
export interface GameRow {
  game_id: string;
  game_type: string;
  status: GameRecord['status'];
  /** The creator, the invited and the seated: who may see the game. */
  member_ids: string[];
  player_ids: string[];
  state: GameRecord;
  created_at: Date;
  completed_at: Date | null;
  position: string;
}

const INIT = `
CREATE TABLE games (
  game_id text PRIMARY KEY,
  game_type text NOT NULL,
  status text NOT NULL,
  member_ids text[] NOT NULL,
  player_ids text[] NOT NULL,
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  position text COLLATE "C" NOT NULL
);
CREATE INDEX games_by_member ON games USING gin (member_ids);
`;

const READ = `SELECT game_id, state, position FROM games WHERE game_id = ANY($1::text[])`;

/** Replaced only by a later position, so a batch applied again after a crash changes nothing. */
const UPSERT = `
INSERT INTO games AS g (game_id, game_type, status, member_ids, player_ids, state, created_at, completed_at, position)
SELECT id, game_type, status, ARRAY(SELECT jsonb_array_elements_text(members)), ARRAY(SELECT jsonb_array_elements_text(players)), state, created_at, completed_at, position
FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::jsonb[], $6::jsonb[], $7::timestamptz[], $8::timestamptz[], $9::text[])
  AS t(id, game_type, status, members, players, state, created_at, completed_at, position)
ON CONFLICT (game_id) DO UPDATE SET
  status = EXCLUDED.status, member_ids = EXCLUDED.member_ids, player_ids = EXCLUDED.player_ids, state = EXCLUDED.state,
  completed_at = EXCLUDED.completed_at, position = EXCLUDED.position
WHERE EXCLUDED.position > g.position
`;

interface Folded {
  state: GameRecord;
  position: string;
}

const membersOf = (game: GameRecord) => [...new Set([game.creatorId, ...game.invitedIds, ...game.players.map((player) => player.id)])];

const handledEvents = eventsOf(...gameEvents, AccountDeleted);
type GameEvent = Exclude<EventsIn<typeof handledEvents>, { type: 'AccountDeleted' }>;

/** A deleted member's games go: each was played with a match of hers, gone too. Last, after what the batch wrote of them. */
const apply = async (events: EventsIn<typeof handledEvents>[], tx: pg.PoolClient) => {
  await foldGames(events.filter((event): event is GameEvent => event.type !== 'AccountDeleted'), tx);
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), ['DELETE FROM games WHERE member_ids && $1::text[]']);
};

/** Folds each game's events after the position its row already holds. */
const foldGames = async (events: GameEvent[], tx: pg.PoolClient) => {
  if (events.length === 0) return;
  const gameIds = [...new Set(events.map((event) => event.data.gameId))];
  const { rows } = await tx.query<{ game_id: string; state: GameRecord; position: string }>(READ, [gameIds]);
  const games = new Map<string, Folded>(rows.map((row) => [row.game_id, { state: row.state, position: row.position }]));
  for (const event of events) {
    const game = games.get(event.data.gameId) ?? { state: NO_GAME_RECORD, position: '' };
    if (event.position <= game.position) continue;
    games.set(event.data.gameId, { state: evolveGameRecord(game.state, event), position: event.position });
  }
  const folded = [...games.values()].filter(({ state }) => state.status !== 'new');
  if (folded.length === 0) return;
  await tx.query(UPSERT, [
    folded.map(({ state }) => state.gameId),
    folded.map(({ state }) => state.gameType),
    folded.map(({ state }) => state.status),
    folded.map(({ state }) => JSON.stringify(membersOf(state))),
    folded.map(({ state }) => JSON.stringify(state.players.map((player) => player.id))),
    folded.map(({ state }) => JSON.stringify(state)),
    folded.map(({ state }) => state.createdAt),
    folded.map(({ state }) => state.completedAt),
    folded.map(({ position }) => position),
  ]);
};

/** The game state read model: every game's state, for the games screen, its lists and the live channel. */
export const gamesProjector = defineProjector({
  name: GAMES_PROJECTOR,
  // 2: a deleted member's games go.
  version: 2,
  handles: handledEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
