import { describe, expect, it } from 'vitest';
import { phoneNumbersIn } from './contact-blocks.ts';

describe('numbers pasted to block', () => {
  it('splits lines, commas and semicolons, and drops blanks', () => {
    expect(phoneNumbersIn('+44 7700 900123\n\n0712-345-678, +233 24 400 0001;  ')).toEqual(['+44 7700 900123', '0712-345-678', '+233 24 400 0001']);
    expect(phoneNumbersIn('   ')).toEqual([]);
  });
});
