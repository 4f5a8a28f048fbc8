import { SessionsEnded, newEvent, type EventContext } from '@sankofa/events';
import type { MemberStreamEvent } from './member-access.ts';

/** A change of credentials ends every other session of the member: a thief signed in elsewhere is out at once; `sessionId` (the one asking) stays. */
export const endOtherSessions = (
  memberId: string,
  command: { now: Date; sessionId: string | null },
  reason: 'password_changed' | 'two_factor_enabled' | 'two_factor_disabled',
  context: EventContext,
): MemberStreamEvent => newEvent(SessionsEnded, { memberId, before: command.now.toISOString(), exceptSessionId: command.sessionId, reason }, context);

/** A reset by e-mailed link ends every session, none excepted: whoever knew the old password is out, and the member signs in afresh. */
export const endAllSessionsOf = (memberId: string, now: Date, reason: 'password_reset' | 'signed_out_everywhere', context: EventContext): MemberStreamEvent =>
  newEvent(SessionsEnded, { memberId, before: now.toISOString(), exceptSessionId: null, reason }, context);
