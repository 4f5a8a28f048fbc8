/** The member-stats read model as readers see it (`@sankofa/projections/member-stats`): its public views and row. */
export const MEMBER_STATS_VIEWS = ['member_stats', 'member_stats_matches'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MEMBER_STATS_PROJECTOR = 'member_stats';
export type { MemberStatsRow } from './projector.ts';
