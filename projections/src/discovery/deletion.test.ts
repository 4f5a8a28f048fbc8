import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeleted, DEFAULT_PREFERENCES, MemberBlocked, PreferencesSaved, SwipeRecorded, memberStream, newEvent, pairStream } from '@sankofa/events';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { discoveryProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const swipe = (swiperId: string, swipedId: string, isLike: boolean) =>
  [pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike, isSuperLike: false }, context)] as const;

const PROFILES = `SELECT p.member_id, p.is_deleted, p.heritage, p.age, c.first_name, c.photos, p.last_position
  FROM discovery_profiles p JOIN discovery_cards c USING (member_id) ORDER BY member_id`;
const RELATIONS = `SELECT 'swipe' AS kind, swiper_id AS a, swiped_id AS b FROM discovery_swipes
  UNION ALL SELECT 'block', blocker_id, blocked_id FROM discovery_blocks
  UNION ALL SELECT 'filters', member_id, null FROM discovery_preferences ORDER BY kind, a, b`;

describe('discovery projector: deleted accounts', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('erases a deleted member: her row keeps nothing of hers but her id and moves, her filters, swipes and blocks go', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama', { firstName: 'Ama', heritage: 'Ghanaian', age: 29 })],
      [memberStream('kofi'), memberRegistered('kofi', { firstName: 'Kofi', heritage: 'Ghanaian', age: 31 })],
      [memberStream('esi'), memberRegistered('esi', { firstName: 'Esi', heritage: 'Nigerian', age: 27 })],
      swipe('ama', 'kofi', true),
      swipe('kofi', 'ama', false),
      swipe('esi', 'kofi', true),
      [memberStream('kofi'), newEvent(MemberBlocked, { memberId: 'kofi', blockedMemberId: 'ama' }, context)],
      [memberStream('ama'), newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, memberId: 'ama' }, context)],
      [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, context)],
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      profiles: await rowsAfterBatches(log, discoveryProjector, batches, PROFILES),
      relations: await rowsAfterBatches(log, discoveryProjector, batches, RELATIONS),
    });
    const once = await rows([events]);
    expect(once.profiles).toEqual([
      { member_id: 'ama', is_deleted: true, heritage: '', age: 0, first_name: '', photos: [], last_position: events[8]!.position },
      { member_id: 'esi', is_deleted: false, heritage: 'Nigerian', age: 27, first_name: 'Esi', photos: [], last_position: events[2]!.position },
      { member_id: 'kofi', is_deleted: false, heritage: 'Ghanaian', age: 31, first_name: 'Kofi', photos: [], last_position: events[1]!.position },
    ]);
    expect(once.relations).toEqual([{ kind: 'swipe', a: 'esi', b: 'kofi' }]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 7), events.slice(5)])).toEqual(once);
  });
});
