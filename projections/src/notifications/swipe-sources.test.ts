import { MatchMade, PreMatchMessageSent, SuperLikeSent, newEvent, pairStream, type NewEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { notificationsProjector } from './projector.ts';

const AMA = 'ama';
const KOFI = 'kofi';
const at = (time: string) => ({ actorId: AMA, correlationId: 'test', now: new Date(time) });
const SELECT = 'SELECT id, member_id, type, title, message, related_member_id, is_read, created_at FROM notifications ORDER BY created_at, member_id';

describe('notifications from swipes', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  const onPair = (...events: NewEvent[]) => recordEvents(log, events.map((event) => [pairStream(AMA, KOFI), event] as const));

  it("tells both members of a match, the super liked member, and the receiver of a message before matching; once however often it is applied", async () => {
    const events = await onPair(
      newEvent(PreMatchMessageSent, { messageId: 'message-1', senderId: AMA, receiverId: KOFI, content: 'Akwaaba! Your bio made me smile.' }, at('2025-05-01T10:00:00Z')),
      newEvent(SuperLikeSent, { swiperId: AMA, swipedId: KOFI }, at('2025-05-01T11:00:00Z')),
      newEvent(MatchMade, { matchId: 'match-1', userId1: KOFI, userId2: AMA }, at('2025-05-01T12:00:00Z')),
    );
    const [message, superLike, match] = events.map((event) => event.metadata.eventId);
    const once = await rowsAfterBatches(log, notificationsProjector, [events], SELECT);
    const unread = { is_read: false };
    expect(once).toEqual([
      { id: `${message}:${KOFI}`, member_id: KOFI, type: 'message', title: 'Message before matching', message: 'Akwaaba! Your bio made me smile.', related_member_id: AMA, ...unread, created_at: new Date('2025-05-01T10:00:00Z') },
      { id: `${superLike}:${KOFI}`, member_id: KOFI, type: 'like', title: 'New Super Like', message: 'Someone super liked you', related_member_id: AMA, ...unread, created_at: new Date('2025-05-01T11:00:00Z') },
      { id: `${match}:${AMA}`, member_id: AMA, type: 'match', title: "It's a Match!", message: 'You both liked each other. Say hello!', related_member_id: KOFI, ...unread, created_at: new Date('2025-05-01T12:00:00Z') },
      { id: `${match}:${KOFI}`, member_id: KOFI, type: 'match', title: "It's a Match!", message: 'You both liked each other. Say hello!', related_member_id: AMA, ...unread, created_at: new Date('2025-05-01T12:00:00Z') },
    ]);
    expect(await rowsAfterBatches(log, notificationsProjector, [events, events.slice(1), events], SELECT)).toEqual(once);
  });
});
