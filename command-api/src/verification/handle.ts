import { verificationStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { verificationDecider, type VerificationCommand } from './decide.ts';
import { countVerificationOutcomes } from './outcome-metrics.ts';

/** Decides on the member's one verification stream, so two racing commands cannot both pass a rule. */
export const decideVerification = async (store: EventStore, command: VerificationCommand, context: EventContext) => {
  const result = await handleCommand({ store, stream: verificationStream(command.memberId), decider: verificationDecider, command, context });
  countVerificationOutcomes(result.events);
  return result;
};
