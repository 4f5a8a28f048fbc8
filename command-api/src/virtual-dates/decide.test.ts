import { describe, it } from 'vitest';
import { VirtualDateAccepted, VirtualDateCancelled, VirtualDateProposed, VirtualDateReminded, VirtualDateStarted, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { virtualDateDecider } from './decide.ts';

const given = specificationFor(virtualDateDecider);
const NOW = new Date('2025-01-01T12:00:00Z');
const IN_AN_HOUR = '2025-01-01T13:00:00.000Z';
const openMatch = { open: true, members: ['kofi', 'ama'] as const };

const proposal = { dateId: 'd1', matchId: 'm1', initiatorId: 'kofi', participantId: 'ama', dateType: 'video_chat' as const, scheduledAt: null };
const proposed = newEvent(VirtualDateProposed, proposal, testContext);
const scheduled = newEvent(VirtualDateProposed, { ...proposal, scheduledAt: IN_AN_HOUR }, testContext);
const accepted = newEvent(VirtualDateAccepted, { dateId: 'd1', byMemberId: 'ama' }, testContext);
const cancelled = newEvent(VirtualDateCancelled, { dateId: 'd1', byMemberId: 'kofi' }, testContext);
const started = newEvent(VirtualDateStarted, { dateId: 'd1', byMemberId: 'kofi' }, { ...testContext, now: NOW });

const propose = (initiatorId: string, scheduledAt: string | null = null, match = openMatch) => ({
  type: 'ProposeDate' as const,
  data: { dateId: 'd1', matchId: 'm1', initiatorId, dateType: 'video_chat' as const, scheduledAt, match, now: NOW },
});
const answer = (memberId: string, value: 'accept' | 'decline') => ({ type: 'AnswerDate' as const, data: { memberId, answer: value } });
const cancel = (memberId: string) => ({ type: 'CancelDate' as const, data: { memberId } });
const join = (memberId: string, now = NOW, matchOpen = true) => ({ type: 'JoinDate' as const, data: { memberId, matchOpen, now } });
const end = (memberId: string, now: Date) => ({ type: 'EndDate' as const, data: { memberId, now } });
const remind = (now: Date) => ({ type: 'RemindDate' as const, data: { now } });

describe('proposing a virtual date', () => {
  it('invites the other member of an open match', () => {
    given([]).when(propose('kofi')).then([{ type: 'VirtualDateProposed', data: proposal }]);
    given([]).when(propose('ama', IN_AN_HOUR)).then([{ type: 'VirtualDateProposed', data: { ...proposal, initiatorId: 'ama', participantId: 'kofi', scheduledAt: IN_AN_HOUR } }]);
  });
  it('refuses outsiders, closed matches and times in the past', () => {
    given([]).when(propose('esi')).thenThrows({ code: 'match_not_found' });
    given([]).when(propose('kofi', null, { ...openMatch, open: false })).thenThrows({ code: 'match_closed' });
    given([]).when(propose('kofi', '2025-01-01T11:00:00.000Z')).thenThrows({ code: 'validation_failed' });
  });
});

describe('answering an invitation', () => {
  it('lets only the invited member accept or decline, once', () => {
    given([proposed]).when(answer('ama', 'accept')).then([{ type: 'VirtualDateAccepted', data: { dateId: 'd1', byMemberId: 'ama' } }]);
    given([proposed]).when(answer('ama', 'decline')).then([{ type: 'VirtualDateDeclined', data: { dateId: 'd1', byMemberId: 'ama' } }]);
    given([proposed]).when(answer('kofi', 'accept')).thenThrows({ code: 'forbidden' });
    given([proposed]).when(answer('esi', 'accept')).thenThrows({ code: 'virtual_date_not_found' });
    given([proposed, accepted]).when(answer('ama', 'accept')).then([]);
    given([proposed, cancelled]).when(answer('ama', 'accept')).thenThrows({ code: 'virtual_date_answered' });
  });
  it("takes the invited member's cancel of an invitation as a decline, and lets either member cancel", () => {
    given([proposed]).when(cancel('ama')).then([{ type: 'VirtualDateDeclined', data: { dateId: 'd1', byMemberId: 'ama' } }]);
    given([proposed, accepted]).when(cancel('ama')).then([{ type: 'VirtualDateCancelled', data: { dateId: 'd1', byMemberId: 'ama' } }]);
    given([proposed]).when(cancel('kofi')).then([{ type: 'VirtualDateCancelled', data: { dateId: 'd1', byMemberId: 'kofi' } }]);
    given([proposed, cancelled]).when(cancel('kofi')).then([]);
    given([proposed]).when(cancel('esi')).thenThrows({ code: 'virtual_date_not_found' });
  });
});

describe('the call', () => {
  it('starts once when a member joins an accepted date', () => {
    given([proposed, accepted]).when(join('ama')).then([{ type: 'VirtualDateStarted', data: { dateId: 'd1', byMemberId: 'ama' } }]);
    given([proposed, accepted, started]).when(join('ama')).then([]);
  });
  it('cannot be joined before acceptance, after cancelling, on a closed match, by outsiders or long before its time', () => {
    given([proposed]).when(join('kofi')).thenThrows({ code: 'virtual_date_not_accepted' });
    given([proposed, cancelled]).when(join('kofi')).thenThrows({ code: 'virtual_date_closed' });
    given([proposed, accepted]).when(join('kofi', NOW, false)).thenThrows({ code: 'match_closed' });
    given([proposed, accepted]).when(join('esi')).thenThrows({ code: 'virtual_date_not_found' });
    given([scheduled, accepted]).when(join('kofi')).thenThrows({ code: 'virtual_date_not_due' });
    given([scheduled, accepted]).when(join('kofi', new Date('2025-01-01T12:56:00Z'))).then([{ type: 'VirtualDateStarted', data: { dateId: 'd1', byMemberId: 'kofi' } }]);
  });
  it('ends with its duration, once', () => {
    const later = new Date(NOW.getTime() + 95_000);
    given([proposed, accepted, started]).when(end('ama', later)).then([{ type: 'VirtualDateEnded', data: { dateId: 'd1', byMemberId: 'ama', durationSeconds: 95 } }]);
    given([proposed, accepted]).when(end('ama', later)).thenThrows({ code: 'virtual_date_not_started' });
  });
});

describe('the reminder', () => {
  const reminded = { type: 'VirtualDateReminded' as const, data: { dateId: 'd1', matchId: 'm1', memberIds: ['kofi', 'ama'], scheduledAt: IN_AN_HOUR } };
  it('goes out once, within five minutes of an accepted scheduled date', () => {
    given([scheduled, accepted]).when(remind(new Date('2025-01-01T12:55:00Z'))).then([reminded]);
    given([scheduled, accepted]).when(remind(new Date('2025-01-01T12:54:00Z'))).then([]);
    given([scheduled, accepted, newEvent(VirtualDateReminded, reminded.data, testContext)]).when(remind(new Date('2025-01-01T12:58:00Z'))).then([]);
    given([scheduled]).when(remind(new Date('2025-01-01T12:58:00Z'))).then([]);
  });
});
