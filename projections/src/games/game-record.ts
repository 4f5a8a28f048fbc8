import { eventsOf, gameEvents, type EventsIn, type GamePuzzle, type GameType } from '@sankofa/events';

export const gameRecordEvents = eventsOf(...gameEvents);
type GameRecordEvent = EventsIn<typeof gameRecordEvents>;

/** The round being played, secrets included (the lie, the word, the answer): the query side masks them per viewer. */
export interface RoundRecord {
  round: number;
  tellerId: string | null;
  guesserId: string | null;
  answerDeadline: string | null;
  statements: string[] | null;
  lieIndex: number | null;
  emojis: string | null;
  answer: string | null;
  theme: 'film' | 'proverb' | 'song' | null;
  puzzle: GamePuzzle | null;
  cluesShown: number;
  guesses: Array<{ memberId: string; guess: string; correct: boolean; points: number }>;
  revealed: boolean;
}

/**
 * A game as viewers may come to see it, kept whole in `games.state`: who plays, the scores, the
 * round. The write side keeps its own fold for its decisions (command-api/src/games/state.ts).
 */
export interface GameRecord {
  gameId: string;
  gameType: GameType;
  status: 'new' | 'waiting' | 'active' | 'completed';
  creatorId: string;
  matchId: string | null;
  invitedIds: string[];
  maxPlayers: number;
  maxRounds: number;
  /** The game's puzzles, one per round, as `GameCreated` drew them. */
  puzzles: GamePuzzle[];
  players: Array<{ id: string; firstName: string }>;
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

const withPoints = (scores: Record<string, number>, memberId: string, points: number) => ({ ...scores, [memberId]: (scores[memberId] ?? 0) + points });

/** An event about an older round changes nothing. */
const onRound = (game: GameRecord, round: number, change: (current: RoundRecord) => Partial<RoundRecord>): GameRecord =>
  game.round?.round === round ? { ...game, round: { ...game.round, ...change(game.round) } } : game;

const newRound = (game: GameRecord, { round, tellerId, guesserId, answerDeadline }: { round: number; tellerId: string | null; guesserId: string | null; answerDeadline: string | null }): RoundRecord => {
  const puzzle = game.puzzles[round - 1] ?? null;
  const unrevealed = { statements: null, lieIndex: null, emojis: null, answer: null, theme: null, guesses: [], revealed: false };
  return { round, tellerId, guesserId, answerDeadline, puzzle, cluesShown: puzzle?.kind === 'word' ? 1 : 0, ...unrevealed };
};

export const foldGameRecord = (game: GameRecord, event: GameRecordEvent): GameRecord => {
  switch (event.type) {
    case 'GameCreated': {
      const { gameId, gameType, creatorId, creatorName, matchId, invitedIds, maxPlayers, maxRounds, puzzles, createdAt } = event.data;
      const players = [{ id: creatorId, firstName: creatorName }];
      return { ...NO_GAME_RECORD, gameId, gameType, creatorId, matchId, invitedIds, maxPlayers, maxRounds, puzzles, createdAt, status: 'waiting', players, scores: { [creatorId]: 0 } };
    }
    case 'GamePlayerJoined': {
      const { memberId, firstName } = event.data;
      return { ...game, players: [...game.players, { id: memberId, firstName }], scores: { ...game.scores, [memberId]: 0 } };
    }
    case 'GameRoundStarted':
      return { ...game, status: 'active', round: newRound(game, event.data) };
    case 'GameStatementsTold':
      return onRound(game, event.data.round, () => ({ statements: event.data.statements, lieIndex: event.data.lieIndex }));
    case 'GameEmojiStoryTold':
      return onRound(game, event.data.round, () => ({ emojis: event.data.emojis, answer: event.data.answer, theme: event.data.theme }));
    case 'GameClueRevealed':
      return onRound(game, event.data.round, () => ({ cluesShown: event.data.clueNumber }));
    case 'GameGuessMade': {
      const { memberId, guess, correct, points } = event.data;
      const guessed = onRound(game, event.data.round, (round) => ({ guesses: [...round.guesses, { memberId, guess, correct, points }] }));
      return { ...guessed, scores: withPoints(guessed.scores, memberId, points) };
    }
    case 'GamePointsAwarded':
      return { ...game, scores: withPoints(game.scores, event.data.memberId, event.data.points) };
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
