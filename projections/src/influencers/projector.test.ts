import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InfluencerApplied,
  InfluencerEventJoined,
  InfluencerEventLeft,
  InfluencerEventScheduled,
  InfluencerFollowed,
  InfluencerUnfollowed,
  InfluencerVerified,
  influencerEventStream,
  influencerFollowStream,
  influencerStream,
  newEvent,
  type RecordedEvent,
} from '@sankofa/events';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { handledIn } from '../runtime/testing/projector-rows.ts';
import { openTestLog, readWholeLog, type TestLog } from '../runtime/testing/test-log.ts';
import { influencersProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test', now: new Date('2025-01-01T10:00:00Z') };
const application = { memberId: 'ama', influencerType: 'chef' as const, bio: 'b'.repeat(60), socialLinks: ['https://x.example/ama'], followerCount: 5000, specialties: ['Jollof'] };
const details = { eventId: 'e1', influencerId: 'ama', eventType: 'Cooking Demo', title: 'Jollof night', description: 'Cook jollof together live', scheduledAt: '2025-02-01T18:00:00.000Z', duration: 60, maxParticipants: 5 };

describe('influencers projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    await log.store.append(influencerStream('ama'), [newEvent(InfluencerApplied, application, context), newEvent(InfluencerVerified, { memberId: 'ama', adminId: 'admin' }, context)]);
    await log.store.append(influencerFollowStream('ama', 'kofi'), [
      newEvent(InfluencerFollowed, { influencerId: 'ama', memberId: 'kofi' }, context),
      newEvent(InfluencerUnfollowed, { influencerId: 'ama', memberId: 'kofi' }, context),
      newEvent(InfluencerFollowed, { influencerId: 'ama', memberId: 'kofi' }, context),
    ]);
    await log.store.append(influencerFollowStream('ama', 'esi'), [newEvent(InfluencerFollowed, { influencerId: 'ama', memberId: 'esi' }, context)]);
    await log.store.append(influencerEventStream('e1'), [
      newEvent(InfluencerEventScheduled, details, context),
      newEvent(InfluencerEventJoined, { eventId: 'e1', memberId: 'kofi' }, context),
      newEvent(InfluencerEventJoined, { eventId: 'e1', memberId: 'esi' }, context),
      newEvent(InfluencerEventLeft, { eventId: 'e1', memberId: 'esi' }, context),
    ]);
    events = await readWholeLog(log);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, influencersProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await influencersProjector.apply(handledIn(influencersProjector, batch), tx);
      });
    }
    const query = async (sql: string) => (await log.pool.query(sql.replaceAll('$schema', schema))).rows;
    return {
      influencers: await query('SELECT member_id, status, follower_count, specialties FROM $schema.influencers'),
      following: await query('SELECT member_id FROM $schema.influencer_follows WHERE following ORDER BY member_id'),
      joined: await query('SELECT member_id FROM $schema.influencer_event_participants WHERE joined ORDER BY member_id'),
      events: await query('SELECT event_id, max_participants FROM $schema.influencer_events'),
    };
  };

  const expected = {
    influencers: [{ member_id: 'ama', status: 'verified', follower_count: 5000, specialties: ['Jollof'] }],
    following: [{ member_id: 'esi' }, { member_id: 'kofi' }],
    joined: [{ member_id: 'kofi' }],
    events: [{ event_id: 'e1', max_participants: 5 }],
  };

  it('keeps verified influencers, who follows them and who holds a place', async () => {
    expect(await applyAll('influencers_once', [events])).toEqual(expected);
  });

  it('ends the same when batches are applied again (after a crash)', async () => {
    expect(await applyAll('influencers_twice', [events.slice(0, 5), events.slice(2), events])).toEqual(expected);
  });
});
