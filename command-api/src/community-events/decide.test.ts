import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { communityEventDecider, type CommunityEventCommand } from './decide.ts';

const given = specificationFor(communityEventDecider);
const NOW = '2026-11-24T10:00:00.000Z';
const listing = {
  eventId: 'e1', hostId: 'host', title: 'Afrobeats Night', description: 'A night of Afrobeats and highlife classics', category: 'music' as const,
  date: '2026-12-05', time: '20:00', venue: 'Jazz Cafe', address: '5 Parkway', city: 'London', country: 'United Kingdom', price: '£15', priceAmount: 15,
  capacity: 2, imageUrl: null, organizer: 'Lagos to London', website: null, tags: ['afrobeats'], culturalRelevance: 75, ageGroup: '21+',
};
const listed = { type: 'CommunityEventListed' as const, data: { ...listing, listedAt: NOW } };
const joined = (memberId: string) => ({ type: 'CommunityEventJoined' as const, data: { eventId: 'e1', memberId } });
const join = (memberId: string): CommunityEventCommand => ({ type: 'JoinEvent', data: { eventId: 'e1', memberId, now: NOW } });
const bookmark = (memberId: string, value?: boolean): CommunityEventCommand => ({ type: 'SetBookmark', data: { eventId: 'e1', memberId, value } });
const interest = (memberId: string, value?: boolean): CommunityEventCommand => ({ type: 'SetInterest', data: { eventId: 'e1', memberId, value } });
const invited = { type: 'EventDateInvited' as const, data: { eventId: 'e1', inviteId: 'i1', matchId: 'm1', fromId: 'ama', toId: 'kofi', message: 'Come with me?', invitedAt: NOW } };
const answer = (memberId: string, value: 'accepted' | 'declined'): CommunityEventCommand => ({ type: 'AnswerInvitation', data: { eventId: 'e1', inviteId: 'i1', memberId, answer: value, now: NOW } });

describe('listing an event', () => {
  it('lists it once, and refuses a date already past', () => {
    given([]).when({ type: 'ListEvent', data: { ...listing, now: NOW } }).then([listed]);
    given([listed]).when({ type: 'ListEvent', data: { ...listing, now: NOW } }).then([]);
    given([]).when({ type: 'ListEvent', data: { ...listing, date: '2026-11-01', now: NOW } }).thenThrows({ code: 'event_past' });
  });
});

describe('joining', () => {
  it('takes a place while one is left, once per member, then is full', () => {
    given([listed]).when(join('ama')).then([joined('ama')]);
    given([listed, joined('ama')]).when(join('ama')).then([]);
    given([listed, joined('ama'), joined('kofi')]).when(join('zuri')).thenThrows({ code: 'event_full' });
    given([]).when(join('ama')).thenThrows({ code: 'event_not_found' });
    given([listed]).when({ type: 'JoinEvent', data: { eventId: 'e1', memberId: 'ama', now: '2026-12-06T09:00:00.000Z' } }).thenThrows({ code: 'event_past' });
  });
});

describe('bookmarks and interest', () => {
  it('toggle without a value, and set idempotently with one', () => {
    given([listed]).when(bookmark('ama')).then([{ type: 'CommunityEventBookmarkSet', data: { eventId: 'e1', memberId: 'ama', bookmarked: true } }]);
    const saved = { type: 'CommunityEventBookmarkSet' as const, data: { eventId: 'e1', memberId: 'ama', bookmarked: true } };
    given([listed, saved]).when(bookmark('ama')).then([{ type: 'CommunityEventBookmarkSet', data: { eventId: 'e1', memberId: 'ama', bookmarked: false } }]);
    given([listed, saved]).when(bookmark('ama', true)).then([]);
    given([listed]).when(interest('ama', true)).then([{ type: 'CommunityEventInterestSet', data: { eventId: 'e1', memberId: 'ama', interested: true } }]);
    given([listed]).when(interest('ama', false)).then([]);
  });
});

describe('date invitations', () => {
  it('are answered by the invited member only, once', () => {
    given([listed, invited]).when(answer('kofi', 'accepted')).then([{ type: 'EventDateInviteAnswered', data: { eventId: 'e1', inviteId: 'i1', answer: 'accepted', answeredAt: NOW } }]);
    given([listed, invited]).when(answer('ama', 'accepted')).thenThrows({ code: 'invitation_not_found' });
    const accepted = { type: 'EventDateInviteAnswered' as const, data: { eventId: 'e1', inviteId: 'i1', answer: 'accepted' as const, answeredAt: NOW } };
    given([listed, invited, accepted]).when(answer('kofi', 'accepted')).then([]);
    given([listed, invited, accepted]).when(answer('kofi', 'declined')).thenThrows({ code: 'invitation_already_answered' });
  });
});
