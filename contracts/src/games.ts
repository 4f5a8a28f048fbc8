import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { route, withPosition } from './route.ts';

/** The spec's four games, by their wire ids. */
export const GAME_TYPE_IDS = ['lie-detector', 'guessary', 'cultural-trivia', 'emoji-story'] as const;
export type GameTypeId = (typeof GAME_TYPE_IDS)[number];

/** The spec's gameType, as the games grid shows it (section 9: durations, players, default difficulty 'easy'). */
export const gameTypeView = z.object({
  id: z.enum(GAME_TYPE_IDS),
  name: z.string(),
  description: z.string(),
  minPlayers: z.number(),
  maxPlayers: z.number(),
  averageDuration: z.string(),
  difficulty: z.string(),
  category: z.string(),
});
export type GameTypeView = z.infer<typeof gameTypeView>;

export const GAME_TYPES: Readonly<Record<GameTypeId, GameTypeView>> = {
  'lie-detector': {
    id: 'lie-detector', name: 'Lie Detector', description: 'Two truths and a lie: can your match spot the lie?',
    minPlayers: 2, maxPlayers: 2, averageDuration: '5-10 min', difficulty: 'easy', category: 'Icebreaker',
  },
  guessary: {
    id: 'guessary', name: 'Guessary', description: 'Guess the word from clues revealed one by one: fewer clues, more points.',
    minPlayers: 2, maxPlayers: 2, averageDuration: '3-7 min', difficulty: 'easy', category: 'Word',
  },
  'cultural-trivia': {
    id: 'cultural-trivia', name: 'Cultural Trivia', description: 'Timed questions on African and diaspora history and culture.',
    minPlayers: 2, maxPlayers: 4, averageDuration: '10-15 min', difficulty: 'easy', category: 'Culture',
  },
  'emoji-story': {
    id: 'emoji-story', name: 'Emoji Story', description: 'Tell a film, proverb or song in emojis; your match guesses it.',
    minPlayers: 2, maxPlayers: 2, averageDuration: '5-8 min', difficulty: 'easy', category: 'Creative',
  },
};

const guessView = z.object({ memberId: z.string(), guess: z.string(), correct: z.boolean(), points: z.number() });

/** The round as the viewer may see it: the lie, the word and the answer only once revealed (or to the one who wrote them). */
export const gameDataView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lie-detector'),
    statements: z.array(z.string()).nullable(),
    lieIndex: z.number().nullable(),
    guesses: z.array(guessView),
    revealed: z.boolean(),
  }),
  z.object({
    kind: z.literal('guessary'),
    category: z.string(),
    /** Null until revealed; `wordLength` draws the blanks. */
    word: z.string().nullable(),
    wordLength: z.number(),
    clues: z.array(z.string()),
    currentClue: z.number(),
    totalClues: z.number(),
    guesses: z.array(guessView),
    revealed: z.boolean(),
  }),
  z.object({
    kind: z.literal('cultural-trivia'),
    question: z.string(),
    options: z.array(z.string()),
    category: z.string(),
    region: z.string(),
    difficulty: z.string(),
    answerDeadline: z.string().nullable(),
    /** Null until revealed. */
    correctIndex: z.number().nullable(),
    /** Who answered; what they answered only once revealed (and the viewer's own). */
    guesses: z.array(guessView.extend({ guess: z.string().nullable(), correct: z.boolean().nullable(), points: z.number().nullable() })),
    revealed: z.boolean(),
  }),
  z.object({
    kind: z.literal('emoji-story'),
    emojis: z.string().nullable(),
    theme: z.enum(['film', 'proverb', 'song']).nullable(),
    answer: z.string().nullable(),
    guesses: z.array(guessView),
    triesLeft: z.number(),
    revealed: z.boolean(),
  }),
]);
export type GameDataView = z.infer<typeof gameDataView>;

/** The spec's client game object, for one viewer: `yourMove` says what the viewer may do now. */
export const gameView = z.object({
  id: z.string(),
  gameTypeId: z.enum(GAME_TYPE_IDS),
  gameType: gameTypeView,
  status: z.enum(['waiting', 'active', 'completed']),
  matchId: z.string().nullable(),
  currentRound: z.number(),
  maxRounds: z.number(),
  participants: z.array(z.object({ id: z.string(), firstName: z.string() })),
  scores: z.record(z.string(), z.number()),
  tellerId: z.string().nullable(),
  guesserId: z.string().nullable(),
  yourMove: z.enum(['join', 'tell', 'guess', 'answer', 'next', 'wait', 'none']),
  gameData: gameDataView.nullable(),
  winnerId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type GameView = z.infer<typeof gameView>;

export const GAME_ACTIONS = ['guess', 'tell', 'clue', 'reveal', 'next'] as const;

/**
 * A write names its game only: the game as the member may see it is the games read model's, read
 * from the query side at the write's position.
 */
const gameWritten = withPosition({ game: z.object({ id: z.string() }) });

const gameTypeField = z.enum(GAME_TYPE_IDS, { error: `gameType must be one of ${GAME_TYPE_IDS.join(', ')}` });

export const createGame = route({
  method: 'POST',
  path: '/api/games/create',
  body: z.object(
    {
      gameType: gameTypeField,
      /** The match to play with; without it the game is offered to every match of the creator. */
      matchId: z.string({ error: 'matchId must be a match id' }).trim().min(1, { error: 'matchId must be a match id' }).max(100).optional(),
      maxRounds: z.number({ error: 'maxRounds must be a whole number from 1 to 10' }).int({ error: 'maxRounds must be a whole number from 1 to 10' }).min(1).max(10).optional(),
    },
    { error: 'The body must be an object with a gameType' },
  ),
  response: gameWritten,
});
export type CreateGameBody = z.input<typeof createGame.body>;

export const joinGame = route({ method: 'POST', path: '/api/games/:id/join', params: pathIdParams, response: gameWritten });

const statementsData = z.object({
  statements: z.array(z.string().trim().min(1, { error: 'Each statement needs some text' }).max(200, { error: 'A statement has at most 200 characters' }))
    .length(3, { error: 'statements must be two truths and a lie: three statements' }),
  lieIndex: z.number({ error: 'lieIndex must be 0, 1 or 2' }).int().min(0, { error: 'lieIndex must be 0, 1 or 2' }).max(2, { error: 'lieIndex must be 0, 1 or 2' }),
});
const emojiStoryData = z.object({
  emojis: z.string().trim().min(1, { error: 'Tell your story in emojis' }).max(100, { error: 'An emoji story has at most 100 characters' }),
  answer: z.string().trim().min(1, { error: 'answer is the phrase to guess' }).max(100, { error: 'answer has at most 100 characters' }),
  theme: z.enum(['film', 'proverb', 'song'], { error: 'theme must be film, proverb or song' }),
});

/** The spec's `action` and `data`: a guess is an index (Lie Detector, trivia) or text (Guessary, Emoji Story). */
export const gameAction = route({
  method: 'POST',
  path: '/api/games/:id/action',
  params: pathIdParams,
  body: z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('guess'), data: z.union([z.number().int().min(0), z.string().trim().min(1).max(200)], { error: 'data must be an index or the text of your guess' }) }),
      z.object({ action: z.literal('tell'), data: z.union([statementsData, emojiStoryData], { error: 'data must be three statements and a lieIndex, or emojis, answer and theme' }) }),
      z.object({ action: z.literal('clue'), data: z.unknown().optional() }),
      z.object({ action: z.literal('reveal'), data: z.unknown().optional() }),
      z.object({ action: z.literal('next'), data: z.object({ round: z.number().int().min(1) }).partial().optional() }),
    ],
    { error: `action must be one of ${GAME_ACTIONS.join(', ')}` },
  ),
  response: gameWritten,
});
export type GameActionBody = z.input<typeof gameAction.body>;

export const listActiveGames = route({ method: 'GET', path: '/api/games/active', response: z.array(gameView) });
/** Spec section 9: history shows 5 entries. */
export const GAME_HISTORY_SIZE = 5;
export const listGameHistory = route({ method: 'GET', path: '/api/games/history', response: z.array(gameView) });
export const getGame = route({ method: 'GET', path: '/api/games/:id', params: pathIdParams, response: gameView });
