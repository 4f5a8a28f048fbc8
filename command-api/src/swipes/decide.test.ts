import { describe, expect, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { PREMIUM_PRE_MATCH_REQUIRED, PREMIUM_REVISIT_REQUIRED, pairDecider, type PairCommand, type SwipeKind } from './decide.ts';

const given = specificationFor(pairDecider);
type Fact = Parameters<typeof given>[0][number];

const AMA = 'ama';
const KOFI = 'kofi';
const MATCH_ID = 'match-1';

const swiped = (swiperId: string, swipedId: string, isLike: boolean, isSuperLike = false): Fact => ({
  type: 'SwipeRecorded',
  data: { swiperId, swipedId, isLike, isSuperLike },
});
const matched = (userId1: string, userId2: string, matchId = MATCH_ID): Fact => ({ type: 'MatchMade', data: { matchId, userId1, userId2 } });
const unmatched = (reason: 'unmatch' | 'block', matchId = MATCH_ID): Fact => ({ type: 'PairUnmatched', data: { matchId, byMemberId: AMA, reason } });
const messaged = (senderId: string, receiverId: string): Fact => ({
  type: 'PreMatchMessageSent',
  data: { messageId: 'message-1', senderId, receiverId, content: 'Hello' },
});

const swipe = (swiperId: string, swipedId: string, kind: SwipeKind, overrides: { swiperIsPremium?: boolean; reachable?: boolean; matchId?: string } = {}): PairCommand => ({
  type: 'Swipe',
  data: { swiperId, swipedId, kind, matchId: MATCH_ID, swiperIsPremium: false, reachable: true, ...overrides },
});
const preMatch = (content: string, overrides: { senderIsPremium?: boolean; reachable?: boolean; receiverId?: string } = {}): PairCommand => ({
  type: 'SendPreMatchMessage',
  data: { messageId: 'message-1', senderId: AMA, receiverId: KOFI, content, senderIsPremium: true, reachable: true, ...overrides },
});

describe('swiping', () => {
  it('records a like, and a pass', () => {
    given([]).when(swipe(AMA, KOFI, 'like')).then([swiped(AMA, KOFI, true)]);
    given([]).when(swipe(AMA, KOFI, 'pass')).then([swiped(AMA, KOFI, false)]);
  });

  it('makes the match in the same decision when the other member already liked', () => {
    given([swiped(KOFI, AMA, true)])
      .when(swipe(AMA, KOFI, 'like'))
      .then([swiped(AMA, KOFI, true), matched(AMA, KOFI)]);
  });

  it('names the swipe as the cause of the match and of the super like it makes, and the command as the swipe\'s', () => {
    const pair = pairDecider.evolve(pairDecider.initialState, swiped(KOFI, AMA, true) as Parameters<typeof pairDecider.evolve>[1]);
    const context = { actorId: AMA, correlationId: 'request-1', causationId: 'command-1' };
    const [swipeEvent, superLike, match] = pairDecider.decide(swipe(AMA, KOFI, 'super_like'), pair, context);
    expect(swipeEvent!.metadata).toMatchObject({ causationId: 'command-1', correlationId: 'request-1', actorId: AMA, actorKind: 'member' });
    expect(superLike!.metadata.causationId).toBe(swipeEvent!.metadata.eventId);
    expect(match!.type).toBe('MatchMade');
    expect(match!.metadata).toMatchObject({ causationId: swipeEvent!.metadata.eventId, correlationId: 'request-1', actorKind: 'member' });
  });

  it('makes no match when the other member passed', () => {
    given([swiped(KOFI, AMA, false)]).when(swipe(AMA, KOFI, 'like')).then([swiped(AMA, KOFI, true)]);
  });

  it('records a super like as a like the target is told about, and it matches like a like', () => {
    given([]).when(swipe(AMA, KOFI, 'super_like')).then([swiped(AMA, KOFI, true, true), { type: 'SuperLikeSent', data: { swiperId: AMA, swipedId: KOFI } }]);
    given([swiped(KOFI, AMA, true)])
      .when(swipe(AMA, KOFI, 'super_like'))
      .then([swiped(AMA, KOFI, true, true), { type: 'SuperLikeSent', data: { swiperId: AMA, swipedId: KOFI } }, matched(AMA, KOFI)]);
  });

  it('refuses a swipe on oneself with 400', () => {
    given([]).when(swipe(AMA, AMA, 'like')).thenThrows({ code: 'cannot_swipe_self' });
  });

  it('answers 404 for a member who cannot be reached (unknown, or a block either way)', () => {
    given([]).when(swipe(AMA, KOFI, 'like', { reachable: false })).thenThrows({ code: 'member_not_found' });
    given([swiped(KOFI, AMA, true), matched(KOFI, AMA), unmatched('block')])
      .when(swipe(AMA, KOFI, 'like'))
      .thenThrows({ code: 'member_not_found' });
  });

  it('records nothing when a member repeats their standing decision', () => {
    given([swiped(AMA, KOFI, true)]).when(swipe(AMA, KOFI, 'like')).then([]);
    given([swiped(AMA, KOFI, false)]).when(swipe(AMA, KOFI, 'pass')).then([]);
    given([swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI)]).when(swipe(KOFI, AMA, 'super_like')).then([]);
  });

  it('lets a like stand: a pass or a super like afterwards is a conflict', () => {
    given([swiped(AMA, KOFI, true)]).when(swipe(AMA, KOFI, 'pass')).thenThrows({ code: 'already_liked' });
    given([swiped(AMA, KOFI, true)]).when(swipe(AMA, KOFI, 'super_like')).thenThrows({ code: 'already_liked' });
    given([swiped(KOFI, AMA, true), matched(KOFI, AMA)]).when(swipe(AMA, KOFI, 'pass')).thenThrows({ code: 'already_matched' });
  });

  it('lets premium members revisit a passed profile, and free members not', () => {
    given([swiped(AMA, KOFI, false)])
      .when(swipe(AMA, KOFI, 'like'))
      .thenThrows({ code: 'premium_required', message: PREMIUM_REVISIT_REQUIRED });
    given([swiped(KOFI, AMA, true), swiped(AMA, KOFI, false)])
      .when(swipe(AMA, KOFI, 'like', { swiperIsPremium: true }))
      .then([swiped(AMA, KOFI, true), matched(AMA, KOFI)]);
  });

  it('starts both members over after an unmatch, so old likes make no new match', () => {
    const history = [swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI), unmatched('unmatch')];
    given(history).when(swipe(AMA, KOFI, 'like')).then([swiped(AMA, KOFI, true)]);
    given([...history, swiped(KOFI, AMA, true)])
      .when(swipe(AMA, KOFI, 'like', { matchId: 'match-2' }))
      .then([swiped(AMA, KOFI, true), matched(AMA, KOFI, 'match-2')]);
  });
});

describe('the message before matching', () => {
  it('sends the trimmed text from a premium member', () => {
    given([]).when(preMatch('  Hello Kofi!  ')).then([{ type: 'PreMatchMessageSent', data: { messageId: 'message-1', senderId: AMA, receiverId: KOFI, content: 'Hello Kofi!' } }]);
  });

  it('is premium only', () => {
    given([]).when(preMatch('Hello', { senderIsPremium: false })).thenThrows({ code: 'premium_required', message: PREMIUM_PRE_MATCH_REQUIRED });
  });

  it('is one per sender and target, even after an unmatch; the target may still answer with their own', () => {
    given([messaged(AMA, KOFI)]).when(preMatch('Again')).thenThrows({ code: 'pre_match_message_already_sent' });
    given([messaged(AMA, KOFI), swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI), unmatched('unmatch')])
      .when(preMatch('Again'))
      .thenThrows({ code: 'pre_match_message_already_sent' });
    given([messaged(KOFI, AMA)]).when(preMatch('Hello back')).then([{ type: 'PreMatchMessageSent', data: { messageId: 'message-1', senderId: AMA, receiverId: KOFI, content: 'Hello back' } }]);
  });

  it('holds 1 to 200 characters once trimmed', () => {
    given([]).when(preMatch('   ')).thenThrows({ code: 'validation_failed', message: 'content must be between 1 and 200 characters' });
    given([]).when(preMatch('a'.repeat(201))).thenThrows({ code: 'validation_failed' });
    given([]).when(preMatch(` ${'a'.repeat(200)} `)).then([{ type: 'PreMatchMessageSent', data: { messageId: 'message-1', senderId: AMA, receiverId: KOFI, content: 'a'.repeat(200) } }]);
  });

  it('is not for members already matched', () => {
    given([swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI)]).when(preMatch('Hello')).thenThrows({ code: 'already_matched' });
  });

  it('needs a reachable target other than oneself', () => {
    given([]).when(preMatch('Hello', { reachable: false })).thenThrows({ code: 'member_not_found' });
    given([]).when(preMatch('Hello', { receiverId: AMA })).thenThrows({ code: 'cannot_message_self' });
  });
});

describe('ending a match', () => {
  const matchedPair = [swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI)];
  const end = (matchId = MATCH_ID, byMemberId = AMA): PairCommand => ({ type: 'EndMatch', data: { matchId, byMemberId, reason: 'unmatch' } });

  it('records the unmatch of the current match', () => {
    given(matchedPair).when(end()).then([unmatched('unmatch')]);
  });

  it('records nothing for a match that already ended or is not this one', () => {
    given([...matchedPair, unmatched('unmatch')]).when(end()).then([]);
    given(matchedPair).when(end('another-match')).then([]);
  });

  it('answers 404 to someone outside the match', () => {
    given(matchedPair).when(end(MATCH_ID, 'yaw')).thenThrows({ code: 'match_not_found' });
  });
});

describe('rewinding a pass', () => {
  const rewind = (swiperId = AMA, swipedId = KOFI): PairCommand => ({ type: 'RewindPass', data: { swiperId, swipedId, itemId: 'item-1' } });
  const rewound: Fact = { type: 'PassRewound', data: { swiperId: AMA, swipedId: KOFI, itemId: 'item-1' } };

  it('takes back a standing pass', () => {
    given([swiped(AMA, KOFI, false)]).when(rewind()).then([rewound]);
  });

  it('leaves no decision: the same member may be passed again, or liked by a free member', () => {
    given([swiped(AMA, KOFI, false), rewound]).when(swipe(AMA, KOFI, 'pass')).then([swiped(AMA, KOFI, false)]);
    given([swiped(AMA, KOFI, false), rewound]).when(swipe(AMA, KOFI, 'like')).then([swiped(AMA, KOFI, true)]);
  });

  it('refuses (409 nothing_to_rewind) a like, a rewound pass, no swipe, the other member\'s pass and a match', () => {
    given([swiped(AMA, KOFI, true)]).when(rewind()).thenThrows({ code: 'nothing_to_rewind' });
    given([swiped(AMA, KOFI, false), rewound]).when(rewind()).thenThrows({ code: 'nothing_to_rewind' });
    given([]).when(rewind()).thenThrows({ code: 'nothing_to_rewind' });
    given([swiped(KOFI, AMA, false)]).when(rewind()).thenThrows({ code: 'nothing_to_rewind' });
    given([swiped(KOFI, AMA, true), swiped(AMA, KOFI, true), matched(AMA, KOFI)]).when(rewind()).thenThrows({ code: 'nothing_to_rewind' });
  });
});
