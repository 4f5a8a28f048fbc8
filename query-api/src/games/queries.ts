import type pg from 'pg';
import { GAME_HISTORY_SIZE } from '@sankofa/contracts';
import type { GameRow } from '@sankofa/projections/games';

type GameStateRow = Pick<GameRow, 'state' | 'member_ids'>;

/**
 * Games still on that the member may see: those they play, and those offered to them with a seat
 * left. At most 50, the latest first.
 */
export const activeGamesOf = async (pool: pg.Pool, memberId: string): Promise<GameStateRow[]> =>
  (
    await pool.query<GameStateRow>(
      `SELECT state, member_ids FROM games
       WHERE member_ids @> ARRAY[$1]::text[] AND status IN ('waiting', 'active')
         AND ($1 = ANY(player_ids) OR cardinality(player_ids) < (state->>'maxPlayers')::int)
       ORDER BY created_at DESC, game_id DESC LIMIT 50`,
      [memberId],
    )
  ).rows;

/** The member's last finished games (spec: 5). */
export const gameHistoryOf = async (pool: pg.Pool, memberId: string): Promise<GameStateRow[]> =>
  (
    await pool.query<GameStateRow>(
      `SELECT state, member_ids FROM games WHERE $1 = ANY(player_ids) AND status = 'completed'
       ORDER BY completed_at DESC, game_id DESC LIMIT $2`,
      [memberId, GAME_HISTORY_SIZE],
    )
  ).rows;

/** One game, when the member may see it; another's does not exist to them. */
export const gameOf = async (pool: pg.Pool, gameId: string): Promise<GameStateRow | null> =>
  (await pool.query<GameStateRow>(`SELECT state, member_ids FROM games WHERE game_id = $1`, [gameId])).rows[0] ?? null;
