import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  MatchClosed,
  MatchMade,
  MatchOpened,
  MessageSent,
  MessageTranslated,
  PairUnmatched,
  matchStream,
  memberStream,
  newEvent,
  pairStream,
  type EventDefinition,
} from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { matchesProjector } from './projector.ts';

const at = (time: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(time) });
const on = <Type extends string, Data>(stream: string, definition: EventDefinition<Type, Data>, data: Data, time: string) =>
  [stream, newEvent(definition, data, at(time))] as const;

const MATCHES = 'SELECT id, user_id1, user_id2, created_at, closed_at, closed_reason FROM matches ORDER BY id';
const MESSAGES = 'SELECT id, match_id, sender_id, content, original_language, created_at FROM messages ORDER BY position';
const TRANSLATIONS = 'SELECT message_id, for_member_id, target_language, translated_content, source_language FROM message_translations ORDER BY message_id, for_member_id';

describe('matches projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps matches, their messages and each member's latest translation, the same however often the events are applied", async () => {
    const pair = pairStream('ama', 'kofi');
    const events = await recordEvents(log, [
      on(pair, MatchMade, { matchId: 'm1', userId1: 'kofi', userId2: 'ama' }, '2025-03-01T10:00:00Z'),
      on(matchStream('m1'), MatchOpened, { matchId: 'm1', userId1: 'kofi', userId2: 'ama' }, '2025-03-01T10:00:01Z'),
      on(matchStream('m1'), MessageSent, { matchId: 'm1', messageId: 'msg1', senderId: 'kofi', receiverId: 'ama', content: 'Hello Ama, how are you?', originalLanguage: 'en' }, '2025-03-01T10:05:00Z'),
      on(matchStream('m1'), MessageSent, { matchId: 'm1', messageId: 'msg2', senderId: 'ama', receiverId: 'kofi', content: 'Ça va', originalLanguage: null }, '2025-03-01T10:06:00Z'),
      on(matchStream('m1'), MessageTranslated, { matchId: 'm1', messageId: 'msg1', forMemberId: 'ama', senderId: 'kofi', targetLanguage: 'fr', translatedContent: 'Bonjour', sourceLanguage: 'en' }, '2025-03-01T10:07:00Z'),
      on(matchStream('m1'), MessageTranslated, { matchId: 'm1', messageId: 'msg1', forMemberId: 'ama', senderId: 'kofi', targetLanguage: 'pt', translatedContent: 'Olá', sourceLanguage: 'en' }, '2025-03-01T10:08:00Z'),
      on(pairStream('ama', 'esi'), MatchMade, { matchId: 'm2', userId1: 'ama', userId2: 'esi' }, '2025-03-02T10:00:00Z'),
      on(matchStream('m2'), MatchOpened, { matchId: 'm2', userId1: 'ama', userId2: 'esi' }, '2025-03-02T10:00:01Z'),
      on(matchStream('m2'), MatchClosed, { matchId: 'm2', byMemberId: 'esi', reason: 'block' }, '2025-03-02T11:00:00Z'),
      on(pairStream('ama', 'esi'), PairUnmatched, { matchId: 'm2', byMemberId: 'esi', reason: 'block' }, '2025-03-02T11:00:01Z'),
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      matches: await rowsAfterBatches(log, matchesProjector, batches, MATCHES),
      messages: await rowsAfterBatches(log, matchesProjector, batches, MESSAGES),
      translations: await rowsAfterBatches(log, matchesProjector, batches, TRANSLATIONS),
    });

    const once = await rows([events]);
    expect(once).toEqual({
      matches: [
        { id: 'm1', user_id1: 'kofi', user_id2: 'ama', created_at: new Date('2025-03-01T10:00:00Z'), closed_at: null, closed_reason: null },
        { id: 'm2', user_id1: 'ama', user_id2: 'esi', created_at: new Date('2025-03-02T10:00:00Z'), closed_at: new Date('2025-03-02T11:00:00Z'), closed_reason: 'block' },
      ],
      messages: [
        { id: 'msg1', match_id: 'm1', sender_id: 'kofi', content: 'Hello Ama, how are you?', original_language: 'en', created_at: new Date('2025-03-01T10:05:00Z') },
        { id: 'msg2', match_id: 'm1', sender_id: 'ama', content: 'Ça va', original_language: null, created_at: new Date('2025-03-01T10:06:00Z') },
      ],
      translations: [{ message_id: 'msg1', for_member_id: 'ama', target_language: 'pt', translated_content: 'Olá', source_language: 'en' }],
    });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 6), events])).toEqual(once);
  });

  it("removes a deleted member's matches and both sides of her conversations, for her partners too, and nothing of others", async () => {
    const events = await recordEvents(log, [
      on(pairStream('abena', 'yaw'), MatchMade, { matchId: 'm10', userId1: 'yaw', userId2: 'abena' }, '2025-04-01T10:00:00Z'),
      on(matchStream('m10'), MessageSent, { matchId: 'm10', messageId: 'msg10', senderId: 'yaw', receiverId: 'abena', content: 'Hi Abena', originalLanguage: 'en' }, '2025-04-01T10:01:00Z'),
      on(matchStream('m10'), MessageSent, { matchId: 'm10', messageId: 'msg11', senderId: 'abena', receiverId: 'yaw', content: 'Hi Yaw', originalLanguage: 'en' }, '2025-04-01T10:02:00Z'),
      on(matchStream('m10'), MessageTranslated, { matchId: 'm10', messageId: 'msg11', forMemberId: 'yaw', senderId: 'abena', targetLanguage: 'fr', translatedContent: 'Salut Yaw', sourceLanguage: 'en' }, '2025-04-01T10:03:00Z'),
      on(pairStream('efua', 'yaw'), MatchMade, { matchId: 'm11', userId1: 'efua', userId2: 'yaw' }, '2025-04-01T11:00:00Z'),
      on(matchStream('m11'), MessageSent, { matchId: 'm11', messageId: 'msg12', senderId: 'efua', receiverId: 'yaw', content: 'Hello Yaw', originalLanguage: 'en' }, '2025-04-01T11:01:00Z'),
      on(memberStream('abena'), AccountDeleted, { memberId: 'abena' }, '2025-04-02T10:00:00Z'),
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      matches: (await rowsAfterBatches(log, matchesProjector, batches, MATCHES)).map(({ id }) => id),
      messages: (await rowsAfterBatches(log, matchesProjector, batches, MESSAGES)).map(({ id }) => id),
      translations: await rowsAfterBatches(log, matchesProjector, batches, TRANSLATIONS),
    });
    const once = await rows([events]);
    expect(once).toEqual({ matches: ['m11'], messages: ['msg12'], translations: [] });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 4), events.slice(2)])).toEqual(once);
  });
});
