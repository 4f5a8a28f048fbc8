import { appMetrics } from '@sankofa/server-kit';
import type { VerificationEvent } from './state.ts';

/** The verification events are outcomes worth counting, each by the name the dashboard shows. */
const OUTCOME_OF_EVENT: Readonly<Record<Exclude<VerificationEvent['type'], 'VerificationAskedFor'>, string>> = {
  VerificationStarted: 'started',
  VerificationCodeSent: 'code_sent',
  VerificationCodeMissed: 'code_missed',
  VerificationEmailSent: 'link_sent',
  VerificationSubmitted: 'submitted',
  VerificationApproved: 'approved',
  VerificationRejected: 'rejected',
  SelfieChecked: 'checked',
};

/** Counts what one verification command recorded (sankofa_verification_outcomes_total), by type and outcome. */
export const countVerificationOutcomes = (events: readonly VerificationEvent[]): void => {
  for (const event of events) {
    // An ask is about another member's verification, no outcome of one.
    if (event.type === 'VerificationAskedFor') continue;
    appMetrics.verificationOutcomes.inc({ type: event.data.verificationType, outcome: OUTCOME_OF_EVENT[event.type] });
  }
};
