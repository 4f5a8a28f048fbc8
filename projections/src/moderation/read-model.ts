/** The moderation read model as readers see it (`@sankofa/projections/moderation`): its public views and rows. */
export const MODERATION_VIEWS = ['blocks', 'reports', 'suspended_members'] as const;
export type { BlockRow, ReportRow } from './projector.ts';
export type { SuspendedMemberRow } from './decisions.ts';

/** A SQL condition: the member `memberIdSql` names is not suspended (every list that shows one member to another uses it). */
export const notSuspended = (memberIdSql: string): string => `NOT EXISTS (SELECT 1 FROM public.suspended_members s WHERE s.member_id = ${memberIdSql})`;
