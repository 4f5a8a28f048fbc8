/** The moderation read model as readers see it (`@sankofa/projections/moderation`): its public views and rows. */
export const MODERATION_VIEWS = ['blocks', 'reports', 'suspended_members'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MODERATION_PROJECTOR = 'moderation';
export type { BlockRow, ReportRow } from './projector.ts';
export type { SuspendedMemberRow } from './decisions.ts';

/** A SQL condition: the member `memberIdSql` names is not suspended (every list that shows one member to another uses it). */
export const notSuspended = (memberIdSql: string): string => `NOT EXISTS (SELECT 1 FROM public.suspended_members s WHERE s.member_id = ${memberIdSql})`;
