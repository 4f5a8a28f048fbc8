import { gameViewFor, type LivePush } from '@sankofa/contracts';
import { catalog, gameEvents, type GameEvent } from '@sankofa/events';
import type { LiveMapper } from '../live/live-feed.ts';
import { gameOf } from './queries.ts';

const GAME_EVENT_TYPES: ReadonlySet<string> = new Set(gameEvents.map((definition) => definition.type));

/**
 * `game_updated` to every member the game is offered to or played by, each with the game as they
 * may see it (the lie and the word stay hidden from the guesser; the board from an invited member
 * who did not join), read from the game state read model. An invited member hears of the seat
 * taken, so their Active Games drops the game.
 */
export const gameUpdatedLiveMapper: LiveMapper<LivePush> = async (event, { pool, projectorsPassed }) => {
  if (!GAME_EVENT_TYPES.has(event.type)) return [];
  const { gameId } = (catalog.parse(event) as GameEvent).data;
  await projectorsPassed(['games'], event.position);
  const row = await gameOf(pool, gameId);
  if (!row) return [];
  return row.member_ids.map((memberId) => ({ memberId, type: 'game_updated' as const, payload: { game: gameViewFor(row.state, memberId) } }));
};

export const gamesLiveMappers = [gameUpdatedLiveMapper] as const;
