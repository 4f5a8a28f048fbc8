import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaused, AccountResumed, memberStream, newEvent } from '@sankofa/events';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { discoveryProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const paused = (memberId: string) => [memberStream(memberId), newEvent(AccountPaused, { memberId, pausedAt: '2026-03-01T09:00:00.000Z' }, context)] as const;
const resumed = (memberId: string) => [memberStream(memberId), newEvent(AccountResumed, { memberId, resumedAt: '2026-03-02T09:00:00.000Z' }, context)] as const;

const ROWS = `SELECT member_id, is_paused, last_position FROM discovery_profiles ORDER BY member_id`;

describe('discovery projector: paused accounts', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('marks a paused member until she resumes, moving her row so ranked lists see the change', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama')],
      [memberStream('kofi'), memberRegistered('kofi')],
      [memberStream('esi'), memberRegistered('esi')],
      paused('ama'),
      paused('kofi'),
      resumed('kofi'),
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, discoveryProjector, batches, ROWS);
    const once = await rows([events]);
    expect(once).toEqual([
      { member_id: 'ama', is_paused: true, last_position: events[3]!.position },
      { member_id: 'esi', is_paused: false, last_position: events[2]!.position },
      { member_id: 'kofi', is_paused: false, last_position: events[5]!.position },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 5), events.slice(3)])).toEqual(once);
  });
});
