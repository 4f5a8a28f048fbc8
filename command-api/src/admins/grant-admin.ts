import { AdminRoleGranted, memberStream, newEvent, type EventContext, type EventStore } from '@sankofa/events';
import { memberAccessFold, type MemberAccess, type MemberAccessEvent } from '../auth/member-access.ts';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { memberIdByEmail } from '../members/email-reservation.ts';

type GrantAdmin = { type: 'GrantAdmin'; memberId: string; grantedBy: string };

/** A member becomes an admin once; granting it again records nothing. */
export const adminGrantDecider: Decider<MemberAccess, GrantAdmin, MemberAccessEvent> = {
  ...memberAccessFold,
  decide: ({ memberId, grantedBy }, state, context) => {
    if (state.status !== 'registered') throw new DomainError('member_not_found', 'No member with that e-mail address');
    if (state.role === 'admin') return [];
    return [newEvent(AdminRoleGranted, { memberId, grantedBy }, context)];
  },
};

/** Makes the member with `email` an admin, on their member stream; their next token carries the role. */
export const grantAdmin = async (store: EventStore, email: string, grantedBy: string, context: EventContext) => {
  const memberId = await memberIdByEmail(store, email);
  if (!memberId) throw new DomainError('member_not_found', `No member with the e-mail address ${email}`);
  const result = await handleCommand({ store, stream: memberStream(memberId), decider: adminGrantDecider, command: { type: 'GrantAdmin', memberId, grantedBy }, context });
  return { memberId, granted: result.events.length > 0, position: result.position };
};
