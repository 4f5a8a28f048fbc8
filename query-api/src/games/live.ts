import { gameViewFor, type LivePush } from '@sankofa/contracts';
import { eventsOf, gameEvents } from '@sankofa/events';
import { GAMES_PROJECTOR } from '@sankofa/projections/games';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';
import { gameOf } from './queries.ts';

/**
 * `game_updated` to every member the game is offered to or played by, each with the game as they
 * may see it (the lie and the word stay hidden from the guesser; the board from an invited member
 * who did not join), read from the game state read model. An invited member hears of the seat
 * taken, so their Active Games drops the game.
 */
export const gameUpdatedLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(...gameEvents), async (event, { pool, projectorsPassed }) => {
  const { gameId } = event.data;
  await projectorsPassed([GAMES_PROJECTOR], event.position);
  const row = await gameOf(pool, gameId);
  if (!row) return [];
  return row.member_ids.map((memberId) => ({ memberId, type: 'game_updated', payload: { game: gameViewFor(row.state, memberId) } }));
});

export const gamesLiveMappers = [gameUpdatedLiveMapper] as const;
