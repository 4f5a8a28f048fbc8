import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  InfluencerApplied,
  InfluencerEventJoined,
  InfluencerEventScheduled,
  InfluencerFollowed,
  InfluencerVerified,
  influencerEventStream,
  influencerFollowStream,
  influencerStream,
  memberStream,
  newEvent,
} from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { influencersProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test', now: new Date('2025-01-01T10:00:00Z') };
const application = (memberId: string) => ({ memberId, influencerType: 'chef' as const, bio: 'b'.repeat(60), socialLinks: [], followerCount: 5000, specialties: ['Jollof'] });
const details = (eventId: string, influencerId: string) => ({
  eventId, influencerId, eventType: 'Cooking Demo', title: 'Jollof night', description: 'Cook jollof together live', scheduledAt: '2025-02-01T18:00:00.000Z', duration: 60, maxParticipants: 5,
});
const ROWS = `SELECT 'influencer' AS kind, member_id AS a, null AS b FROM influencers
  UNION ALL SELECT 'follow', influencer_id, member_id FROM influencer_follows
  UNION ALL SELECT 'event', event_id, influencer_id FROM influencer_events
  UNION ALL SELECT 'place', event_id, member_id FROM influencer_event_participants ORDER BY kind, a, b`;

describe('influencers projector: deleted members', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('drop out of every list: her influencer profile and events, her follows and places, and her followers', async () => {
    const events = await recordEvents(log, [
      [influencerStream('ama'), newEvent(InfluencerApplied, application('ama'), context)],
      [influencerStream('ama'), newEvent(InfluencerVerified, { memberId: 'ama', adminId: 'admin' }, context)],
      [influencerStream('esi'), newEvent(InfluencerApplied, application('esi'), context)],
      [influencerStream('esi'), newEvent(InfluencerVerified, { memberId: 'esi', adminId: 'admin' }, context)],
      [influencerFollowStream('ama', 'kofi'), newEvent(InfluencerFollowed, { influencerId: 'ama', memberId: 'kofi' }, context)],
      [influencerFollowStream('esi', 'ama'), newEvent(InfluencerFollowed, { influencerId: 'esi', memberId: 'ama' }, context)],
      [influencerFollowStream('esi', 'kofi'), newEvent(InfluencerFollowed, { influencerId: 'esi', memberId: 'kofi' }, context)],
      [influencerEventStream('e1'), newEvent(InfluencerEventScheduled, details('e1', 'ama'), context)],
      [influencerEventStream('e1'), newEvent(InfluencerEventJoined, { eventId: 'e1', memberId: 'kofi' }, context)],
      [influencerEventStream('e2'), newEvent(InfluencerEventScheduled, details('e2', 'esi'), context)],
      [influencerEventStream('e2'), newEvent(InfluencerEventJoined, { eventId: 'e2', memberId: 'ama' }, context)],
      [influencerEventStream('e2'), newEvent(InfluencerEventJoined, { eventId: 'e2', memberId: 'kofi' }, context)],
      [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, context)],
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, influencersProjector, batches, ROWS);
    const once = await rows([events]);
    expect(once).toEqual([
      { kind: 'event', a: 'e2', b: 'esi' },
      { kind: 'follow', a: 'esi', b: 'kofi' },
      { kind: 'influencer', a: 'esi', b: null },
      { kind: 'place', a: 'e2', b: 'kofi' },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
