import { describe, it } from 'vitest';
import { DateCheckInAnswered, DateCheckInDue, DateShareStopped, DateShared, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { dateShareDecider, type DateFacts } from './decide.ts';

const given = specificationFor(dateShareDecider);
const NOW = new Date('2025-01-01T12:00:00Z');
const videoDate: DateFacts = { kind: 'virtual_date', dateId: 'd1', inviteId: null, members: ['ama', 'kofi'], startsAt: '2025-01-01T18:00:00.000Z', place: null, closed: false };
const contact = { name: 'Esi', phone: '+233201234567', email: null };
const share = (memberId = 'ama', date: Partial<DateFacts> = {}, now = NOW) => ({
  type: 'ShareDate' as const,
  data: { shareId: 's1', memberId, date: { ...videoDate, ...date }, contact, tokenHash: 'hash', now },
});
const shared = {
  shareId: 's1',
  memberId: 'ama',
  matchMemberId: 'kofi',
  dateKind: 'virtual_date' as const,
  dateId: 'd1',
  inviteId: null,
  startsAt: '2025-01-01T18:00:00.000Z',
  place: null,
  contactName: 'Esi',
  contactPhone: '+233201234567',
  contactEmail: null,
  tokenHash: 'hash',
  expiresAt: '2025-01-02T18:00:00.000Z',
  checkInDueAt: '2025-01-01T19:00:00.000Z',
};
const sharedEvent = newEvent(DateShared, shared, testContext);
const stopped = newEvent(DateShareStopped, { shareId: 's1', memberId: 'ama' }, testContext);
const due = newEvent(DateCheckInDue, { shareId: 's1', memberId: 'ama' }, testContext);
const stop = (memberId: string) => ({ type: 'StopSharing' as const, data: { memberId } });
const answer = (memberId: string, value: 'all_good' | 'need_help') => ({ type: 'AnswerCheckIn' as const, data: { memberId, answer: value, reportId: 'r1' } });

describe('sharing a date', () => {
  it('gives her contact a link until a day after the start, with the check-in an hour after it', () => {
    given([]).when(share()).then([{ type: 'DateShared', data: shared }]);
  });
  it('shares only a date she is in, still on, and not over', () => {
    given([]).when(share('esi')).thenThrows({ code: 'date_not_found' });
    given([]).when(share('ama', { closed: true })).thenThrows({ code: 'date_closed' });
    given([]).when(share('ama', {}, new Date('2025-01-02T18:00:00Z'))).thenThrows({ code: 'date_over' });
  });
  it('stops on her word only, once', () => {
    given([sharedEvent]).when(stop('ama')).then([{ type: 'DateShareStopped', data: { shareId: 's1', memberId: 'ama' } }]);
    given([sharedEvent, stopped]).when(stop('ama')).then([]);
    given([sharedEvent]).when(stop('kofi')).thenThrows({ code: 'date_share_not_found' });
  });
});

describe('the check-in', () => {
  it('falls due once, and not for a share she stopped', () => {
    given([sharedEvent]).when({ type: 'MarkCheckInDue' }).then([{ type: 'DateCheckInDue', data: { shareId: 's1', memberId: 'ama' } }]);
    given([sharedEvent, due]).when({ type: 'MarkCheckInDue' }).then([]);
    given([sharedEvent, stopped]).when({ type: 'MarkCheckInDue' }).then([]);
  });
  it('takes her answer once it is due; I need help carries the report filed with it', () => {
    given([sharedEvent, due]).when(answer('ama', 'all_good')).then([{ type: 'DateCheckInAnswered', data: { shareId: 's1', memberId: 'ama', answer: 'all_good', reportId: null } }]);
    given([sharedEvent, due]).when(answer('ama', 'need_help')).then([{ type: 'DateCheckInAnswered', data: { shareId: 's1', memberId: 'ama', answer: 'need_help', reportId: 'r1' } }]);
    const helped = newEvent(DateCheckInAnswered, { shareId: 's1', memberId: 'ama', answer: 'need_help', reportId: 'r1' }, testContext);
    given([sharedEvent, due, helped]).when(answer('ama', 'need_help')).then([]);
    given([sharedEvent, due, helped]).when(answer('ama', 'all_good')).thenThrows({ code: 'check_in_answered' });
  });
  it('refuses before it is due, after she stopped sharing, and to anyone else', () => {
    given([sharedEvent]).when(answer('ama', 'need_help')).thenThrows({ code: 'check_in_not_due' });
    given([sharedEvent, due, stopped]).when(answer('ama', 'need_help')).thenThrows({ code: 'date_share_stopped' });
    given([sharedEvent, due]).when(answer('kofi', 'need_help')).thenThrows({ code: 'date_share_not_found' });
  });
});
