import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MatchClosed,
  VirtualDateAccepted,
  VirtualDateDeclined,
  VirtualDateEnded,
  VirtualDateProposed,
  VirtualDateReminded,
  VirtualDateStarted,
  matchStream,
  newEvent,
  virtualDateStream,
  type EventDefinition,
} from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { virtualDatesProjector } from './projector.ts';

const at = (time: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(time) });
const on = <Type extends string, Data>(stream: string, definition: EventDefinition<Type, Data>, data: Data, time: string) =>
  [stream, newEvent(definition, data, at(time))] as const;

const DATES = 'SELECT id, match_id, status, scheduled_at, reminded, started_at, ended_at, duration_seconds, match_open FROM virtual_dates ORDER BY id';
const proposal = (dateId: string, matchId: string, scheduledAt: string | null = null) =>
  ({ dateId, matchId, initiatorId: 'kofi', participantId: 'ama', dateType: 'video_chat', scheduledAt }) as const;

describe('virtual dates projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('follows each date through its answers, reminder, call and end, and hides the dates of a closed match, however often applied', async () => {
    const events = await recordEvents(log, [
      on(virtualDateStream('d1'), VirtualDateProposed, proposal('d1', 'm1', '2025-03-01T12:00:00.000Z'), '2025-03-01T10:00:00Z'),
      on(virtualDateStream('d1'), VirtualDateAccepted, { dateId: 'd1', byMemberId: 'ama' }, '2025-03-01T10:01:00Z'),
      on(virtualDateStream('d1'), VirtualDateReminded, { dateId: 'd1', matchId: 'm1', memberIds: ['kofi', 'ama'], scheduledAt: '2025-03-01T12:00:00.000Z' }, '2025-03-01T11:55:00Z'),
      on(virtualDateStream('d1'), VirtualDateStarted, { dateId: 'd1', byMemberId: 'kofi' }, '2025-03-01T12:00:00Z'),
      on(virtualDateStream('d1'), VirtualDateEnded, { dateId: 'd1', byMemberId: 'ama', durationSeconds: 600 }, '2025-03-01T12:10:00Z'),
      on(virtualDateStream('d2'), VirtualDateProposed, proposal('d2', 'm1'), '2025-03-02T10:00:00Z'),
      on(virtualDateStream('d2'), VirtualDateDeclined, { dateId: 'd2', byMemberId: 'ama' }, '2025-03-02T10:01:00Z'),
      on(virtualDateStream('d3'), VirtualDateProposed, proposal('d3', 'm2'), '2025-03-03T10:00:00Z'),
      on(matchStream('m2'), MatchClosed, { matchId: 'm2', byMemberId: 'ama', reason: 'block' }, '2025-03-03T11:00:00Z'),
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, virtualDatesProjector, batches, DATES);

    const once = await rows([events]);
    expect(once).toEqual([
      {
        id: 'd1', match_id: 'm1', status: 'ended', scheduled_at: new Date('2025-03-01T12:00:00Z'), reminded: true,
        started_at: new Date('2025-03-01T12:00:00Z'), ended_at: new Date('2025-03-01T12:10:00Z'), duration_seconds: 600, match_open: true,
      },
      { id: 'd2', match_id: 'm1', status: 'cancelled', scheduled_at: null, reminded: false, started_at: null, ended_at: null, duration_seconds: null, match_open: true },
      { id: 'd3', match_id: 'm2', status: 'pending', scheduled_at: null, reminded: false, started_at: null, ended_at: null, duration_seconds: null, match_open: false },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 5), events])).toEqual(once);
  });
});
