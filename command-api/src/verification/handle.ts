import { catalog, verificationStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { verificationDecider, type VerificationCommand } from './decide.ts';

/** Decides on the member's one verification stream, so two racing commands cannot both pass a rule. */
export const decideVerification = (store: EventStore, command: VerificationCommand, context: EventContext) =>
  handleCommand({ store, stream: verificationStream(command.memberId), decider: verificationDecider, command, context, catalog });
