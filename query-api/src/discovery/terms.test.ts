import { describe, expect, it } from 'vitest';
import { maskOf } from '@sankofa/projections/discovery';
import { bitMaskOf } from './bit-mask.ts';
import { hasTermsWithoutBits, holdsAny, listChoiceOf } from './terms.ts';

/** A candidate's list as the table holds it: the mask's two words, whether it has terms without bits, then the list. */
const candidate = (bits: ReadonlyMap<string, number>, list: string[]) => {
  const { low, high } = bitMaskOf(maskOf(bits, list));
  return [low, high, hasTermsWithoutBits(low, high, list.length), list] as const;
};

describe("a viewer's choice among list terms, in the projector's bits", () => {
  const dictionary = new Map([
    ['English', 0],
    ['Twi', 1],
    ['Yoruba', 40],
  ]);

  it('matches on the bits, whichever word of the mask holds them', () => {
    const choice = listChoiceOf(dictionary, ['Yoruba', 'Twi']);
    expect(choice.later).toBeNull();
    expect(holdsAny(choice, ...candidate(dictionary, ['Yoruba']))).toBe(true);
    expect(holdsAny(choice, ...candidate(dictionary, ['Twi', 'English']))).toBe(true);
    expect(holdsAny(choice, ...candidate(dictionary, ['English']))).toBe(false);
  });

  it('finds a term the dictionary had no bit for when the choice was made, given one since', () => {
    const choice = listChoiceOf(new Map([['English', 0]]), ['Twi']);
    expect(choice.later).toEqual(new Set(['Twi']));
    expect(holdsAny(choice, ...candidate(new Map([['English', 0], ['Twi', 1]]), ['Twi']))).toBe(true);
    expect(holdsAny(choice, ...candidate(new Map([['English', 0], ['Twi', 1]]), ['English']))).toBe(false);
  });

  it('finds a term that never got a bit, the kind having run out of them', () => {
    const choice = listChoiceOf(dictionary, ['Ga']);
    expect(holdsAny(choice, ...candidate(dictionary, ['English', 'Ga']))).toBe(true);
    expect(holdsAny(choice, ...candidate(dictionary, ['English', 'Twi']))).toBe(false);
  });
});
