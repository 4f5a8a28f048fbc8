import type { GamePuzzle, GameType } from '@sankofa/events';
import { TRIVIA_BANK, type BankQuestion } from './trivia-bank.ts';
import { WORD_BANK } from './word-bank.ts';

export type Random = () => number;

/** `count` distinct picks from `items` (repeats only once the bank is exhausted). */
const draw = <Item>(items: readonly Item[], count: number, random: Random): Item[] => {
  const pool = [...items];
  const picked: Item[] = [];
  for (let index = 0; index < count; index++) {
    if (pool.length === 0) pool.push(...items);
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return picked;
};

const shuffled = <Item>(items: readonly Item[], random: Random): Item[] => draw(items, items.length, random);

const asPuzzle = (question: BankQuestion, random: Random): GamePuzzle => {
  const options = shuffled(question.options, random);
  const { questionId, category, region, difficulty } = question;
  return { kind: 'question', questionId, question: question.question, options, correctIndex: options.indexOf(question.options[0]), category, region, difficulty };
};

/**
 * The rounds' words or questions, drawn when the game is created so that the decider stays pure
 * and every player meets the same ones. Lie Detector and Emoji Story need none.
 */
export const drawPuzzles = (gameType: GameType, rounds: number, random: Random = Math.random): GamePuzzle[] => {
  if (gameType === 'guessary') return draw(WORD_BANK, rounds, random).map((word) => ({ kind: 'word', ...word }));
  if (gameType === 'cultural-trivia') return draw(TRIVIA_BANK, rounds, random).map((question) => asPuzzle(question, random));
  return [];
};
