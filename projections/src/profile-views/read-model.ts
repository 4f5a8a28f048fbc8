/** The profile views read model as readers see it (`@sankofa/projections/profile-views`): its public view and row. */
export const PROFILE_VIEWERS_VIEWS = ['profile_views'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const PROFILE_VIEWERS_PROJECTOR = 'profile_viewers';
export type { ProfileViewRow } from './projector.ts';
