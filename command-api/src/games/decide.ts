import {
  GameClueRevealed,
  GameCompleted,
  GameCreated,
  GameEmojiStoryTold,
  GameGuessMade,
  GamePlayerJoined,
  GamePointsAwarded,
  GameRoundRevealed,
  GameRoundStarted,
  GameStatementsTold,
  eventsOf,
  gameEvents,
  newEvent,
  type EventContext,
  type GamePuzzle,
  type GameType,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { judgeGuess } from './judge.ts';
import { NO_GAME, evolveGame, type GameEvent, type GameRound, type GameState } from './state.ts';
import { DEFAULT_MAX_ROUNDS, MIN_PLAYERS, TRIVIA_ANSWER_SECONDS, maxPlayersOf } from './rules.ts';

export type CreateGame = {
  type: 'CreateGame';
  data: { gameId: string; gameType: GameType; creatorId: string; creatorName: string; matchId: string | null; invitedIds: string[]; puzzles: GamePuzzle[]; maxRounds?: number; now: string };
};
export type JoinGame = { type: 'JoinGame'; data: { memberId: string; firstName: string; now: string } };
export type TellStatements = { type: 'TellStatements'; data: { memberId: string; statements: string[]; lieIndex: number } };
export type TellEmojiStory = { type: 'TellEmojiStory'; data: { memberId: string; emojis: string; answer: string; theme: 'film' | 'proverb' | 'song' } };
/** A Lie Detector or trivia answer is an index; a Guessary or Emoji Story guess is text. */
export type Guess = { type: 'Guess'; data: { memberId: string; guess: number | string; now: string } };
export type RevealClue = { type: 'RevealClue'; data: { memberId: string } };
/** Trivia: time is up (or all answered); Guessary and Emoji Story: the guesser gives up. */
export type RevealAnswer = { type: 'RevealAnswer'; data: { memberId: string; now: string } };
/** `round` is the round the member saw revealed: a second click, or the other player's, starts nothing more. */
export type NextRound = { type: 'NextRound'; data: { memberId: string; round?: number; now: string } };
export type GameCommand = CreateGame | JoinGame | TellStatements | TellEmojiStory | Guess | RevealClue | RevealAnswer | NextRound;

export const GAME_NOT_FOUND = 'This game does not exist';

const refuse = (code: ConstructorParameters<typeof DomainError>[0], message: string): never => {
  throw new DomainError(code, message);
};

const isPlayer = (game: GameState, memberId: string) => game.playerIds.includes(memberId);

/** A member neither invited nor playing is told the game does not exist: a game is private to its members. */
const requirePlayer = (game: GameState, memberId: string): void => {
  if (game.status === 'new' || !isPlayer(game, memberId)) refuse('game_not_found', GAME_NOT_FOUND);
};

/** The round a move is for: the game must be on, the round not yet revealed. */
const openRound = (game: GameState, memberId: string): GameRound => {
  requirePlayer(game, memberId);
  if (game.status === 'completed') refuse('game_over', 'This game is over; start a new one to play again');
  if (game.status === 'waiting' || !game.round) refuse('game_not_started', 'Waiting for your match to join...');
  if (game.round!.revealed) refuse('round_revealed', 'This round has been revealed; no more guesses');
  return game.round!;
};

const notYourTurn = (): never => refuse('not_your_turn', "It is not your turn");

/** Round `round` starts: the players take turns telling and guessing; in trivia everyone answers before the deadline. */
export const startRound = (game: GameState, round: number, now: string, context: EventContext): GameEvent => {
  const count = game.playerIds.length;
  const takesTurns = game.gameType !== 'cultural-trivia';
  return newEvent(
    GameRoundStarted,
    {
      gameId: game.gameId,
      round,
      tellerId: takesTurns && game.gameType !== 'guessary' ? game.playerIds[(round - 1) % count]! : null,
      guesserId: takesTurns ? game.playerIds[round % count]! : null,
      startedAt: now,
      answerDeadline: takesTurns ? null : new Date(Date.parse(now) + TRIVIA_ANSWER_SECONDS * 1000).toISOString(),
    },
    context,
  );
};

/** The highest score wins; a tie has no winner. */
export const winnerOf = (scores: Record<string, number>): string | null => {
  const ranked = Object.entries(scores).sort(([, a], [, b]) => b - a);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[0]![1] === ranked[1]![1])) return null;
  return ranked[0]![0];
};

/** Reveals the round; after the last round the game completes with the scores the round's events leave. */
export const revealRound = (game: GameState, scored: GameEvent[], now: string, context: EventContext): GameEvent[] => {
  const reveal = newEvent(GameRoundRevealed, { gameId: game.gameId, round: game.round!.round }, context);
  if (game.round!.round < game.maxRounds) return [...scored, reveal];
  const after = [...scored, reveal].reduce((state, event) => evolveGame(state, event), game);
  return [...scored, reveal, newEvent(GameCompleted, { gameId: game.gameId, winnerId: winnerOf(after.scores), scores: after.scores, completedAt: now }, context)];
};

const createGame = ({ data }: CreateGame, game: GameState, context: EventContext): GameEvent[] => {
  if (game.status !== 'new') return [];
  if (data.invitedIds.length === 0) refuse('no_match_to_play', 'You need a match to play a game with');
  const event = newEvent(
    GameCreated,
    {
      gameId: data.gameId,
      gameType: data.gameType,
      creatorId: data.creatorId,
      creatorName: data.creatorName,
      matchId: data.matchId,
      invitedIds: data.invitedIds,
      minPlayers: MIN_PLAYERS,
      maxPlayers: maxPlayersOf(data.gameType),
      maxRounds: data.maxRounds ?? DEFAULT_MAX_ROUNDS,
      puzzles: data.puzzles,
      createdAt: data.now,
    },
    context,
  );
  return [event];
};

const joinGame = ({ data }: JoinGame, game: GameState, context: EventContext): GameEvent[] => {
  if (game.status === 'new' || (!isPlayer(game, data.memberId) && !game.invitedIds.includes(data.memberId))) refuse('game_not_found', GAME_NOT_FOUND);
  if (isPlayer(game, data.memberId)) return [];
  if (game.status === 'completed') refuse('game_over', 'This game is over; start a new one to play again');
  if (game.playerIds.length >= game.maxPlayers) refuse('game_full', 'This game already has all its players');
  const joined = newEvent(GamePlayerJoined, { gameId: game.gameId, memberId: data.memberId, firstName: data.firstName, joinedAt: data.now }, context);
  if (game.status !== 'waiting' || game.playerIds.length + 1 < game.minPlayers) return [joined];
  const seated = evolveGame(game, joined);
  return [joined, startRound(seated, 1, data.now, context)];
};

const tellStatements = ({ data }: TellStatements, game: GameState, context: EventContext): GameEvent[] => {
  const round = openRound(game, data.memberId);
  if (game.gameType !== 'lie-detector') refuse('validation_failed', 'Only Lie Detector is told in statements');
  if (round.tellerId !== data.memberId) notYourTurn();
  if (round.statements) refuse('already_told', 'You already told this round');
  const { statements, lieIndex } = data;
  return [newEvent(GameStatementsTold, { gameId: game.gameId, round: round.round, tellerId: data.memberId, statements, lieIndex }, context)];
};

const tellEmojiStory = ({ data }: TellEmojiStory, game: GameState, context: EventContext): GameEvent[] => {
  const round = openRound(game, data.memberId);
  if (game.gameType !== 'emoji-story') refuse('validation_failed', 'Only Emoji Story is told in emojis');
  if (round.tellerId !== data.memberId) notYourTurn();
  if (round.answer !== null) refuse('already_told', 'You already told this round');
  const { emojis, answer, theme } = data;
  return [newEvent(GameEmojiStoryTold, { gameId: game.gameId, round: round.round, tellerId: data.memberId, emojis, answer, theme }, context)];
};

const guess = ({ data }: Guess, game: GameState, context: EventContext): GameEvent[] => {
  const round = openRound(game, data.memberId);
  const judged = judgeGuess(game, round, data);
  const events = [
    newEvent(GameGuessMade, { gameId: game.gameId, round: round.round, memberId: data.memberId, guess: String(data.guess), correct: judged.correct, points: judged.points }, context),
    ...judged.awarded.map(({ memberId, points }) => newEvent(GamePointsAwarded, { gameId: game.gameId, round: round.round, memberId, points }, context)),
  ];
  if (judged.next === 'reveal') return revealRound(game, events, data.now, context);
  if (judged.next === 'clue') return [...events, newEvent(GameClueRevealed, { gameId: game.gameId, round: round.round, clueNumber: round.cluesShown + 1 }, context)];
  return events;
};

const revealClue = ({ data }: RevealClue, game: GameState, context: EventContext): GameEvent[] => {
  const round = openRound(game, data.memberId);
  if (round.puzzle?.kind !== 'word') refuse('validation_failed', 'Only Guessary has clues');
  if (round.guesserId !== data.memberId) notYourTurn();
  const clues = round.puzzle!.kind === 'word' ? round.puzzle!.clues.length : 0;
  if (round.cluesShown >= clues) refuse('no_more_clues', 'Every clue is already shown');
  return [newEvent(GameClueRevealed, { gameId: game.gameId, round: round.round, clueNumber: round.cluesShown + 1 }, context)];
};

const revealAnswer = ({ data }: RevealAnswer, game: GameState, context: EventContext): GameEvent[] => {
  requirePlayer(game, data.memberId);
  if (game.round?.revealed) return [];
  const round = openRound(game, data.memberId);
  if (game.gameType === 'lie-detector') refuse('validation_failed', 'A Lie Detector round is revealed by the guess');
  if (game.gameType === 'cultural-trivia') {
    const timeIsUp = Date.parse(data.now) >= Date.parse(round.answerDeadline!);
    if (!timeIsUp) refuse('round_in_progress', 'There is still time to answer');
  } else if (round.guesserId !== data.memberId) {
    notYourTurn();
  }
  return revealRound(game, [], data.now, context);
};

const nextRound = ({ data }: NextRound, game: GameState, context: EventContext): GameEvent[] => {
  requirePlayer(game, data.memberId);
  const current = game.round?.round ?? 0;
  if (data.round !== undefined && data.round !== current) return [];
  if (game.status === 'completed') refuse('game_over', 'This game is over; start a new one to play again');
  if (!game.round?.revealed) refuse('round_in_progress', 'This round is still being played');
  return [startRound(game, current + 1, data.now, context)];
};

export const gameDecider: Decider<GameState, GameCommand, GameEvent> = {
  handles: eventsOf(...gameEvents),
  initialState: NO_GAME,
  evolve: evolveGame,
  decide: (command, game, context) => {
    switch (command.type) {
      case 'CreateGame':
        return createGame(command, game, context);
      case 'JoinGame':
        return joinGame(command, game, context);
      case 'TellStatements':
        return tellStatements(command, game, context);
      case 'TellEmojiStory':
        return tellEmojiStory(command, game, context);
      case 'Guess':
        return guess(command, game, context);
      case 'RevealClue':
        return revealClue(command, game, context);
      case 'RevealAnswer':
        return revealAnswer(command, game, context);
      case 'NextRound':
        return nextRound(command, game, context);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
