import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRouter } from '@sankofa/command-api/privacy';
import { discoveryQueryRouter, locationQueryRouter } from '../discovery/index.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { trustQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'member_privacy'],
    commandRouters: (deps) => [privacyRouter(deps)],
    queryRouters: (deps) => [trustQueryRouter(deps), discoveryQueryRouter(deps), locationQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const { member, post, get } = memberClient(() => stack, {
  emailPrefix: 'privacy',
  firstNamePrefix: 'Privacy',
  defaults: {
    lastName: 'Owusu', age: 30, location: 'Kumasi', heritage: 'Ghanaian', profession: 'Teacher',
    // Ranking uses religion and distance only with consent, which these members give.
    sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true },
  },
});

/** Each test in its own town, far from the others'. */
let towns = 0;
const town = () => {
  const n = ++towns;
  return { latitude: -40 + n * 5, longitude: 30, currentCity: `Privacyville ${n}`, currentCountry: 'Testland' };
};
const near = (place: ReturnType<typeof town>) => ({ ...place, latitude: place.latitude + 0.05 });

type Card = { id: string; distanceBand: string | null };
const discovered = async (viewerId: string): Promise<Card[]> => (await get(viewerId, '/api/users/discovery')).body;

describe('privacy settings', () => {
  it('answer the defaults until saved, then what was saved, for the token member only', async () => {
    const ama = await member();
    const kofi = await member();
    expect(await get(ama, '/api/user/privacy-settings')).toEqual({ status: 200, body: { distanceVisibility: 'everyone', hideFromDiscovery: false } });
    const saved = await post(ama, '/api/user/privacy-settings', { distanceVisibility: 'nobody', hideFromDiscovery: true });
    expect(saved.status).toBe(200);
    expect(saved.body.position).toEqual(expect.any(String));
    expect((await get(ama, '/api/user/privacy-settings')).body).toEqual({ distanceVisibility: 'nobody', hideFromDiscovery: true });
    expect((await get(kofi, '/api/user/privacy-settings')).body).toEqual({ distanceVisibility: 'everyone', hideFromDiscovery: false });
  });

  it('refuse a bad body with a 400 naming the field', async () => {
    const ama = await member();
    const wrongChoice = await post(ama, '/api/user/privacy-settings', { distanceVisibility: 'friends', hideFromDiscovery: false });
    expect(wrongChoice.status).toBe(400);
    expect(JSON.stringify(wrongChoice.body)).toContain('distanceVisibility must be one of everyone, matches, nobody');
    const missing = await post(ama, '/api/user/privacy-settings', { distanceVisibility: 'nobody' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('hideFromDiscovery is required');
    const response = await fetch(`${stack.commandUrl}/api/user/privacy-settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
  });

  it("take a hidden member out of everyone's discovery and location lists, and bring her back when she unhides", async () => {
    const place = town();
    const viewer = await member(place);
    const hidden = await member(near(place));
    expect((await discovered(viewer)).map(({ id }) => id)).toEqual([hidden]);
    await post(hidden, '/api/user/privacy-settings', { distanceVisibility: 'everyone', hideFromDiscovery: true });
    expect(await discovered(viewer)).toEqual([]);
    const inCity = (await get(viewer, `/api/users/location/${encodeURIComponent(place.currentCity)}`)).body as Array<{ id: string }>;
    expect(inCity.map(({ id }) => id)).not.toContain(hidden);
    await post(hidden, '/api/user/privacy-settings', { distanceVisibility: 'everyone', hideFromDiscovery: false });
    expect((await discovered(viewer)).map(({ id }) => id)).toEqual([hidden]);
  });

  it("show a member's distance only when she lets everyone see it", async () => {
    const place = town();
    const viewer = await member(place);
    const ama = await member(near(place));
    const [shown] = await discovered(viewer);
    expect(shown).toMatchObject({ id: ama, distanceBand: expect.any(String) });
    for (const choice of ['matches', 'nobody'] as const) {
      await post(ama, '/api/user/privacy-settings', { distanceVisibility: choice, hideFromDiscovery: false });
      expect(await discovered(viewer), choice).toEqual([expect.objectContaining({ id: ama, distanceBand: null })]);
    }
    await post(ama, '/api/user/privacy-settings', { distanceVisibility: 'everyone', hideFromDiscovery: false });
    expect((await discovered(viewer))[0]).toMatchObject({ id: ama, distanceBand: shown!.distanceBand });
  });
});
