import { appMetrics } from '@sankofa/server-kit';
import type { VerificationEvent } from './state.ts';

/** The verification events are outcomes worth counting, each by the name the dashboard shows. */
const OUTCOME_OF_EVENT: Readonly<Record<VerificationEvent['type'], string>> = {
  VerificationStarted: 'started',
  VerificationCodeSent: 'code_sent',
  VerificationCodeMissed: 'code_missed',
  VerificationEmailSent: 'link_sent',
  VerificationSubmitted: 'submitted',
  VerificationApproved: 'approved',
  VerificationRejected: 'rejected',
};

/** Counts what one verification command recorded (sankofa_verification_outcomes_total), by type and outcome. */
export const countVerificationOutcomes = (events: readonly VerificationEvent[]): void => {
  for (const event of events) appMetrics.verificationOutcomes.inc({ type: event.data.verificationType, outcome: OUTCOME_OF_EVENT[event.type] });
};
