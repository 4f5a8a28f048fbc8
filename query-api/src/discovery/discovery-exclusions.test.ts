import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscoveryWorld, type DiscoveryWorld } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  // Lists ranked two at a time, so that pages run past what was ranked and rank the next chunk.
  world = await startDiscoveryWorld({ chunk: 2 });
});
afterAll(() => world.close());

/** Each test lives in its own town, hundreds of km from the others', so their members never meet. */
let towns = 0;
const town = () => {
  const n = ++towns;
  return { latitude: -50 + n * 4, longitude: 20, currentCity: `Testville ${n}`, currentCountry: 'Testland' };
};

describe('GET /api/users/discovery: who is never shown', () => {
  it('answers 401 without a valid token, on discovery and the location routes', async () => {
    for (const path of ['/api/users/discovery', '/api/users/location/London', '/api/users/diaspora-hub/London', '/api/users/home-country/Lagos']) {
      expect((await world.get(null, path)).status, path).toBe(401);
    }
  });

  it('never shows the member themselves, members they swiped, blocked either way, or suspended', async () => {
    const place = town();
    const viewer = await world.member(place);
    const [liked, passed, blockedByViewer, blockingViewer, suspended, shown] = await Promise.all(Array.from({ length: 6 }, () => world.member(place)));
    await world.swipe(viewer, liked!, true);
    await world.swipe(viewer, passed!, false);
    await world.swipe(shown!, viewer, true);
    await world.block(viewer, blockedByViewer!);
    await world.block(blockingViewer!, viewer);
    await world.setColumns(suspended!, { is_suspended: true });
    expect(await world.discoveredIds(viewer)).toEqual([shown]);
    expect(await world.discoveredIds(blockingViewer!)).not.toContain(viewer);
  });

  it('shows a premium member the profiles they passed again, never the ones they liked', async () => {
    const place = town();
    const viewer = await world.member(place);
    const liked = await world.member(place);
    const passed = await world.member(place);
    await world.swipe(viewer, liked, true);
    await world.swipe(viewer, passed, false);
    expect(await world.discoveredIds(viewer)).toEqual([]);
    await world.premium(viewer);
    expect(await world.discoveredIds(viewer)).toEqual([passed]);
  });

  it('keeps a ranked list current: a swipe hides at once, a newcomer shows at once', async () => {
    const place = town();
    const viewer = await world.member(place);
    const first = await world.member(place);
    expect(await world.discoveredIds(viewer)).toEqual([first]);
    await world.swipe(viewer, first, false);
    const newcomer = await world.member(place);
    expect(await world.discoveredIds(viewer)).toEqual([newcomer]);
    await world.block(newcomer, viewer);
    expect(await world.discoveredIds(viewer)).toEqual([]);
  });

  it('answers an empty list to a member whose registration has not reached the read model', async () => {
    const response = await world.discover('0190a6e0-0000-7000-8000-00000000dead');
    expect(response).toMatchObject({ status: 200, body: [], nextCursor: null });
  });

  it('refuses bad query parameters with a 400 naming them', async () => {
    const viewer = await world.member(town());
    for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?limit=2.5']) {
      const response = await world.discover(viewer, query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ error: 'query.limit: limit must be a whole number from 1 to 50', code: 'validation_failed' });
    }
    for (const cursor of ['garbage', Buffer.from('[1,0,500,"x"]').toString('base64url'), Buffer.from('{"id":1}').toString('base64url')]) {
      const response = await world.discover(viewer, `?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.error).toBe('query.cursor: cursor must be the X-Next-Cursor of a previous page');
    }
  });
});
