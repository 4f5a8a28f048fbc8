import { AccountPaused, AccountResumed, MemberRegistered, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface PauseAccount {
  type: 'PauseAccount';
  memberId: string;
  now: Date;
}
export interface ResumeAccount {
  type: 'ResumeAccount';
  memberId: string;
  now: Date;
}
export type AccountPauseCommand = PauseAccount | ResumeAccount;

type AccountPauseStreamEvent = NewEventOf<typeof MemberRegistered | typeof AccountPaused | typeof AccountResumed>;

export interface AccountPause {
  registered: boolean;
  paused: boolean;
}

/**
 * Pausing and resuming, on the member's own stream. As with her other settings, asking for the
 * state she is already in appends nothing, so a retried or double-clicked request answers as the first.
 */
export const accountPauseDecider: Decider<AccountPause, AccountPauseCommand, AccountPauseStreamEvent> = {
  handles: eventsOf(MemberRegistered, AccountPaused, AccountResumed),
  initialState: { registered: false, paused: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'AccountPaused':
        return { ...state, paused: true };
      case 'AccountResumed':
        return { ...state, paused: false };
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'PauseAccount':
        return state.paused ? [] : [newEvent(AccountPaused, { memberId: command.memberId, pausedAt: command.now.toISOString() }, context)];
      case 'ResumeAccount':
        return state.paused ? [newEvent(AccountResumed, { memberId: command.memberId, resumedAt: command.now.toISOString() }, context)] : [];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
