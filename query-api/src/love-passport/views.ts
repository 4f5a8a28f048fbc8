import type { LovePassportView } from '@sankofa/contracts';
import type { PassportWithSwipes } from './queries.ts';

/** Swipes left = maxSwipes - swipesUsed (spec section 4); percent used is of the swipes, or of the time when unlimited. */
export const toPassportView = (row: PassportWithSwipes, now: Date): LovePassportView => {
  const expiresAt = row.expires_at.getTime();
  const activatedAt = row.activated_at.getTime();
  const msLeft = Math.max(0, expiresAt - now.getTime());
  const swipesLeft = row.max_swipes === null ? null : Math.max(0, row.max_swipes - row.swipes_used);
  const percentUsed =
    row.max_swipes === null
      ? Math.min(100, Math.round((100 * (now.getTime() - activatedAt)) / Math.max(1, expiresAt - activatedAt)))
      : Math.min(100, Math.round((100 * row.swipes_used) / row.max_swipes));
  return {
    id: row.id,
    region: row.region,
    country: row.country,
    swipesUsed: row.swipes_used,
    maxSwipes: row.max_swipes,
    swipesLeft,
    percentUsed,
    activatedAt: row.activated_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    msLeft,
    isActive: msLeft > 0,
  };
};
