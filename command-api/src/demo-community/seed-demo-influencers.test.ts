import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { InfluencerApplied, InfluencerEventScheduled, InfluencerVerified, createPostgresEventStore, eventsOf, migrateEventStore, type EventSet, type EventStore, type RecordedEvent } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { generateDemoMembers } from './generate-members.ts';
import { applyAsInfluencer } from '../influencers/handle.ts';
import { seedDemoInfluencers } from './seed-demo-influencers.ts';

let pool: pg.Pool;
let store: EventStore;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

/** The log's events among `events`, in order. */
const eventsInLog = async <Event extends RecordedEvent>(events: EventSet<Event>) => {
  const found: Event[] = [];
  for await (const event of store.readAll({ types: events.types })) found.push(events.parse(event));
  return found;
};

describe('seedDemoInfluencers', () => {
  it('makes five verified influencers with upcoming events, once, finishing a run cut short', async () => {
    const members = generateDemoMembers(8);
    const context = { actorId: 'system', correlationId: 'seed', demo: true };
    // A run cut short after the first member applied.
    const bio = 'An application made before the seeder was interrupted, long enough to pass.';
    await applyAsInfluencer(store, { memberId: members[0]!.memberId, influencerType: 'chef', bio, socialLinks: ['https://x.example/a'], followerCount: 2000, specialties: ['Jollof'] }, context);
    await seedDemoInfluencers(store, members, 'admin-1', context);
    expect(await eventsInLog(eventsOf(InfluencerVerified))).toHaveLength(5);
    const scheduled = await eventsInLog(eventsOf(InfluencerEventScheduled));
    expect(scheduled).toHaveLength(7);
    for (const event of scheduled) expect(Date.parse(event.data.scheduledAt)).toBeGreaterThan(Date.now());
    await seedDemoInfluencers(store, members, 'admin-1', context);
    expect(await eventsInLog(eventsOf(InfluencerApplied))).toHaveLength(5);
    expect(await eventsInLog(eventsOf(InfluencerEventScheduled))).toHaveLength(7);
  });
});
