/** The members read model as readers see it (`@sankofa/projections/members`): its public view and row. */
export const MEMBERS_VIEWS = ['members'] as const;
export type { MemberRow } from './member-row.ts';
