import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lovePassportRouter } from '@sankofa/command-api/love-passport';
import { swipesRouter } from '@sankofa/command-api/swipes';
import type { LovePassportsResponse } from '@sankofa/contracts';
import { PremiumActivated, memberStream, newEvent } from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { discoveryQueryRouter } from '../discovery/routes/feed.ts';
import { lovePassportQueryRouter } from './routes.ts';

const context = { actorId: 'test', correlationId: 'test' };
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'members', 'love_passports'],
    commandRouters: (deps) => [lovePassportRouter(deps), swipesRouter(deps)],
    queryRouters: (deps) => [discoveryQueryRouter(deps), lovePassportQueryRouter(deps)],
    rateLimits: { swipes: { points: 1000, durationSeconds: 60 } },
  });
});
afterAll(() => stack?.close());

const { member, post, get, seen } = memberClient(() => stack, {
  emailPrefix: 'passport',
  firstNamePrefix: 'Member',
  defaults: { lastName: 'Okafor', age: 30, location: 'Somewhere', heritage: 'Nigerian', profession: 'Engineer' },
});

const createPassport = async (memberId: string, region: string, country?: string) => post(memberId, '/api/love-passport', { region, ...(country ? { country } : {}) });
const passportIdOf = (reply: { body: Record<string, unknown> }) => (reply.body.passport as { id: string }).id;

describe('POST /api/love-passport and GET /api/love-passports', () => {
  it('gives a free member one region, 10 swipes for 24 hours, and lists it for that member only', async () => {
    const ama = await member();
    const other = await member();
    const created = await createPassport(ama, 'West Africa', 'Ghana');
    expect(created.status).toBe(201);
    expect(created.body.passport).toMatchObject({ region: 'West Africa', country: 'Ghana', maxSwipes: 10 });
    const { expiresAt, activatedAt } = created.body.passport as { expiresAt: string; activatedAt: string };
    expect(Date.parse(expiresAt) - Date.parse(activatedAt)).toBe(24 * 3_600_000);

    const again = await createPassport(ama, 'East Africa');
    expect(again).toMatchObject({ status: 403, body: { code: 'passport_premium_required' } });

    const mine = (await get(ama, '/api/love-passports')).body as LovePassportsResponse;
    expect(mine.regions.map((region) => region.name)).toEqual(['West Africa', 'East Africa', 'Southern Africa', 'Central Africa']);
    expect(mine.isPremium).toBe(false);
    expect(mine.passports).toEqual([expect.objectContaining({ region: 'West Africa', country: 'Ghana', swipesUsed: 0, swipesLeft: 10, percentUsed: 0, isActive: true })]);
    expect(((await get(other, '/api/love-passports')).body as LovePassportsResponse).passports).toEqual([]);
  });

  it('lets a premium member hold several regions, with unlimited swipes for 30 days', async () => {
    const kofi = await member();
    seen(await stack.given(memberStream(kofi), newEvent(PremiumActivated, { memberId: kofi, until: null }, context)));
    expect((await createPassport(kofi, 'West Africa')).status).toBe(201);
    const east = await createPassport(kofi, 'East Africa');
    expect(east.status).toBe(201);
    expect(east.body.passport).toMatchObject({ maxSwipes: null });
    const { expiresAt, activatedAt } = east.body.passport as { expiresAt: string; activatedAt: string };
    expect(Date.parse(expiresAt) - Date.parse(activatedAt)).toBe(30 * 24 * 3_600_000);
    const listed = (await get(kofi, '/api/love-passports')).body as LovePassportsResponse;
    expect(listed.isPremium).toBe(true);
    expect(listed.passports.map((passport) => passport.region).sort()).toEqual(['East Africa', 'West Africa']);
  });

  it('lets only one of two racing creations through for a free member', async () => {
    const ama = await member();
    const replies = await Promise.all([createPassport(ama, 'West Africa'), createPassport(ama, 'Southern Africa')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 403]);
  });

  it('refuses a region that does not exist, and a country outside the region', async () => {
    const ama = await member();
    expect((await createPassport(ama, 'Atlantis')).status).toBe(400);
    expect((await createPassport(ama, 'West Africa', 'Kenya')).status).toBe(400);
  });
});

describe('discovery and swipes in a passport', () => {
  it("shows only the region's members, by where they live, their home country or their heritage, whatever the distance", async () => {
    const viewer = await member({ latitude: 51.5, longitude: -0.12, currentCity: 'London', currentCountry: 'United Kingdom' });
    const kenyanInLondon = await member({ heritage: 'Kenyan', latitude: 51.5, longitude: -0.12, currentCity: 'London', currentCountry: 'United Kingdom' });
    const inNairobi = await member({ heritage: 'Nigerian', latitude: -1.29, longitude: 36.82, currentCity: 'Nairobi', currentCountry: 'Kenya' });
    const nigerianInLondon = await member({ heritage: 'Nigerian', latitude: 51.5, longitude: -0.12, currentCity: 'London', currentCountry: 'United Kingdom' });
    const passportId = passportIdOf(await createPassport(viewer, 'East Africa'));
    const shown = ((await get(viewer, `/api/users/discovery?passport=${passportId}&limit=50`)).body as Array<{ id: string }>).map(({ id }) => id);
    expect(shown).toContain(kenyanInLondon);
    expect(shown).toContain(inNairobi);
    expect(shown).not.toContain(nigerianInLondon);
    const usual = ((await get(viewer, '/api/users/discovery?limit=50')).body as Array<{ id: string }>).map(({ id }) => id);
    expect(usual).toContain(nigerianInLondon);
    // Another member's passport does not exist to the viewer.
    const other = await member();
    const theirs = passportIdOf(await createPassport(other, 'West Africa'));
    expect((await get(viewer, `/api/users/discovery?passport=${theirs}`)).status).toBe(404);
  });

  it('counts each swipe in a free passport and refuses the 11th', async () => {
    const swiper = await member();
    const passportId = passportIdOf(await createPassport(swiper, 'West Africa'));
    const targets = await Promise.all(Array.from({ length: 11 }, () => member()));
    for (const target of targets.slice(0, 10)) {
      expect((await post(swiper, '/api/swipes', { swipedId: target, isLike: false, passportId })).status).toBe(201);
    }
    const eleventh = await post(swiper, '/api/swipes', { swipedId: targets[10], isLike: false, passportId });
    expect(eleventh).toMatchObject({ status: 429, body: { code: 'passport_swipe_limit' } });
    const [passport] = ((await get(swiper, '/api/love-passports')).body as LovePassportsResponse).passports;
    expect(passport).toMatchObject({ swipesUsed: 10, swipesLeft: 0, percentUsed: 100 });
  });

  it('never counts more than 10 swipes, however many race', async () => {
    const swiper = await member();
    const passportId = passportIdOf(await createPassport(swiper, 'Central Africa'));
    const targets = await Promise.all(Array.from({ length: 16 }, () => member()));
    const replies = await Promise.all(targets.map((target) => post(swiper, '/api/swipes', { swipedId: target, isLike: false, passportId })));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429 || status === 409)).toBe(true);
    const [passport] = ((await get(swiper, '/api/love-passports')).body as LovePassportsResponse).passports;
    expect(passport?.swipesUsed).toBe(10);
  });
});
