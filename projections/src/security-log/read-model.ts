/** The security log read model as readers see it (`@sankofa/projections/security-log`): its views and rows. */
export const SECURITY_LOG_VIEWS = ['member_sessions', 'security_known_origins', 'security_log'] as const;
export type { MemberSessionRow, SecurityLogRow } from './tables.ts';
export { RISK_SCORES, type RiskLevel } from './entries.ts';
