import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per game, `game-<gameId>`: every join and move of a game meets there, so under
 * optimistic concurrency two racing moves (two answers to one turn, two joins of the last seat)
 * cannot both land.
 */
export const gameStream = (gameId: string) => `game-${gameId}`;

/** The four games of the spec, by their wire ids. */
export const GAME_KINDS = ['lie-detector', 'guessary', 'cultural-trivia', 'emoji-story'] as const;
export type GameType = (typeof GAME_KINDS)[number];

/** A Guessary word: its category, and the clues shown one by one (the first at once). */
export const wordPuzzle = z.object({ kind: z.literal('word'), category: z.string(), word: z.string(), clues: z.array(z.string()).min(1) });
/** A Cultural Trivia question from the bank, with the index of its correct option. */
export const questionPuzzle = z.object({
  kind: z.literal('question'),
  questionId: z.string(),
  question: z.string(),
  options: z.array(z.string()).min(2),
  correctIndex: z.number().int().min(0),
  category: z.string(),
  region: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
});
export const gamePuzzle = z.discriminatedUnion('kind', [wordPuzzle, questionPuzzle]);
export type GamePuzzle = z.infer<typeof gamePuzzle>;

/**
 * A game offered to `invitedIds` (the other member of `matchId`, or every member the creator was
 * matched with), who alone may see and join it. The creator is its first player. `puzzles` are
 * the rounds' words or questions, drawn when it was created (Lie Detector and Emoji Story have none:
 * their players write their own).
 */
export const GameCreated = defineEvent(
  'GameCreated',
  z.object({
    gameId: z.string(),
    gameType: z.enum(GAME_KINDS),
    creatorId: z.string(),
    creatorName: z.string(),
    matchId: z.string().nullable(),
    invitedIds: z.array(z.string()),
    minPlayers: z.number().int().min(2),
    maxPlayers: z.number().int().min(2),
    maxRounds: z.number().int().min(1),
    puzzles: z.array(gamePuzzle),
    createdAt: z.string(),
  }),
);

/** An invited member took a seat, under the first name they had then. */
export const GamePlayerJoined = defineEvent('GamePlayerJoined', z.object({ gameId: z.string(), memberId: z.string(), firstName: z.string(), joinedAt: z.string() }));

/**
 * Round `round` began. `tellerId` writes it (Lie Detector, Emoji Story) and `guesserId` answers it
 * (and Guessary's guesser); both null in Cultural Trivia, where every player answers before `answerDeadline`.
 */
export const GameRoundStarted = defineEvent(
  'GameRoundStarted',
  z.object({
    gameId: z.string(),
    round: z.number().int().min(1),
    tellerId: z.string().nullable(),
    guesserId: z.string().nullable(),
    startedAt: z.string(),
    answerDeadline: z.string().nullable(),
  }),
);

/** Lie Detector: the teller's two truths and a lie, and which one is the lie. */
export const GameStatementsTold = defineEvent(
  'GameStatementsTold',
  z.object({ gameId: z.string(), round: z.number().int(), tellerId: z.string(), statements: z.array(z.string()).length(3), lieIndex: z.number().int().min(0).max(2) }),
);

/** Emoji Story: a film, proverb or song (`theme`) told in emojis, and the phrase to guess. */
export const GameEmojiStoryTold = defineEvent(
  'GameEmojiStoryTold',
  z.object({ gameId: z.string(), round: z.number().int(), tellerId: z.string(), emojis: z.string(), answer: z.string(), theme: z.enum(['film', 'proverb', 'song']) }),
);

/** Guessary: one more clue is shown (`clueNumber` clues in all). */
export const GameClueRevealed = defineEvent('GameClueRevealed', z.object({ gameId: z.string(), round: z.number().int(), clueNumber: z.number().int().min(1) }));

/** A guess or an answer (a Lie Detector index and a trivia option as text), judged, with the points it scored. */
export const GameGuessMade = defineEvent(
  'GameGuessMade',
  z.object({ gameId: z.string(), round: z.number().int(), memberId: z.string(), guess: z.string(), correct: z.boolean(), points: z.number().int().min(0) }),
);

/** Points a round gave a player for what someone else did (the teller whose lie fooled, whose story was guessed). */
export const GamePointsAwarded = defineEvent('GamePointsAwarded', z.object({ gameId: z.string(), round: z.number().int(), memberId: z.string(), points: z.number().int().min(1) }));

/** The round's answer is shown to every player; no guess is accepted after it. */
export const GameRoundRevealed = defineEvent('GameRoundRevealed', z.object({ gameId: z.string(), round: z.number().int() }));

/** The last round was revealed: final scores, and the winner (null on a tie). */
export const GameCompleted = defineEvent(
  'GameCompleted',
  z.object({ gameId: z.string(), winnerId: z.string().nullable(), scores: z.record(z.string(), z.number().int()), completedAt: z.string() }),
);

export const gameEvents = [
  GameCreated,
  GamePlayerJoined,
  GameRoundStarted,
  GameStatementsTold,
  GameEmojiStoryTold,
  GameClueRevealed,
  GameGuessMade,
  GamePointsAwarded,
  GameRoundRevealed,
  GameCompleted,
] as const;
