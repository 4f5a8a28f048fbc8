/** The trust scores read model as readers see it (`@sankofa/projections/trust-scores`): its views, rows and the score rules. */
export const TRUST_SCORES_VIEWS = ['trust_badges', 'trust_conversations', 'trust_incidents', 'trust_members', 'trust_sign_ins'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const TRUST_SCORES_PROJECTOR = 'trust_scores';
export type { TrustBadgeRow, TrustConversationRow, TrustIncidentRow, TrustMemberRow, TrustSignInRow, IncidentKind } from './tables.ts';
export * from './trust-score.ts';
