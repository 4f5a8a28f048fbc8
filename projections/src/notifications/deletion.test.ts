import { AccountDeleted, MatchMade, PremiumActivated, SuperLikeSent, memberStream, newEvent, pairStream } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { notificationsProjector } from './projector.ts';

const at = (time: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(time) });
const SELECT = 'SELECT member_id, type, related_member_id FROM notifications ORDER BY created_at, member_id';

describe('notifications of a deleted member', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('go, hers and every one about her, while the others stay; however often applied', async () => {
    const events = await recordEvents(log, [
      [pairStream('ama', 'kofi'), newEvent(SuperLikeSent, { swiperId: 'ama', swipedId: 'kofi' }, at('2025-05-01T10:00:00Z'))],
      [pairStream('ama', 'kofi'), newEvent(MatchMade, { matchId: 'match-1', userId1: 'kofi', userId2: 'ama' }, at('2025-05-01T11:00:00Z'))],
      [memberStream('kofi'), newEvent(PremiumActivated, { memberId: 'kofi', until: null }, at('2025-05-01T12:00:00Z'))],
      [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, at('2025-05-02T10:00:00Z'))],
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, notificationsProjector, batches, SELECT);
    expect((await rows([events.slice(0, 3)])).map(({ member_id, related_member_id }) => [member_id, related_member_id])).toEqual([
      ['kofi', 'ama'],
      ['ama', 'kofi'],
      ['kofi', 'ama'],
      ['kofi', null],
    ]);
    const once = await rows([events]);
    expect(once).toEqual([{ member_id: 'kofi', type: 'premium', related_member_id: null }]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
