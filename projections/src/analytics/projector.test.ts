import {
  ConsumablePurchased,
  ConsumableUsed,
  MatchMade,
  MessageSent,
  PremiumActivated,
  ProfileViewed,
  SwipeRecorded,
  inventoryStream,
  newEvent,
  type EventContext,
} from '@sankofa/events';
import { PREMIUM_PRICE_CENTS } from '@sankofa/adapters/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { analyticsProjector } from './projector.ts';

const DAY1 = '2026-03-02T09:00:00.000Z'; // a Monday
const DAY2 = '2026-03-03T22:30:00.000Z';
const WEEK2 = '2026-03-10T12:00:00.000Z';
const by = (actorId: string, at: string, extra: Partial<EventContext> = {}): EventContext => ({ actorId, correlationId: 'test', now: new Date(at), ...extra });

const DAILY = `SELECT to_char(day, 'YYYY-MM-DD') AS day, demo, metric, value::int FROM analytics_daily ORDER BY day, metric, demo`;
const MEMBERS = `SELECT member_id, to_char(signup_day, 'YYYY-MM-DD') AS signup, demo, to_char(first_match_day, 'YYYY-MM-DD') AS matched,
  to_char(first_message_day, 'YYYY-MM-DD') AS messaged, to_char(first_premium_day, 'YYYY-MM-DD') AS premium FROM analytics_members ORDER BY member_id`;
const ACTIVITY = `SELECT to_char(day, 'YYYY-MM-DD') AS day, member_id, demo FROM analytics_activity ORDER BY day, member_id`;
const WEEKS = `SELECT to_char(week, 'YYYY-MM-DD') AS week, string_agg(member_id, ',' ORDER BY member_id) AS members FROM analytics_active_weeks GROUP BY week ORDER BY week`;

describe('analytics projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  const story = () =>
    recordEvents(log, [
      ['member-ama', memberRegistered('ama', {}, by('anonymous', DAY1))],
      ['member-kofi', memberRegistered('kofi', {}, by('anonymous', DAY1))],
      ['member-esi', memberRegistered('esi', {}, by('anonymous', DAY2, { demo: true }))],
      ['swipes-ama-kofi', newEvent(SwipeRecorded, { swiperId: 'ama', swipedId: 'kofi', isLike: true, isSuperLike: true }, by('ama', DAY2))],
      ['swipes-esi-kofi', newEvent(SwipeRecorded, { swiperId: 'esi', swipedId: 'kofi', isLike: false, isSuperLike: false }, by('esi', DAY2, { demo: true }))],
      ['swipes-ama-kofi', newEvent(SwipeRecorded, { swiperId: 'kofi', swipedId: 'ama', isLike: true, isSuperLike: false }, by('kofi', DAY2))],
      ['swipes-ama-kofi', newEvent(MatchMade, { matchId: 'm1', userId1: 'kofi', userId2: 'ama' }, by('kofi', DAY2))],
      ['match-m1', newEvent(MessageSent, { matchId: 'm1', messageId: 'x1', senderId: 'ama', receiverId: 'kofi', content: 'Hi', originalLanguage: null }, by('ama', WEEK2))],
      ['member-kofi', newEvent(PremiumActivated, { memberId: 'kofi', until: '2026-04-09T12:00:00.000Z' }, by('kofi', WEEK2))],
      ['member-ama', newEvent(PremiumActivated, { memberId: 'ama', until: null }, by('admin', WEEK2))],
      ['profile-views', newEvent(ProfileViewed, { viewerId: 'esi', viewedId: 'ama', viewedIsPremium: false }, by('esi', WEEK2, { demo: true }))],
      [inventoryStream('ama'), newEvent(ConsumablePurchased, { memberId: 'ama', itemId: 'i1', itemType: 'boost', itemName: 'Boost', priceCents: 299, paymentId: 'p1', purchaseKey: 'k1' }, by('ama', WEEK2))],
      [inventoryStream('ama'), newEvent(ConsumableUsed, { memberId: 'ama', itemId: 'i1', itemType: 'boost', targetUserId: null, boostedUntil: null }, by('ama', WEEK2))],
    ]);

  it('counts each day\'s facts, split by demo, and keeps each member\'s days and milestones, the same however batched or applied again', async () => {
    const events = await story();
    const once = {
      daily: await rowsAfterBatches(log, analyticsProjector, [events], DAILY),
      members: await rowsAfterBatches(log, analyticsProjector, [events], MEMBERS),
      activity: await rowsAfterBatches(log, analyticsProjector, [events], ACTIVITY),
      weeks: await rowsAfterBatches(log, analyticsProjector, [events], WEEKS),
    };
    expect(once.daily).toEqual([
      { day: '2026-03-02', demo: false, metric: 'signups', value: 2 },
      { day: '2026-03-03', demo: false, metric: 'likes', value: 2 },
      { day: '2026-03-03', demo: false, metric: 'matches', value: 1 },
      { day: '2026-03-03', demo: true, metric: 'passes', value: 1 },
      { day: '2026-03-03', demo: true, metric: 'signups', value: 1 },
      { day: '2026-03-03', demo: false, metric: 'super_likes', value: 1 },
      { day: '2026-03-10', demo: false, metric: 'consumable_revenue_cents', value: 299 },
      { day: '2026-03-10', demo: false, metric: 'consumables_bought', value: 1 },
      { day: '2026-03-10', demo: false, metric: 'consumables_used', value: 1 },
      { day: '2026-03-10', demo: false, metric: 'messages', value: 1 },
      // Only kofi's paid month is sold; ama's endless grant is not revenue.
      { day: '2026-03-10', demo: false, metric: 'premium_periods', value: 1 },
      { day: '2026-03-10', demo: false, metric: 'premium_revenue_cents', value: PREMIUM_PRICE_CENTS },
    ]);
    expect(once.members).toEqual([
      { member_id: 'ama', signup: '2026-03-02', demo: false, matched: '2026-03-03', messaged: '2026-03-10', premium: '2026-03-10' },
      { member_id: 'esi', signup: '2026-03-03', demo: true, matched: null, messaged: null, premium: null },
      { member_id: 'kofi', signup: '2026-03-02', demo: false, matched: '2026-03-03', messaged: null, premium: '2026-03-10' },
    ]);
    // Registration makes the new member active (the actor was anonymous); actors who are not members ('anonymous', 'admin') are not kept.
    expect(once.activity).toEqual([
      { day: '2026-03-02', member_id: 'ama', demo: false },
      { day: '2026-03-02', member_id: 'kofi', demo: false },
      { day: '2026-03-03', member_id: 'ama', demo: false },
      { day: '2026-03-03', member_id: 'esi', demo: true },
      { day: '2026-03-03', member_id: 'kofi', demo: false },
      { day: '2026-03-10', member_id: 'ama', demo: false },
      { day: '2026-03-10', member_id: 'esi', demo: true },
      { day: '2026-03-10', member_id: 'kofi', demo: false },
    ]);
    // Weeks start on Monday: 2 and 3 March are one week, 10 March the next.
    expect(once.weeks).toEqual([
      { week: '2026-03-02', members: 'ama,esi,kofi' },
      { week: '2026-03-09', members: 'ama,esi,kofi' },
    ]);
    for (const [key, select] of [['daily', DAILY], ['members', MEMBERS], ['activity', ACTIVITY], ['weeks', WEEKS]] as const) {
      expect(await rowsAfterBatches(log, analyticsProjector, [events, events], select)).toEqual(once[key]);
      expect(await rowsAfterBatches(log, analyticsProjector, [events.slice(0, 5), events.slice(3, 9), events.slice(8)], select)).toEqual(once[key]);
      expect(await rowsAfterBatches(log, analyticsProjector, events.map((event) => [event]), select)).toEqual(once[key]);
    }
  });
});
