import { appMetrics } from '@sankofa/server-kit';

/** The verification events that are outcomes worth counting, by the name the dashboard shows. */
const OUTCOME_OF_EVENT: Readonly<Record<string, string>> = {
  VerificationStarted: 'started',
  VerificationCodeSent: 'code_sent',
  VerificationCodeMissed: 'code_missed',
  VerificationEmailSent: 'link_sent',
  VerificationSubmitted: 'submitted',
  VerificationApproved: 'approved',
  VerificationRejected: 'rejected',
};

/** Counts what one verification command recorded (sankofa_verification_outcomes_total), by type and outcome. */
export const countVerificationOutcomes = (events: ReadonlyArray<{ type: string; data: unknown }>): void => {
  for (const event of events) {
    const outcome = OUTCOME_OF_EVENT[event.type];
    const type = (event.data as { verificationType?: string }).verificationType ?? 'unknown';
    if (outcome) appMetrics.verificationOutcomes.inc({ type, outcome });
  }
};
