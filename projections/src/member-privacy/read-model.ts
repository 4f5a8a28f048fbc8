/** The member privacy read model as readers see it (`@sankofa/projections/member-privacy`): its view and row. */
export const MEMBER_PRIVACY_VIEWS = ['member_privacy'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MEMBER_PRIVACY_PROJECTOR = 'member_privacy';
export type { MemberPrivacyRow } from './projector.ts';
