import type { GameType } from '@sankofa/events';

/** Spec section 9: default max rounds 3; Cultural Trivia takes 2-4 players, the others 2. */
export const DEFAULT_MAX_ROUNDS = 3;
export const MIN_PLAYERS = 2;
export const maxPlayersOf = (gameType: GameType): number => (gameType === 'cultural-trivia' ? 4 : 2);

/** How long every player has to answer a trivia question. */
export const TRIVIA_ANSWER_SECONDS = 20;
/** Points for a right trivia answer, by the question's difficulty. */
export const TRIVIA_POINTS = { easy: 10, medium: 20, hard: 30 } as const;
/** Lie Detector: the guesser who spots the lie, or else the teller whose lie fooled them. */
export const LIE_DETECTOR_POINTS = 10;
/** Guessary: each clue still hidden when the word is guessed is worth this much more. */
export const GUESSARY_POINTS_PER_CLUE = 10;
/** Emoji Story: tries the guesser has, and points per try left (the teller scores once when guessed). */
export const EMOJI_STORY_TRIES = 3;
export const EMOJI_STORY_POINTS = 10;

/** Guesses are compared without case, accents, punctuation or extra spaces: 'Things Fall Apart!' is 'things fall apart'. */
export const normalizedAnswer = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
