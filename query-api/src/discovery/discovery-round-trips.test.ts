import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRankedLists } from './ranked-lists.ts';
import { startDiscoveryWorld, type DiscoveryWorld } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  world = await startDiscoveryWorld();
});
afterAll(() => world.close());

/** The world's pool, counting the statements sent through it: each is a round trip to PostgreSQL. */
const countingPool = (pool: pg.Pool) => {
  const counter = { queries: 0 };
  const query = (...args: Parameters<pg.Pool['query']>) => {
    counter.queries++;
    return (pool.query as (...args: unknown[]) => unknown)(...args);
  };
  return { pool: new Proxy(pool, { get: (target, name) => (name === 'query' ? query : Reflect.get(target, name)) }), counter };
};

describe('discovery: round trips to PostgreSQL per page', () => {
  it('ranks a new list in two queries and serves a kept one in one, distance privacy included', async () => {
    const place = { latitude: 6.6, longitude: -1.6, currentCity: 'Kumasi', currentCountry: 'Ghana' };
    const viewer = await world.member(place);
    const [shown, private_] = [await world.member(place), await world.member(place)];
    // As her Privacy Settings' projection writes it: the setting itself is tested with its command (trust/privacy-api.test.ts).
    await world.stack.pool.query(
      `INSERT INTO discovery_privacy (member_id, distance_visibility, hide_from_discovery, last_position) VALUES ($1, 'nobody', false, '')
       ON CONFLICT (member_id) DO UPDATE SET distance_visibility = 'nobody'`,
      [private_],
    );
    // Through HTTP first: it waits until the read model holds every member appended.
    expect((await world.discoveredIds(viewer)).sort()).toEqual([shown, private_].sort());

    const { pool, counter } = countingPool(world.stack.pool);
    const lists = createRankedLists(pool);
    await lists.ready();
    counter.queries = 0;
    const first = await lists.page(viewer, null, 10);
    expect(counter.queries).toBe(2);
    const again = await lists.page(viewer, null, 10);
    expect(counter.queries).toBe(3);
    for (const page of [first, again]) {
      expect(page.find(({ candidate }) => candidate.id === private_)?.distanceKm).toBeNull();
      expect(page.find(({ candidate }) => candidate.id === shown)?.distanceKm).toEqual(expect.any(Number));
    }
  });
});
