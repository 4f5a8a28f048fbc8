import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  ChatPrivacySaved,
  ConsumablePurchased,
  DEFAULT_PREFERENCES,
  DiscoveryPrivacySaved,
  HiddenWordsSaved,
  LoginSucceeded,
  MatchMade,
  MemberRegistered,
  MessageSent,
  MessagesRead,
  PassportCreated,
  PreMatchMessageSent,
  PreferencesSaved,
  ProfileViewed,
  PushSubscribed,
  SessionStarted,
  SwipeRecorded,
  VerificationApproved,
  VerificationStarted,
  matchStream,
  memberStream,
  newEvent,
  pairStream,
  profileViewStream,
  sessionStream,
  verificationStream,
  type RecordedEvent,
} from '@sankofa/events';
import { memberRegistration } from '@sankofa/events/testing';
import { projectors } from './registry.ts';
import { recordEvents, rowsAfterBatches } from './runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from './runtime/testing/test-log.ts';

const context = { actorId: 'test', correlationId: 'test' };
/** Distinctive, so that finding one anywhere means something of hers was kept. */
const HER = 'zanele-0190f7a2';
const HER_TRACES = [HER, 'Zanele', 'zanele.k@example.com', '+27 82 555 0199', 'Umhlanga sunsets', '/api/media/zanele-photo.jpg'];

/**
 * Projectors that keep her on purpose: analytics counts (the totals survive deletion), and the operators'
 * indexes of the log itself (their erasure is the log's, by crypto-shredding). Discovery keeps an erased row
 * with her id alone, so that ranked lists learn she left: it is searched for her personal data only.
 */
const KEEPS_HER = ['analytics', 'event_index', 'stream_activity'];
const KEEPS_HER_ID_ONLY = ['discovery'];

/** Every row of every table of the projector's schema, as text. */
const EVERY_ROW = `SELECT table_name::text AS table_name, query_to_xml(format('SELECT * FROM %I', table_name), true, false, '')::text AS rows
  FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;

describe('every projector, once a member deletes her account', () => {
  let log: TestLog;
  let story: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    const registered = (memberId: string, overrides = {}) => [memberStream(memberId), newEvent(MemberRegistered, memberRegistration(memberId, overrides), context)] as const;
    story = await recordEvents(log, [
      registered(HER, { firstName: 'Zanele', email: 'zanele.k@example.com', phoneNumber: '+27 82 555 0199', bio: 'Umhlanga sunsets', photos: ['/api/media/zanele-photo.jpg'] }),
      registered('kofi'),
      [memberStream(HER), newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, memberId: HER }, context)],
      [memberStream(HER), newEvent(DiscoveryPrivacySaved, { memberId: HER, distanceVisibility: 'everyone', hideFromDiscovery: false }, context)],
      [memberStream(HER), newEvent(ChatPrivacySaved, { memberId: HER, showActivityStatus: true, sendReadReceipts: true }, context)],
      [memberStream(HER), newEvent(HiddenWordsSaved, { memberId: HER, words: [HER] }, context)],
      [pairStream(HER, 'esi'), newEvent(PreMatchMessageSent, { messageId: 'pre-her', senderId: HER, receiverId: 'esi', content: 'Umhlanga sunsets' }, context)],
      [sessionStream('s-her'), newEvent(SessionStarted, { sessionId: 's-her', memberId: HER, refreshTokenHash: 'h', expiresAt: '2030-01-01T00:00:00Z', device: 'Chrome on Android' }, context)],
      [memberStream(HER), newEvent(LoginSucceeded, { memberId: HER, sessionId: 's-her', withTwoFactor: false, twoFactorStep: null, device: 'Chrome on Android', country: 'ZA' }, context)],
      [pairStream(HER, 'kofi'), newEvent(SwipeRecorded, { swiperId: HER, swipedId: 'kofi', isLike: true, isSuperLike: false }, context)],
      [pairStream(HER, 'kofi'), newEvent(SwipeRecorded, { swiperId: 'kofi', swipedId: HER, isLike: true, isSuperLike: false }, context)],
      [pairStream(HER, 'kofi'), newEvent(MatchMade, { matchId: 'm-her', userId1: 'kofi', userId2: HER }, context)],
      [matchStream('m-her'), newEvent(MessageSent, { matchId: 'm-her', messageId: 'msg-her', senderId: HER, receiverId: 'kofi', content: 'Umhlanga sunsets', originalLanguage: 'en' }, context)],
      [matchStream('m-her'), newEvent(MessagesRead, { matchId: 'm-her', memberId: HER, upToMessageId: 'msg-her', messageNumber: 1 }, context)],
      [matchStream('m-her'), newEvent(MessagesRead, { matchId: 'm-her', memberId: 'kofi', upToMessageId: 'msg-her', messageNumber: 1 }, context)],
      [profileViewStream('kofi', HER), newEvent(ProfileViewed, { viewerId: 'kofi', viewedId: HER, viewedIsPremium: false }, context)],
      [verificationStream(HER), newEvent(VerificationStarted, { memberId: HER, requestId: 'r-her', verificationType: 'phone', poses: [] }, context)],
      [verificationStream(HER), newEvent(VerificationApproved, { memberId: HER, requestId: 'r-her', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, context)],
      [memberStream(HER), newEvent(PushSubscribed, { memberId: HER, subscriptionId: 'sub-her', endpoint: 'https://push.example/zanele', p256dh: 'k', auth: 'a' }, context)],
      [memberStream(HER), newEvent(PassportCreated, { passportId: 'p-her', memberId: HER, region: 'Lagos', country: 'Nigeria', activatedAt: '2026-01-01T00:00:00Z', expiresAt: '2026-02-01T00:00:00Z', swipeLimit: null }, context)],
      [memberStream(HER), newEvent(ConsumablePurchased, { memberId: HER, itemId: 'i-her', itemType: 'boost', itemName: 'Boost', priceCents: 299, paymentId: 'pay', purchaseKey: 'k' }, context)],
      [memberStream(HER), newEvent(AccountDeleted, { memberId: HER }, context)],
    ]);
  });
  afterAll(() => log.close());

  for (const projector of projectors.filter(({ name }) => !KEEPS_HER.includes(name))) {
    it(`${projector.name} keeps nothing of hers`, async () => {
      const traces = KEEPS_HER_ID_ONLY.includes(projector.name) ? HER_TRACES.slice(1) : HER_TRACES;
      const tables = await rowsAfterBatches(log, projector, [story], EVERY_ROW);
      const found = tables.flatMap(({ table_name, rows }) => traces.filter((trace) => String(rows).includes(trace)).map((trace) => `${String(table_name)}: ${trace}`));
      expect(found).toEqual([]);
    });
  }
});
