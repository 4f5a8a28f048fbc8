import type { GamePuzzle, GameRoundStarted, GameType, NewEventOf, gameEvents } from '@sankofa/events';

/** Everything `game-<id>` holds. */
export type GameEvent = NewEventOf<(typeof gameEvents)[number]>;

/** The round being played, as far as a move on it is judged. */
export interface GameRound {
  round: number;
  tellerId: string | null;
  guesserId: string | null;
  answerDeadline: string | null;
  /** Lie Detector, once told: the pick is an index among the statements. */
  statements: { count: number; lieIndex: number } | null;
  /** Emoji Story, once told: the phrase a guess must match. */
  answer: string | null;
  puzzle: GamePuzzle | null;
  cluesShown: number;
  /** Who made each guess: trivia takes one answer from each player, Emoji Story counts the tries. */
  guessedBy: string[];
  revealed: boolean;
}

/**
 * A game as its moves are decided on. Names, times and the winner are left to the games read
 * model: no decision reads them.
 */
export interface GameState {
  gameId: string;
  gameType: GameType;
  /** 'new' only before `GameCreated`; 'waiting' until the first round starts. */
  status: 'new' | 'waiting' | 'active' | 'completed';
  invitedIds: string[];
  /** In seat order, which sets whose turn each round is. */
  playerIds: string[];
  minPlayers: number;
  maxPlayers: number;
  maxRounds: number;
  /** Drawn when the game was created, one per round. */
  puzzles: GamePuzzle[];
  /** Every player from their seat on, at 0 before scoring: the completed game's scores list them all. */
  scores: Record<string, number>;
  round: GameRound | null;
}

export const NO_GAME: GameState = {
  gameId: '',
  gameType: 'lie-detector',
  status: 'new',
  invitedIds: [],
  playerIds: [],
  minPlayers: 2,
  maxPlayers: 2,
  maxRounds: 3,
  puzzles: [],
  scores: {},
  round: null,
};

const addPoints = (scores: Record<string, number>, memberId: string, points: number) => ({ ...scores, [memberId]: (scores[memberId] ?? 0) + points });

/** Applies `change` to the current round when the event is about it (an event of an older round changes nothing). */
const onRound = (game: GameState, round: number, change: (current: GameRound) => Partial<GameRound>): GameState =>
  game.round?.round === round ? { ...game, round: { ...game.round, ...change(game.round) } } : game;

const startedRound = (game: GameState, { round, tellerId, guesserId, answerDeadline }: NewEventOf<typeof GameRoundStarted>['data']): GameRound => {
  const puzzle = game.puzzles[round - 1] ?? null;
  return { round, tellerId, guesserId, answerDeadline, statements: null, answer: null, puzzle, cluesShown: puzzle?.kind === 'word' ? 1 : 0, guessedBy: [], revealed: false };
};

export const evolveGame = (game: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated': {
      const { gameId, gameType, creatorId, invitedIds, minPlayers, maxPlayers, maxRounds, puzzles } = event.data;
      return { gameId, gameType, status: 'waiting', invitedIds, playerIds: [creatorId], minPlayers, maxPlayers, maxRounds, puzzles, scores: { [creatorId]: 0 }, round: null };
    }
    case 'GamePlayerJoined': {
      const { memberId } = event.data;
      return { ...game, playerIds: [...game.playerIds, memberId], scores: { ...game.scores, [memberId]: 0 } };
    }
    case 'GameRoundStarted':
      return { ...game, status: 'active', round: startedRound(game, event.data) };
    case 'GameStatementsTold':
      return onRound(game, event.data.round, () => ({ statements: { count: event.data.statements.length, lieIndex: event.data.lieIndex } }));
    case 'GameEmojiStoryTold':
      return onRound(game, event.data.round, () => ({ answer: event.data.answer }));
    case 'GameClueRevealed':
      return onRound(game, event.data.round, () => ({ cluesShown: event.data.clueNumber }));
    case 'GameGuessMade': {
      const { memberId, points } = event.data;
      const guessed = onRound(game, event.data.round, (round) => ({ guessedBy: [...round.guessedBy, memberId] }));
      return { ...guessed, scores: addPoints(guessed.scores, memberId, points) };
    }
    case 'GamePointsAwarded':
      return { ...game, scores: addPoints(game.scores, event.data.memberId, event.data.points) };
    case 'GameRoundRevealed':
      return onRound(game, event.data.round, () => ({ revealed: true }));
    case 'GameCompleted':
      return { ...game, status: 'completed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
