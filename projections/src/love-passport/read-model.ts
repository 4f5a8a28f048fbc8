/** The love passports read model as readers see it (`@sankofa/projections/love-passport`): its public views and rows. */
export const LOVE_PASSPORTS_VIEWS = ['love_passport_swipes', 'love_passports'] as const;
export type { LovePassportRow, LovePassportSwipeRow } from './projector.ts';
