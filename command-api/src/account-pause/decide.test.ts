import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { accountPauseDecider } from './decide.ts';

const given = specificationFor(accountPauseDecider);
type Fact = Parameters<typeof given>[0][number];
const now = new Date('2026-03-01T09:00:00Z');
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const paused = { type: 'AccountPaused', data: { memberId: 'ama', pausedAt: '2026-02-01T09:00:00.000Z' } } as const;
const resumed = { type: 'AccountResumed', data: { memberId: 'ama', resumedAt: '2026-02-02T09:00:00.000Z' } } as const;
const pause = { type: 'PauseAccount', memberId: 'ama', now } as const;
const resume = { type: 'ResumeAccount', memberId: 'ama', now } as const;

describe('pausing an account', () => {
  it('pauses an active account, at the time the command carries', () => {
    given([registered]).when(pause).then([{ type: 'AccountPaused', data: { memberId: 'ama', pausedAt: now.toISOString() } }]);
  });

  it('resumes a paused account', () => {
    given([registered, paused]).when(resume).then([{ type: 'AccountResumed', data: { memberId: 'ama', resumedAt: now.toISOString() } }]);
  });

  it('pauses again after a resume', () => {
    given([registered, paused, resumed]).when(pause).then([{ type: 'AccountPaused', data: { memberId: 'ama', pausedAt: now.toISOString() } }]);
  });

  it('appends nothing when asked for the state the account is already in, as saving unchanged settings does', () => {
    given([registered, paused]).when(pause).then([]);
    given([registered]).when(resume).then([]);
    given([registered, paused, resumed]).when(resume).then([]);
  });

  it('refuses a member who never registered', () => {
    given([]).when(pause).thenThrows({ code: 'not_found' });
    given([]).when(resume).thenThrows({ code: 'not_found' });
  });
});
