import type pg from 'pg';
import { PATH_ID, gameViewFor, getGame, listActiveGames, listGameHistory, mayViewGame, type GameView } from '@sankofa/contracts';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { GAMES_PROJECTOR } from '@sankofa/projections/games';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { activeGamesOf, gameHistoryOf, gameOf } from './queries.ts';

export interface GamesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const GAME_NOT_FOUND = 'This game does not exist';

/** Active games, history and one game, from the game state read model, each game as the token's member may see it. */
export const gamesQueryRouter = ({ pool, tokens }: GamesQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([GAMES_PROJECTOR]);
  mount(router, listActiveGames, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    ctx.body = (await activeGamesOf(pool, memberId)).map((row) => gameViewFor(row.state, memberId)) satisfies GameView[];
  });
  mount(router, listGameHistory, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    ctx.body = (await gameHistoryOf(pool, memberId)).map((row) => gameViewFor(row.state, memberId)) satisfies GameView[];
  });
  // After the active games and the history, whose paths getGame's would take for ids.
  mount(router, getGame, requireMember(tokens), async (ctx, { params: { id: gameId } }) => {
    const { memberId } = principalOf(ctx);
    const row = PATH_ID.test(gameId) ? await gameOf(pool, gameId) : null;
    if (!row || !mayViewGame(row.state, memberId)) throw new NotFoundError(GAME_NOT_FOUND, 'game_not_found');
    ctx.body = gameViewFor(row.state, memberId) satisfies GameView;
  });
  return router;
};
