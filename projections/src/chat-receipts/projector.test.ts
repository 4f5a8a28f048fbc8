import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeleted, ChatPrivacySaved, MessagesDelivered, MessagesRead, matchStream, memberStream, newEvent, type EventDefinition } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { chatReceiptsProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const on = <Type extends string, Data>(stream: string, definition: EventDefinition<Type, Data>, data: Data) => [stream, newEvent(definition, data, context)] as const;
const mark = (upToMessageId: string, messageNumber: number, memberId = 'ama') => ({ matchId: 'm1', memberId, upToMessageId, messageNumber });

const RECEIPTS = 'SELECT match_id, member_id, delivered_up_to, delivered_number, read_up_to, read_number FROM chat_receipts ORDER BY member_id';
const PRIVACY = 'SELECT member_id, show_activity_status, send_read_receipts FROM chat_privacy ORDER BY member_id';

describe('chat receipts projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('keeps the furthest delivery and read of each member (a read is a delivery) and the latest privacy switches, however the events are batched', async () => {
    const events = await recordEvents(log, [
      on(matchStream('m1'), MessagesDelivered, mark('msg1', 1)),
      on(matchStream('m1'), MessagesDelivered, mark('msg3', 3)),
      on(matchStream('m1'), MessagesRead, mark('msg2', 2)),
      on(matchStream('m1'), MessagesRead, mark('msg4', 4, 'kofi')),
      on(memberStream('ama'), ChatPrivacySaved, { memberId: 'ama', showActivityStatus: false, sendReadReceipts: true }),
      on(memberStream('ama'), ChatPrivacySaved, { memberId: 'ama', showActivityStatus: true, sendReadReceipts: false }),
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      receipts: await rowsAfterBatches(log, chatReceiptsProjector, batches, RECEIPTS),
      privacy: await rowsAfterBatches(log, chatReceiptsProjector, batches, PRIVACY),
    });
    const once = await rows([events]);
    expect(once).toEqual({
      receipts: [
        { match_id: 'm1', member_id: 'ama', delivered_up_to: 'msg3', delivered_number: 3, read_up_to: 'msg2', read_number: 2 },
        { match_id: 'm1', member_id: 'kofi', delivered_up_to: 'msg4', delivered_number: 4, read_up_to: 'msg4', read_number: 4 },
      ],
      privacy: [{ member_id: 'ama', show_activity_status: true, send_read_receipts: false }],
    });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(3), events])).toEqual(once);
  });

  it("drops a deleted member's receipts and settings, and her partners' receipts on their conversations with her", async () => {
    const other = (memberId: string) => ({ matchId: 'm9', memberId, upToMessageId: 'msg1', messageNumber: 1 });
    const events = await recordEvents(log, [
      on(matchStream('m8'), MessagesRead, { matchId: 'm8', memberId: 'abena', upToMessageId: 'msg1', messageNumber: 1 }),
      on(matchStream('m8'), MessagesRead, { matchId: 'm8', memberId: 'yaw', upToMessageId: 'msg2', messageNumber: 2 }),
      on(matchStream('m9'), MessagesRead, other('yaw')),
      on(memberStream('abena'), ChatPrivacySaved, { memberId: 'abena', showActivityStatus: false, sendReadReceipts: false }),
      on(memberStream('abena'), AccountDeleted, { memberId: 'abena' }),
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      receipts: (await rowsAfterBatches(log, chatReceiptsProjector, batches, RECEIPTS)).map(({ match_id, member_id }) => `${match_id} ${member_id}`),
      privacy: await rowsAfterBatches(log, chatReceiptsProjector, batches, PRIVACY),
    });
    const once = await rows([events]);
    expect(once).toEqual({ receipts: ['m9 yaw'], privacy: [] });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
