import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryPrivacySaved, memberStream, newEvent, type DistanceVisibility } from '@sankofa/events';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { discoveryProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const privacy = (memberId: string, distanceVisibility: DistanceVisibility, hideFromDiscovery: boolean) =>
  [memberStream(memberId), newEvent(DiscoveryPrivacySaved, { memberId, distanceVisibility, hideFromDiscovery }, context)] as const;

const ROWS = `
SELECT p.member_id, p.is_hidden, v.distance_visibility, p.last_position = v.last_position AS moved
FROM discovery_profiles p LEFT JOIN discovery_privacy v USING (member_id) ORDER BY p.member_id`;

describe('discovery projector: privacy settings', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("hides a member who asks, keeps who may see her distance, and moves her row so ranked lists see the change", async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama')],
      [memberStream('kofi'), memberRegistered('kofi')],
      [memberStream('esi'), memberRegistered('esi')],
      privacy('ama', 'nobody', true),
      privacy('kofi', 'nobody', true),
      privacy('kofi', 'matches', false),
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, discoveryProjector, batches, ROWS);
    const once = await rows([events]);
    expect(once).toEqual([
      { member_id: 'ama', is_hidden: true, distance_visibility: 'nobody', moved: true },
      { member_id: 'esi', is_hidden: false, distance_visibility: null, moved: null },
      { member_id: 'kofi', is_hidden: false, distance_visibility: 'matches', moved: true },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 5), events.slice(3)])).toEqual(once);
  });
});
