/** The security log read model as readers see it (`@sankofa/projections/security-log`): its views and rows. */
export const SECURITY_LOG_VIEWS = ['member_sessions', 'security_known_origins', 'security_log'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const SECURITY_LOG_PROJECTOR = 'security_log';
export type { MemberSessionRow, SecurityLogRow } from './tables.ts';
export { RISK_SCORES, type RiskLevel } from './entries.ts';
