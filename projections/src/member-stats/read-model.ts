/** The member-stats read model as readers see it (`@sankofa/projections/member-stats`): its public views and row. */
export const MEMBER_STATS_VIEWS = ['member_stats', 'member_stats_matches'] as const;
export type { MemberStatsRow } from './projector.ts';
