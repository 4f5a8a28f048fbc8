/** The members read model as readers see it (`@sankofa/projections/members`): its public view and row. */
export const MEMBERS_VIEWS = ['members'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MEMBERS_PROJECTOR = 'members';
export type { MemberRow } from './member-row.ts';
