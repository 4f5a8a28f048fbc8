/** The profile views read model as readers see it (`@sankofa/projections/profile-views`): its public view and row. */
export const PROFILE_VIEWERS_VIEWS = ['profile_views'] as const;
export type { ProfileViewRow } from './projector.ts';
