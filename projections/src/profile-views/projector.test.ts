import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeleted, ProfileViewed, memberStream, newEvent, profileViewStream } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { profileViewersProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const view = (viewerId: string, viewedId: string) => [profileViewStream(viewerId, viewedId), newEvent(ProfileViewed, { viewerId, viewedId, viewedIsPremium: false }, context)] as const;
const VIEWS = 'SELECT viewer_id, viewed_id FROM profile_views ORDER BY viewer_id, viewed_id';

describe('profile viewers projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps every view, and drops a deleted member's views, those she made and those of her profile", async () => {
    const events = await recordEvents(log, [view('ama', 'kofi'), view('kofi', 'ama'), view('esi', 'kofi'), [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, context)]]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, profileViewersProjector, batches, VIEWS);
    expect(await rows([events.slice(0, 3)])).toEqual([
      { viewer_id: 'ama', viewed_id: 'kofi' },
      { viewer_id: 'esi', viewed_id: 'kofi' },
      { viewer_id: 'kofi', viewed_id: 'ama' },
    ]);
    const once = await rows([events]);
    expect(once).toEqual([{ viewer_id: 'esi', viewed_id: 'kofi' }]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
