import { describe, expect, it } from 'vitest';
import { drawPuzzles } from './puzzles.ts';
import { TRIVIA_BANK } from './trivia-bank.ts';
import { WORD_BANK } from './word-bank.ts';

describe('the game banks', () => {
  it('hold at least 100 distinct trivia questions, each with four distinct options, a region and a difficulty', () => {
    expect(TRIVIA_BANK.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TRIVIA_BANK.map((question) => question.questionId)).size).toBe(TRIVIA_BANK.length);
    expect(new Set(TRIVIA_BANK.map((question) => question.question)).size).toBe(TRIVIA_BANK.length);
    for (const question of TRIVIA_BANK) expect(new Set(question.options).size, question.question).toBe(4);
    expect(new Set(TRIVIA_BANK.map((question) => question.region)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(TRIVIA_BANK.map((question) => question.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
  });

  it('draw distinct questions for a game, with the right answer still marked after the shuffle', () => {
    const puzzles = drawPuzzles('cultural-trivia', 5);
    expect(new Set(puzzles.map((puzzle) => (puzzle.kind === 'question' ? puzzle.questionId : ''))).size).toBe(5);
    for (const puzzle of puzzles) {
      if (puzzle.kind !== 'question') throw new Error('a question was expected');
      const banked = TRIVIA_BANK.find((question) => question.questionId === puzzle.questionId)!;
      expect(puzzle.options[puzzle.correctIndex]).toBe(banked.options[0]);
    }
  });

  it('give every Guessary word a category and several clues', () => {
    expect(new Set(WORD_BANK.map((word) => word.category)).size).toBeGreaterThanOrEqual(4);
    for (const word of WORD_BANK) expect(word.clues.length).toBeGreaterThanOrEqual(3);
    expect(drawPuzzles('guessary', 3)).toHaveLength(3);
    expect(drawPuzzles('lie-detector', 3)).toEqual([]);
  });
});
