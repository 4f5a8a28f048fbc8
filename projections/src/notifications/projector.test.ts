import { NotificationsRead, PremiumActivated, memberStream, newEvent, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { notificationsProjector } from './projector.ts';

const AMA = 'member-ama-id';
const KOFI = 'member-kofi-id';
const at = (time: string) => ({ actorId: 'system', correlationId: 'test', now: new Date(time) });
const premiumFor = (memberId: string, time: string) => newEvent(PremiumActivated, { memberId, until: null }, at(time));
const readBy = (memberId: string, notificationIds: string[] | null, upTo: string) =>
  newEvent(NotificationsRead, { memberId, notificationIds, upTo }, at(upTo));
const SELECT = 'SELECT id, member_id, type, title, message, related_member_id, is_read, created_at FROM notifications ORDER BY created_at, id';

describe('notifications projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  const recorded = (appends: Array<[memberId: string, event: NewEvent]>) =>
    recordEvents(log, appends.map(([memberId, event]) => [memberStream(memberId), event] as const));
  const rowsAfter = (batches: RecordedEvent[][]) => rowsAfterBatches(log, notificationsProjector, batches, SELECT);

  it('notifies a member whose premium starts, with an id derived from the event', async () => {
    const [activated] = await recorded([[AMA, premiumFor(AMA, '2025-01-01T10:00:00Z')]]);
    expect(await rowsAfter([[activated!]])).toEqual([
      {
        id: `${activated!.metadata.eventId}:${AMA}`,
        member_id: AMA,
        type: 'premium',
        title: 'Premium activated',
        message: 'Enjoy See Who Viewed You, unlimited swipes and more.',
        related_member_id: null,
        is_read: false,
        created_at: new Date('2025-01-01T10:00:00Z'),
      },
    ]);
  });

  it('marks read only the listed notifications of the reading member', async () => {
    const premiums = await recorded([
      [AMA, premiumFor(AMA, '2025-02-01T10:00:00Z')],
      [AMA, premiumFor(AMA, '2025-02-02T10:00:00Z')],
      [KOFI, premiumFor(KOFI, '2025-02-03T10:00:00Z')],
    ]);
    const [amaFirst, amaSecond, kofis] = premiums.map((event, index) => `${event.metadata.eventId}:${index < 2 ? AMA : KOFI}`);
    const reads = await recorded([[AMA, readBy(AMA, [amaFirst!, kofis!], '2025-02-04T10:00:00Z')]]);
    const rows = await rowsAfter([[...premiums, ...reads]]);
    expect(rows.map((row) => [row.id, row.is_read])).toEqual([
      [amaFirst, true],
      [amaSecond, false],
      [kofis, false],
    ]);
  });

  it("reads all of a member's notifications up to the given time and none that come after it", async () => {
    const events = await recorded([
      [AMA, premiumFor(AMA, '2025-03-01T10:00:00Z')],
      [KOFI, premiumFor(KOFI, '2025-03-01T11:00:00Z')],
      [AMA, premiumFor(AMA, '2025-03-03T10:00:00Z')],
      [AMA, readBy(AMA, null, '2025-03-02T10:00:00Z')],
      [AMA, premiumFor(AMA, '2025-03-01T12:00:00Z')],
    ]);
    const rows = await rowsAfter([events]);
    expect(rows.map((row) => [row.member_id, (row.created_at as Date).toISOString(), row.is_read])).toEqual([
      [AMA, '2025-03-01T10:00:00.000Z', true],
      [KOFI, '2025-03-01T11:00:00.000Z', false],
      // Arrived after the read, so the member has not seen it yet.
      [AMA, '2025-03-01T12:00:00.000Z', false],
      [AMA, '2025-03-03T10:00:00.000Z', false],
    ]);
  });

  it('is idempotent: the same events applied twice, or in overlapping batches, give the same rows', async () => {
    const events = await recorded([
      [AMA, premiumFor(AMA, '2025-04-01T10:00:00Z')],
      [KOFI, premiumFor(KOFI, '2025-04-01T11:00:00Z')],
      [AMA, readBy(AMA, null, '2025-04-02T10:00:00Z')],
      [AMA, premiumFor(AMA, '2025-04-03T10:00:00Z')],
    ]);
    const once = await rowsAfter([events]);
    expect(once.filter((row) => row.is_read)).toHaveLength(1);
    expect(await rowsAfter([events, events])).toEqual(once);
    expect(await rowsAfter([events.slice(0, 3), events.slice(1), events])).toEqual(once);
  });
});
