/** The love passports read model as readers see it (`@sankofa/projections/love-passport`): its public views and rows. */
export const LOVE_PASSPORTS_VIEWS = ['love_passport_swipes', 'love_passports'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const LOVE_PASSPORTS_PROJECTOR = 'love_passports';
export type { LovePassportRow, LovePassportSwipeRow } from './projector.ts';
