import { describe, it } from 'vitest';
import { MemberReported, MemberSuspended, MemberWarned, ReportDismissed, ReportUpheld, SuspensionLifted, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { standingDecider, type StandingCommand } from './member-standing.ts';
import { reportDecisionDecider, type ReportDecisionCommand } from './report-decision.ts';

/** What `then` compares: an event's type and data. */
const fact = <Type extends string, Data>({ type, data }: { type: Type; data: Data }) => ({ type, data });

const filed = newEvent(MemberReported, { reportId: 'r1', reporterId: 'ama', reportedMemberId: 'kofi', reason: 'harassment' as const, description: 'Rude', attachConversation: true }, testContext);
const uphold = (adminId: string, action: 'none' | 'warn' | 'suspend' = 'suspend'): ReportDecisionCommand => ({ type: 'UpholdReport', data: { reportId: 'r1', adminId, action, note: 'Abusive' } });
const dismiss = (adminId: string): ReportDecisionCommand => ({ type: 'DismissReport', data: { reportId: 'r1', adminId, note: '' } });
const upheld = (decidedBy: string, action: 'none' | 'warn' | 'suspend' = 'suspend') =>
  fact(newEvent(ReportUpheld, { reportId: 'r1', reportedMemberId: 'kofi', decidedBy, action, note: 'Abusive' }, testContext));
const dismissed = (decidedBy: string) => fact(newEvent(ReportDismissed, { reportId: 'r1', reportedMemberId: 'kofi', decidedBy, note: '' }, testContext));

describe('deciding a report', () => {
  const given = specificationFor(reportDecisionDecider);

  it('upholds or dismisses a pending report, naming the admin', () => {
    given([filed]).when(uphold('ada')).then([upheld('ada')]);
    given([filed]).when(uphold('ada', 'none')).then([upheld('ada', 'none')]);
    given([filed]).when(dismiss('ada')).then([dismissed('ada')]);
  });

  it('is decided once: a second decision is refused, the same one retried by its admin records nothing', () => {
    given([filed, upheld('ada')]).when(uphold('ada')).then([]);
    given([filed, upheld('ada')]).when(dismiss('ada')).thenThrows({ code: 'report_already_decided' });
    given([filed, upheld('ada')]).when(uphold('ada', 'warn')).thenThrows({ code: 'report_already_decided' });
    given([filed, dismissed('ada')]).when(dismiss('ada')).then([]);
    given([filed, dismissed('ada')]).when(uphold('ada')).thenThrows({ code: 'report_already_decided' });
  });

  it('lets only the first of two admins racing decide: the second is decided again on the fresh state and refused', () => {
    // Both read the report pending; the first append wins, the second is retried on the stream that now holds it.
    given([filed]).when(uphold('ada')).then([upheld('ada')]);
    given([filed, upheld('ada')]).when(uphold('bola')).thenThrows({ code: 'report_already_decided' });
    given([filed, upheld('ada')]).when(dismiss('bola')).thenThrows({ code: 'report_already_decided' });
  });

  it('refuses an unknown report and a report about the deciding admin', () => {
    given([]).when(uphold('ada')).thenThrows({ code: 'report_not_found' });
    given([filed]).when(uphold('kofi')).thenThrows({ code: 'cannot_moderate_self' });
  });
});

describe("a member's standing", () => {
  const given = specificationFor(standingDecider);
  const registered = { type: 'MemberRegistered', data: { memberId: 'kofi' } } as Parameters<typeof given>[0][number];
  const base = { memberId: 'kofi', reason: 'Abusive', reportId: 'r1', adminId: 'ada' };
  const warn: StandingCommand = { type: 'WarnMember', data: base };
  const suspend: StandingCommand = { type: 'SuspendMember', data: base };
  const lift: StandingCommand = { type: 'LiftSuspension', data: { memberId: 'kofi', adminId: 'ada' } };
  const warned = fact(newEvent(MemberWarned, { memberId: 'kofi', reason: 'Abusive', reportId: 'r1', decidedBy: 'ada' }, testContext));
  const suspended = fact(newEvent(MemberSuspended, { memberId: 'kofi', reason: 'Abusive', reportId: 'r1', decidedBy: 'ada' }, testContext));
  const lifted = fact(newEvent(SuspensionLifted, { memberId: 'kofi', decidedBy: 'ada' }, testContext));

  it('warns once per report and suspends once', () => {
    given([registered]).when(warn).then([warned]);
    given([registered, warned]).when(warn).then([]);
    given([registered]).when(suspend).then([suspended]);
    given([registered, suspended]).when(suspend).then([]);
  });

  it('lifts a suspension, and only a suspension', () => {
    given([registered, suspended]).when(lift).then([lifted]);
    given([registered]).when(lift).thenThrows({ code: 'member_not_suspended' });
    given([registered, suspended, lifted]).when(lift).thenThrows({ code: 'member_not_suspended' });
    given([registered, suspended, lifted]).when(suspend).then([suspended]);
  });

  it('refuses an unknown member and an admin moderating themselves', () => {
    given([]).when(suspend).thenThrows({ code: 'member_not_found' });
    given([registered]).when({ type: 'SuspendMember', data: { ...base, adminId: 'kofi' } }).thenThrows({ code: 'cannot_moderate_self' });
  });
});
