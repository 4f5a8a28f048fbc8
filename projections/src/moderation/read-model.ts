/** The moderation read model as readers see it (`@sankofa/projections/moderation`): its public views and rows. */
export const MODERATION_VIEWS = ['blocks', 'reports'] as const;
export type { BlockRow, ReportRow } from './projector.ts';
