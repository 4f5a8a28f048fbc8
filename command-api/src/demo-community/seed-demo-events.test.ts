import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { CommunityEventListed, createPostgresEventStore, eventsOf, migrateEventStore, type EventStore, type EventsIn } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { demoMember } from './demo-member.ts';
import { generateDemoMembers } from './generate-members.ts';
import { DEMO_EVENTS, seedDemoEvents } from './seed-demo-events.ts';
import { seededRandom } from './seeded-random.ts';

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

const listed = eventsOf(CommunityEventListed);
const listings = async () => {
  const found: Array<EventsIn<typeof listed>['data']> = [];
  for await (const event of store.readAll({ types: listed.types })) found.push(listed.parse(event).data);
  return found;
};

describe('seedDemoEvents', () => {
  it('lists at least 60 events across cities and categories over the next 90 days, once however often it runs', async () => {
    const now = new Date();
    const context = { actorId: 'system', correlationId: 'seed', demo: true };
    const demo = demoMember(seededRandom('sankofa-demo-member'));
    const community = generateDemoMembers(20);
    await seedDemoEvents(store, demo, community, context, now);
    await seedDemoEvents(store, demo, community, context, now);
    const events = await listings();
    expect(events).toHaveLength(DEMO_EVENTS);
    expect(DEMO_EVENTS).toBeGreaterThanOrEqual(60);
    expect(new Set(events.map((event) => event.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(events.map((event) => event.category)).size).toBe(6);
    const today = now.toISOString().slice(0, 10);
    const in90Days = new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(events.every((event) => event.date > today && event.date <= in90Days)).toBe(true);
    expect(new Set(events.map((event) => event.title)).size).toBe(DEMO_EVENTS);
  });
});
