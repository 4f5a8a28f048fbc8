/**
 * The premium rule every side applies: `PremiumActivated` with no end date lasts until
 * `PremiumEnded`; one with an end date (`until`) lapses by itself at that instant, without
 * waiting for an event to say so. `premium` is null when the member has none.
 */
export const isPremiumActiveAt = (premium: { until: Date | null } | null, now: Date): boolean =>
  premium !== null && (premium.until === null || premium.until > now);

/** The paid period a `PremiumActivated` starts, as the premium rule above reads it. */
export const premiumPeriodOf = (activated: { until: string | null }): { until: Date | null } => ({
  until: activated.until === null ? null : new Date(activated.until),
});
