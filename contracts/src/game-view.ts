import { GAME_TYPES, type GameDataView, type GameTypeId, type GameView } from './games.ts';

/**
 * A game as the games projection stores it, secrets included (the lie, the word, the answers):
 * `gameViewFor` decides what one viewer sees of it.
 */
export interface GameRecord {
  gameId: string;
  gameType: GameTypeId;
  status: 'new' | 'waiting' | 'active' | 'completed';
  matchId: string | null;
  invitedIds: string[];
  maxPlayers: number;
  maxRounds: number;
  players: Array<{ id: string; firstName: string }>;
  scores: Record<string, number>;
  round: {
    round: number;
    tellerId: string | null;
    guesserId: string | null;
    answerDeadline: string | null;
    statements: string[] | null;
    lieIndex: number | null;
    emojis: string | null;
    answer: string | null;
    theme: 'film' | 'proverb' | 'song' | null;
    puzzle:
      | { kind: 'word'; category: string; word: string; clues: string[] }
      | { kind: 'question'; question: string; options: string[]; correctIndex: number; category: string; region: string; difficulty: string }
      | null;
    cluesShown: number;
    guesses: Array<{ memberId: string; guess: string; correct: boolean; points: number }>;
    revealed: boolean;
  } | null;
  winnerId: string | null;
  createdAt: string;
  completedAt: string | null;
}

type Round = NonNullable<GameRecord['round']>;

/** Emoji Story: the guesser's tries per round (the write side's rule, shown as tries left). */
const EMOJI_STORY_TRIES = 3;

const roundData = (gameType: GameTypeId, round: Round, viewerId: string): GameDataView => {
  const { revealed, guesses } = round;
  const isTeller = round.tellerId === viewerId;
  switch (gameType) {
    case 'lie-detector':
      return { kind: 'lie-detector', statements: round.statements, lieIndex: revealed || isTeller ? round.lieIndex : null, guesses, revealed };
    case 'guessary': {
      const word = round.puzzle?.kind === 'word' ? round.puzzle : { category: '', word: '', clues: [] };
      return {
        kind: 'guessary', category: word.category, word: revealed ? word.word : null, wordLength: word.word.length,
        clues: word.clues.slice(0, round.cluesShown), currentClue: round.cluesShown, totalClues: word.clues.length, guesses, revealed,
      };
    }
    case 'cultural-trivia': {
      const question = round.puzzle?.kind === 'question' ? round.puzzle : { question: '', options: [], correctIndex: 0, category: '', region: '', difficulty: '' };
      return {
        kind: 'cultural-trivia', question: question.question, options: question.options, category: question.category, region: question.region,
        difficulty: question.difficulty, answerDeadline: round.answerDeadline, correctIndex: revealed ? question.correctIndex : null,
        // Nobody learns another's answer before the reveal.
        guesses: guesses.map((guess) => (revealed || guess.memberId === viewerId ? guess : { memberId: guess.memberId, guess: null, correct: null, points: null })),
        revealed,
      };
    }
    case 'emoji-story':
      return {
        kind: 'emoji-story', emojis: round.emojis, theme: round.theme, answer: revealed || isTeller ? round.answer : null, guesses,
        triesLeft: Math.max(0, EMOJI_STORY_TRIES - guesses.length), revealed,
      };
  }
};

const moveOf = (game: GameRecord, viewerId: string): GameView['yourMove'] => {
  const seated = game.players.some((player) => player.id === viewerId);
  if (!seated) return game.status !== 'completed' && game.invitedIds.includes(viewerId) && game.players.length < game.maxPlayers ? 'join' : 'none';
  const round = game.round;
  if (game.status === 'completed') return 'none';
  if (!round) return 'wait';
  if (round.revealed) return 'next';
  if (game.gameType === 'cultural-trivia') return round.guesses.some((guess) => guess.memberId === viewerId) ? 'wait' : 'answer';
  const told = game.gameType === 'lie-detector' ? round.statements !== null : game.gameType === 'emoji-story' ? round.emojis !== null : true;
  if (!told) return round.tellerId === viewerId ? 'tell' : 'wait';
  return round.guesserId === viewerId ? 'guess' : 'wait';
};

const isSeated = (game: GameRecord, viewerId: string) => game.players.some((player) => player.id === viewerId);

/**
 * Whether `viewerId` may see `game` at all: a player always; an invited member while a seat is
 * left, so that a game one match joined is not watched by the creator's other matches.
 */
export const mayViewGame = (game: GameRecord, viewerId: string): boolean =>
  isSeated(game, viewerId) || (game.invitedIds.includes(viewerId) && game.status !== 'completed' && game.players.length < game.maxPlayers);

/**
 * What `viewerId` sees of `game`: its participants' names; the board and the scores only when
 * playing it, and no secret before its reveal.
 */
export const gameViewFor = (game: GameRecord, viewerId: string): GameView => ({
  id: game.gameId,
  gameTypeId: game.gameType,
  gameType: GAME_TYPES[game.gameType],
  status: game.status === 'new' ? 'waiting' : game.status,
  matchId: game.matchId,
  currentRound: game.round?.round ?? 1,
  maxRounds: game.maxRounds,
  participants: game.players.map(({ id, firstName }) => ({ id, firstName })),
  scores: isSeated(game, viewerId) ? game.scores : {},
  tellerId: game.round?.tellerId ?? null,
  guesserId: game.round?.guesserId ?? null,
  yourMove: moveOf(game, viewerId),
  gameData: game.round && isSeated(game, viewerId) ? roundData(game.gameType, game.round, viewerId) : null,
  winnerId: game.winnerId,
  createdAt: game.createdAt,
  completedAt: game.completedAt,
});
