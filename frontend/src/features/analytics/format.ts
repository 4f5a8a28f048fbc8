/** A share as a whole percentage, or a dash when there was nothing to divide. */
export const percent = (share: number | null): string => (share === null ? '–' : `${Math.round(share * 100)}%`);

export const money = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `2026-03-02` → `Mar 2`, for axis ticks. */
export const shortDay = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * At most this much kente green in a heat cell: the theme's own text colour keeps a 4.5:1 contrast
 * on it in both themes (dark green on white, bright green on the dark surface). Past it, neither
 * dark nor light text would be readable on every cell of the range.
 */
const MAX_HEAT_PERCENT = 55;

/**
 * A heat colour for a retention share, from the surface colour at 0 to the greenest readable cell
 * at 1. Mixed in CSS so it follows the light and dark themes.
 */
export const heat = (share: number): string =>
  `color-mix(in srgb, var(--kente-green) ${Math.round(Math.min(1, Math.max(0, share)) * MAX_HEAT_PERCENT)}%, var(--surface))`;
