import { MessageSent, matchStream, newEvent } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { notificationsProjector } from './projector.ts';
import { MESSAGE_PREVIEW_LENGTH } from './sources/message-sent.ts';

const AMA = 'ama';
const KOFI = 'kofi';
const SELECT = 'SELECT id, member_id, type, title, message, related_member_id, is_read FROM notifications ORDER BY created_at, id';
const sent = (senderId: string, receiverId: string, content: string) =>
  newEvent(MessageSent, { matchId: 'match-1', messageId: `message-${content.length}`, senderId, receiverId, content, originalLanguage: 'en' }, { actorId: senderId, correlationId: 'test' });

describe('notifications from chat messages', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('tells the receiver, never the sender, with a preview of a long message', async () => {
    const long = `Akwaaba! ${'I loved your story about Kumasi. '.repeat(10)}`;
    const events = await recordEvents(log, [
      [matchStream('match-1'), sent(KOFI, AMA, 'Hello Ama')],
      [matchStream('match-1'), sent(AMA, KOFI, long)],
    ]);
    const [hello, reply] = events.map((event) => event.metadata.eventId);
    const rows = await rowsAfterBatches(log, notificationsProjector, [events, events], SELECT);
    expect(rows).toEqual([
      { id: `${hello}:${AMA}`, member_id: AMA, type: 'message', title: 'New message', message: 'Hello Ama', related_member_id: KOFI, is_read: false },
      { id: `${reply}:${KOFI}`, member_id: KOFI, type: 'message', title: 'New message', message: expect.stringMatching(/^Akwaaba! I loved.*…$/), related_member_id: AMA, is_read: false },
    ]);
    expect((rows[1]!.message as string).length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH);
  });

  it('reads a message recorded before receivers were named as notifying nobody', async () => {
    const message = sent(KOFI, AMA, 'From the first version');
    const { receiverId: _receiverId, ...versionOneData } = message.data;
    const [versionOne] = await recordEvents(log, [[matchStream('match-2'), { ...message, data: versionOneData, metadata: { ...message.metadata, schemaVersion: 1 } }]]);
    expect(notificationsProjector.handles.parse(versionOne!).data).toMatchObject({ senderId: KOFI, receiverId: null });
    expect(await rowsAfterBatches(log, notificationsProjector, [[versionOne!]], SELECT)).toEqual([]);
  });
});
