/** The member privacy read model as readers see it (`@sankofa/projections/member-privacy`): its view and row. */
export const MEMBER_PRIVACY_VIEWS = ['member_privacy'] as const;
export type { MemberPrivacyRow } from './projector.ts';
