import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HiddenWordsSaved, MemberBlocked, PushMemberMuted, PushPreferencesSaved, PushSubscribed, PushUnsubscribed, memberStream, newEvent, pushStream } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { pushSubscriptionsProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const device = (memberId: string, subscriptionId: string, auth = 'auth') =>
  [pushStream(memberId), newEvent(PushSubscribed, { memberId, subscriptionId, endpoint: `https://push.example/${subscriptionId}`, p256dh: 'key', auth }, context)] as const;

const ROWS = `
SELECT 'device' AS row, member_id, subscription_id AS other, auth AS detail FROM push_subscriptions
UNION ALL SELECT 'preferences', member_id, array_to_string(kinds, ','), coalesce(quiet_start || '-' || quiet_end || ' ' || time_zone, '') FROM push_preferences
UNION ALL SELECT 'mute', member_id, muted_member_id, '' FROM push_mutes
UNION ALL SELECT 'block', member_id, blocked_member_id, '' FROM push_blocks
UNION ALL SELECT 'hidden words', member_id, array_to_string(words, ','), '' FROM push_hidden_words
ORDER BY 1, 2, 3`;

describe('push subscriptions projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps each member's devices, choices, mutes and blocks, however the events are batched or applied again", async () => {
    const events = await recordEvents(log, [
      device('ama', 'phone'),
      device('ama', 'laptop'),
      device('ama', 'phone', 'renewed'),
      [pushStream('ama'), newEvent(PushUnsubscribed, { memberId: 'ama', subscriptionId: 'laptop', reason: 'gone' }, context)],
      // The shared tablet belongs to whoever subscribed it last.
      device('kofi', 'tablet'),
      device('ama', 'tablet'),
      [pushStream('ama'), newEvent(PushPreferencesSaved, { memberId: 'ama', kinds: ['matches'], quietHours: null }, context)],
      [pushStream('ama'), newEvent(PushPreferencesSaved, { memberId: 'ama', kinds: ['matches', 'messages'], quietHours: { start: '22:00', end: '07:00', timeZone: 'Africa/Lagos' } }, context)],
      [pushStream('ama'), newEvent(PushMemberMuted, { memberId: 'ama', mutedMemberId: 'yaw', muted: true }, context)],
      [pushStream('ama'), newEvent(PushMemberMuted, { memberId: 'ama', mutedMemberId: 'kwame', muted: true }, context)],
      [pushStream('ama'), newEvent(PushMemberMuted, { memberId: 'ama', mutedMemberId: 'yaw', muted: false }, context)],
      [memberStream('kofi'), newEvent(MemberBlocked, { memberId: 'kofi', blockedMemberId: 'ama' }, context)],
      [memberStream('ama'), newEvent(HiddenWordsSaved, { memberId: 'ama', words: ['money'] }, context)],
      [memberStream('ama'), newEvent(HiddenWordsSaved, { memberId: 'ama', words: ['gift card', 'crypto'] }, context)],
    ]);
    const once = await rowsAfterBatches(log, pushSubscriptionsProjector, [events], ROWS);
    expect(once).toEqual([
      { row: 'block', member_id: 'kofi', other: 'ama', detail: '' },
      { row: 'device', member_id: 'ama', other: 'phone', detail: 'renewed' },
      { row: 'device', member_id: 'ama', other: 'tablet', detail: 'auth' },
      { row: 'hidden words', member_id: 'ama', other: 'gift card,crypto', detail: '' },
      { row: 'mute', member_id: 'ama', other: 'kwame', detail: '' },
      { row: 'preferences', member_id: 'ama', other: 'matches,messages', detail: '22:00-07:00 Africa/Lagos' },
    ]);
    expect(await rowsAfterBatches(log, pushSubscriptionsProjector, events.map((event) => [event]), ROWS)).toEqual(once);
    expect(await rowsAfterBatches(log, pushSubscriptionsProjector, [events.slice(0, 6), events.slice(6)], ROWS)).toEqual(once);
  });
});
