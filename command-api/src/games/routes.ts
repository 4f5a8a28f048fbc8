import Router from '@koa/router';
import type { Context } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { PATH_ID, createGame, gameAction, joinGame, type CommandReply } from '@sankofa/contracts';
import { gameStream, type EventStore } from '@sankofa/events';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { readChatMember } from '../chat/chat-member.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { commandOfAction } from './commands.ts';
import { GAME_NOT_FOUND, gameDecider, type GameCommand } from './decide.ts';
import { createMemberMatches, otherMemberOf, type MemberMatches } from './member-matches.ts';
import { drawPuzzles } from './puzzles.ts';
import { DEFAULT_MAX_ROUNDS } from './rules.ts';

export interface GamesRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

const gameIdOf = (id: string): string => {
  if (!PATH_ID.test(id)) throw new NotFoundError(GAME_NOT_FOUND, 'game_not_found');
  return id;
};

const firstNameOf = async (store: EventStore, memberId: string): Promise<string> => {
  const member = await readChatMember(store, memberId);
  if (!member) throw new NotFoundError('Your account no longer exists', 'member_not_found');
  return member.firstName;
};

/** Whom a new game is offered to: the other member of `matchId`, or of every open match of the creator. */
const invitedFor = async (matches: MemberMatches, memberId: string, matchId: string | undefined): Promise<string[]> => {
  if (matchId === undefined) return [...new Set((await matches.openMatchesOf(memberId)).map((match) => otherMemberOf(match, memberId)))];
  const match = await matches.openMatch(memberId, matchId);
  if (!match) throw new NotFoundError('This match does not exist', 'match_not_found');
  return [otherMemberOf(match, memberId)];
};

/**
 * The games' write routes, as the token's member: each move is decided on the game's stream at
 * the revision it was read at, so of two racing moves the second is decided again on the first's outcome.
 */
export const gamesRouter = ({ store, tokens }: GamesRouterDependencies): Router => {
  const router = new Router();
  const matches = createMemberMatches(store);

  const decide = async (ctx: Context, gameId: string, command: GameCommand, status: number) => {
    const result = await handleCommand({ store, stream: gameStream(gameId), decider: gameDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, status, { game: { id: gameId } } satisfies CommandReply<typeof joinGame>, result.position);
  };

  mount(router, createGame, requireMember(tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    const now = (eventContextOf(ctx).now ?? new Date()).toISOString();
    const invitedIds = await invitedFor(matches, memberId, body.matchId);
    const maxRounds = body.maxRounds ?? DEFAULT_MAX_ROUNDS;
    const gameId = uuidv7();
    await decide(ctx, gameId, {
      type: 'CreateGame',
      data: {
        gameId, gameType: body.gameType, creatorId: memberId, creatorName: await firstNameOf(store, memberId), matchId: body.matchId ?? null,
        invitedIds, puzzles: drawPuzzles(body.gameType, maxRounds), maxRounds, now,
      },
    }, 201);
  });

  mount(router, joinGame, requireMember(tokens), async (ctx, { params }) => {
    const gameId = gameIdOf(params.id);
    const { memberId } = principalOf(ctx);
    const now = new Date().toISOString();
    await decide(ctx, gameId, { type: 'JoinGame', data: { memberId, firstName: await firstNameOf(store, memberId), now } }, 200);
  });

  mount(router, gameAction, requireMember(tokens), async (ctx, { params, body }) => {
    const gameId = gameIdOf(params.id);
    await decide(ctx, gameId, commandOfAction(body, principalOf(ctx).memberId, new Date().toISOString()), 200);
  });

  return router;
};
