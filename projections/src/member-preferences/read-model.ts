/**
 * The member-preferences read model as readers see it (`@sankofa/projections/member-preferences`):
 * its public view, its row, and how saved preferences become that row's columns.
 */
export const MEMBER_PREFERENCES_VIEWS = ['member_preferences'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MEMBER_PREFERENCES_PROJECTOR = 'member_preferences';
export type { MemberPreferencesRow } from './projector.ts';
export { preferenceColumns, type PreferenceColumns } from '../member-profile/preference-columns.ts';
