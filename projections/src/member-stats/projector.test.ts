import { memberStream } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { memberStatsProjector } from './projector.ts';

const SELECT = 'SELECT member_id, matches, likes_given, super_likes FROM member_stats ORDER BY member_id';

describe('member_stats projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('opens a row of zeros for every member who registers, once however often it is applied', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama')],
      [memberStream('kofi'), memberRegistered('kofi')],
    ]);
    const once = await rowsAfterBatches(log, memberStatsProjector, [events], SELECT);
    expect(once).toEqual([
      { member_id: 'ama', matches: 0, likes_given: 0, super_likes: 0 },
      { member_id: 'kofi', matches: 0, likes_given: 0, super_likes: 0 },
    ]);
    expect(await rowsAfterBatches(log, memberStatsProjector, [events, events.slice(1), events], SELECT)).toEqual(once);
  });
});
