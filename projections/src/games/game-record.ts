import type { EventOf, GamePuzzle, GameRoundStarted, GameType, gameEvents } from '@sankofa/events';

type GameRecordEvent = EventOf<(typeof gameEvents)[number]>;

interface PlayerRecord {
  id: string;
  firstName: string;
  joinedAt: string;
}

interface GuessRecord {
  memberId: string;
  guess: string;
  correct: boolean;
  points: number;
}

/** The round being played, with its secrets (the lie, the word, the answer): readers decide who sees them. */
interface RoundRecord {
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
  guesses: GuessRecord[];
  revealed: boolean;
}

/**
 * A game as `games.state` keeps it, whole, for the games screen: the write side decides on a fold
 * of its own, smaller (command-api/src/games/state.ts). Stored rows have this shape: changing it
 * means a new projector version.
 */
export interface GameRecord {
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
  players: PlayerRecord[];
  scores: Record<string, number>;
  round: RoundRecord | null;
  winnerId: string | null;
  createdAt: string;
  completedAt: string | null;
}

export const NO_GAME_RECORD: GameRecord = {
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
const onRound = (game: GameRecord, round: number, change: (current: RoundRecord) => Partial<RoundRecord>): GameRecord =>
  game.round?.round === round ? { ...game, round: { ...game.round, ...change(game.round) } } : game;

const startedRound = (game: GameRecord, { round, tellerId, guesserId, startedAt, answerDeadline }: EventOf<typeof GameRoundStarted>['data']): RoundRecord => {
  const puzzle = game.puzzles[round - 1] ?? null;
  const untold = { statements: null, lieIndex: null, emojis: null, answer: null, theme: null };
  return { round, tellerId, guesserId, startedAt, answerDeadline, ...untold, puzzle, cluesShown: puzzle?.kind === 'word' ? 1 : 0, guesses: [], revealed: false };
};

export const evolveGameRecord = (game: GameRecord, event: GameRecordEvent): GameRecord => {
  switch (event.type) {
    case 'GameCreated': {
      const { gameId, gameType, creatorId, creatorName, matchId, invitedIds, minPlayers, maxPlayers, maxRounds, puzzles, createdAt } = event.data;
      return {
        ...NO_GAME_RECORD,
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
