import { DomainError } from '../domain-error.ts';
import { EMOJI_STORY_POINTS, EMOJI_STORY_TRIES, GUESSARY_POINTS_PER_CLUE, LIE_DETECTOR_POINTS, TRIVIA_POINTS, normalizedAnswer } from './rules.ts';
import type { GameRound, GameState } from './state.ts';

/** What a guess did: its points, points it gave someone else, and what the round does next. */
export interface Judged {
  correct: boolean;
  points: number;
  awarded: Array<{ memberId: string; points: number }>;
  next: 'reveal' | 'clue' | 'wait';
}

interface GuessData {
  memberId: string;
  guess: number | string;
  now: string;
}

const refuse = (code: ConstructorParameters<typeof DomainError>[0], message: string): never => {
  throw new DomainError(code, message);
};

const asIndex = (guess: number | string, count: number, what: string): number => {
  if (typeof guess !== 'number' || !Number.isInteger(guess) || guess < 0 || guess >= count) {
    refuse('validation_failed', `data must be the index (0 to ${count - 1}) of the ${what} you pick`);
  }
  return guess as number;
};

const asText = (guess: number | string): string => {
  if (typeof guess !== 'string' || normalizedAnswer(guess) === '') refuse('validation_failed', 'data must be the text of your guess');
  return guess as string;
};

const requireGuesser = (round: GameRound, memberId: string) => {
  if (round.guesserId !== memberId) refuse('not_your_turn', 'It is not your turn');
};

const lieDetector = (round: GameRound, { memberId, guess }: GuessData): Judged => {
  requireGuesser(round, memberId);
  if (!round.statements) refuse('waiting_for_move', 'Waiting for the two truths and a lie');
  const correct = asIndex(guess, round.statements!.count, 'statement') === round.statements!.lieIndex;
  // A lie that fooled the guesser is the teller's point.
  const awarded = correct ? [] : [{ memberId: round.tellerId!, points: LIE_DETECTOR_POINTS }];
  return { correct, points: correct ? LIE_DETECTOR_POINTS : 0, awarded, next: 'reveal' };
};

const guessary = (round: GameRound, { memberId, guess }: GuessData): Judged => {
  requireGuesser(round, memberId);
  if (round.puzzle?.kind !== 'word') throw new Error('A Guessary round without its word');
  const { word, clues } = round.puzzle;
  const correct = normalizedAnswer(asText(guess)) === normalizedAnswer(word);
  // Fewer clues used scores more: guessed on the first of four clues is 40, on the last 10.
  const points = correct ? (clues.length - round.cluesShown + 1) * GUESSARY_POINTS_PER_CLUE : 0;
  const next = correct || round.cluesShown >= clues.length ? 'reveal' : 'clue';
  return { correct, points, awarded: [], next };
};

const trivia = (game: GameState, round: GameRound, { memberId, guess, now }: GuessData): Judged => {
  if (round.puzzle?.kind !== 'question') throw new Error('A trivia round without its question');
  if (round.guessedBy.includes(memberId)) refuse('already_answered', 'You already answered this question');
  if (Date.parse(now) > Date.parse(round.answerDeadline!)) refuse('answer_too_late', "Time's up for this question");
  const { options, correctIndex, difficulty } = round.puzzle;
  const correct = asIndex(guess, options.length, 'option') === correctIndex;
  const everyoneAnswered = round.guessedBy.length + 1 >= game.playerIds.length;
  return { correct, points: correct ? TRIVIA_POINTS[difficulty] : 0, awarded: [], next: everyoneAnswered ? 'reveal' : 'wait' };
};

const emojiStory = (round: GameRound, { memberId, guess }: GuessData): Judged => {
  requireGuesser(round, memberId);
  if (round.answer === null) refuse('waiting_for_move', 'Waiting for the emoji story');
  const correct = normalizedAnswer(asText(guess)) === normalizedAnswer(round.answer!);
  const tries = round.guessedBy.length + 1;
  if (!correct) return { correct, points: 0, awarded: [], next: tries >= EMOJI_STORY_TRIES ? 'reveal' : 'wait' };
  // A story guessed scores for both: the guesser more for fewer tries, the teller for telling it well.
  const points = (EMOJI_STORY_TRIES - tries + 1) * EMOJI_STORY_POINTS;
  return { correct, points, awarded: [{ memberId: round.tellerId!, points: EMOJI_STORY_POINTS }], next: 'reveal' };
};

/** Judges one guess on the open round against the game's rules; refuses a guess out of turn or malformed. */
export const judgeGuess = (game: GameState, round: GameRound, data: GuessData): Judged => {
  switch (game.gameType) {
    case 'lie-detector':
      return lieDetector(round, data);
    case 'guessary':
      return guessary(round, data);
    case 'cultural-trivia':
      return trivia(game, round, data);
    case 'emoji-story':
      return emojiStory(round, data);
  }
};
