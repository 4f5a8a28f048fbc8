import type { z } from 'zod';
import type { EventOf, NewEventOf } from '../catalog.ts';
import type {
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
  GameType,
  gamePuzzle,
} from './events.ts';

export type GamePuzzle = z.infer<typeof gamePuzzle>;
type GameEventDefinition =
  | typeof GameCreated
  | typeof GamePlayerJoined
  | typeof GameRoundStarted
  | typeof GameStatementsTold
  | typeof GameEmojiStoryTold
  | typeof GameClueRevealed
  | typeof GameGuessMade
  | typeof GamePointsAwarded
  | typeof GameRoundRevealed
  | typeof GameCompleted;
/** Any event of a game's stream, as a decider emits it or the log records it. */
export type GameEvent = NewEventOf<GameEventDefinition> | EventOf<GameEventDefinition>;

export interface GamePlayer {
  id: string;
  firstName: string;
  joinedAt: string;
}

export interface GameGuess {
  memberId: string;
  guess: string;
  correct: boolean;
  points: number;
}

/** The round being played, with its secrets (the lie, the word, the answer): readers decide who sees them. */
export interface GameRound {
  round: number;
  tellerId: string | null;
  guesserId: string | null;
  startedAt: string;
  answerDeadline: string | null;
  statements: string[] | null;
  lieIndex: number | null;
  emojis: string | null;
  answer: string | null;
  theme: 'film' | 'proverb' | 'song' | null;
  puzzle: GamePuzzle | null;
  cluesShown: number;
  guesses: GameGuess[];
  revealed: boolean;
}

/** A game as its stream tells it: the write side decides on it, the games projection stores it. */
export interface GameState {
  gameId: string;
  gameType: GameType;
  /** 'new' only before `GameCreated`; 'waiting' until the first round starts. */
  status: 'new' | 'waiting' | 'active' | 'completed';
  creatorId: string;
  matchId: string | null;
  invitedIds: string[];
  minPlayers: number;
  maxPlayers: number;
  maxRounds: number;
  puzzles: GamePuzzle[];
  players: GamePlayer[];
  scores: Record<string, number>;
  round: GameRound | null;
  winnerId: string | null;
  createdAt: string;
  completedAt: string | null;
}

export const NO_GAME: GameState = {
  gameId: '',
  gameType: 'lie-detector',
  status: 'new',
  creatorId: '',
  matchId: null,
  invitedIds: [],
  minPlayers: 2,
  maxPlayers: 2,
  maxRounds: 3,
  puzzles: [],
  players: [],
  scores: {},
  round: null,
  winnerId: null,
  createdAt: '',
  completedAt: null,
};

const addPoints = (scores: Record<string, number>, memberId: string, points: number) => ({ ...scores, [memberId]: (scores[memberId] ?? 0) + points });

/** Applies `change` to the current round when the event is about it (an event of an older round changes nothing). */
const onRound = (game: GameState, round: number, change: (current: GameRound) => Partial<GameRound>): GameState =>
  game.round?.round === round ? { ...game, round: { ...game.round, ...change(game.round) } } : game;

const startedRound = (game: GameState, data: EventOf<typeof GameRoundStarted>['data']): GameRound => {
  const puzzle = game.puzzles[data.round - 1] ?? null;
  return {
    round: data.round,
    tellerId: data.tellerId,
    guesserId: data.guesserId,
    startedAt: data.startedAt,
    answerDeadline: data.answerDeadline,
    statements: null,
    lieIndex: null,
    emojis: null,
    answer: null,
    theme: null,
    puzzle,
    cluesShown: puzzle?.kind === 'word' ? 1 : 0,
    guesses: [],
    revealed: false,
  };
};

/** Folds one event of `game-<id>` into the game: one fold for the decider and the projection. */
export const evolveGame = (game: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated': {
      const { gameId, gameType, creatorId, creatorName, matchId, invitedIds, minPlayers, maxPlayers, maxRounds, puzzles, createdAt } = event.data;
      return {
        ...NO_GAME,
        gameId, gameType, creatorId, matchId, invitedIds, minPlayers, maxPlayers, maxRounds, puzzles, createdAt,
        status: 'waiting',
        players: [{ id: creatorId, firstName: creatorName, joinedAt: createdAt }],
        scores: { [creatorId]: 0 },
      };
    }
    case 'GamePlayerJoined': {
      const { memberId, firstName, joinedAt } = event.data;
      return { ...game, players: [...game.players, { id: memberId, firstName, joinedAt }], scores: { ...game.scores, [memberId]: 0 } };
    }
    case 'GameRoundStarted':
      return { ...game, status: 'active', round: startedRound(game, event.data) };
    case 'GameStatementsTold':
      return onRound(game, event.data.round, () => ({ statements: event.data.statements, lieIndex: event.data.lieIndex }));
    case 'GameEmojiStoryTold':
      return onRound(game, event.data.round, () => ({ emojis: event.data.emojis, answer: event.data.answer, theme: event.data.theme }));
    case 'GameClueRevealed':
      return onRound(game, event.data.round, () => ({ cluesShown: event.data.clueNumber }));
    case 'GameGuessMade': {
      const { memberId, guess, correct, points } = event.data;
      const guessed = onRound(game, event.data.round, (round) => ({ guesses: [...round.guesses, { memberId, guess, correct, points }] }));
      return { ...guessed, scores: addPoints(guessed.scores, memberId, points) };
    }
    case 'GamePointsAwarded':
      return { ...game, scores: addPoints(game.scores, event.data.memberId, event.data.points) };
    case 'GameRoundRevealed':
      return onRound(game, event.data.round, () => ({ revealed: true }));
    case 'GameCompleted':
      return { ...game, status: 'completed', winnerId: event.data.winnerId, scores: event.data.scores, completedAt: event.data.completedAt };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
