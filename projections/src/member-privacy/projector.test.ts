import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryPrivacySaved, memberStream, newEvent } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { memberPrivacyProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const saved = (memberId: string, distanceVisibility: 'everyone' | 'matches' | 'nobody', hideFromDiscovery: boolean) =>
  [memberStream(memberId), newEvent(DiscoveryPrivacySaved, { memberId, distanceVisibility, hideFromDiscovery }, context)] as const;

const ROWS = 'SELECT member_id, distance_visibility, hide_from_discovery FROM member_privacy ORDER BY member_id';

describe('member privacy projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps each member's latest settings, however the saves are batched or applied again", async () => {
    const events = await recordEvents(log, [saved('ama', 'nobody', true), saved('kofi', 'matches', false), saved('ama', 'matches', false)]);
    const once = await rowsAfterBatches(log, memberPrivacyProjector, [events], ROWS);
    expect(once).toEqual([
      { member_id: 'ama', distance_visibility: 'matches', hide_from_discovery: false },
      { member_id: 'kofi', distance_visibility: 'matches', hide_from_discovery: false },
    ]);
    expect(await rowsAfterBatches(log, memberPrivacyProjector, [events, events.slice(0, 1)], ROWS)).toEqual(once);
    expect(await rowsAfterBatches(log, memberPrivacyProjector, events.map((event) => [event]), ROWS)).toEqual(once);
  });
});
