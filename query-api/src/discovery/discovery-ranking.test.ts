import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscoveryWorld, type DiscoveryWorld, type Profile } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  // Lists ranked two at a time, so that pages run past what was ranked and rank the next chunk.
  world = await startDiscoveryWorld({ chunk: 2 });
});
afterAll(() => world.close());

let towns = 0;
const town = () => {
  const n = ++towns;
  return { latitude: -50 + n * 4, longitude: 80, currentCity: `Ranktown ${n}`, currentCountry: 'Testland' };
};

const VIEWER: Profile = { culturalValues: ['family-oriented', 'creative'], languages: ['English', 'Twi'], heritage: 'Ghanaian', relationshipGoals: 'marriage' };
const CANDIDATES: Record<string, Profile> = {
  nothing: { heritage: 'Kenyan', relationshipGoals: 'casual' },
  heritageOnly: { heritage: 'Ghanaian' },
  half: { culturalValues: ['creative', 'modern'], languages: ['English'], heritage: 'Ghanaian', relationshipGoals: 'casual' },
  everything: { culturalValues: ['creative', 'family-oriented'], languages: ['Twi', 'English', 'French'], heritage: 'Ghanaian', relationshipGoals: 'marriage' },
};

const placed = async (profiles: Record<string, Profile>) => {
  const place = town();
  const ids: Record<string, string> = {};
  for (const [name, profile] of Object.entries(profiles)) ids[name] = await world.member({ ...place, ...profile });
  const shown = async (viewerId: string) => {
    const { body } = await world.discover(viewerId);
    const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return (body as Array<{ id: string; compatibility: number; isBoosted: boolean }>).map(({ id, compatibility, isBoosted }) => ({ name: names.get(id), compatibility, isBoosted }));
  };
  return { place, ids, shown };
};

describe('GET /api/users/discovery: ranking', () => {
  it('ranks by cultural compatibility: shared values (40), languages (30), heritage (15), relationship goal (15)', async () => {
    const { place, shown } = await placed(CANDIDATES);
    const viewer = await world.member({ ...place, ...VIEWER });
    expect(await shown(viewer)).toEqual([
      { name: 'everything', compatibility: 100, isBoosted: false },
      { name: 'half', compatibility: 50, isBoosted: false },
      { name: 'heritageOnly', compatibility: 15, isBoosted: false },
      { name: 'nothing', compatibility: 0, isBoosted: false },
    ]);
  });

  it('puts boosted members first, and verified members next for premium viewers only', async () => {
    const { place, ids, shown } = await placed(CANDIDATES);
    await world.setColumns(ids.nothing!, { boosted_until: new Date(Date.now() + 3_600_000) });
    await world.setColumns(ids.half!, { boosted_until: new Date(Date.now() - 1_000) });
    await world.setColumns(ids.heritageOnly!, { is_verified: true });
    const member = await world.member({ ...place, ...VIEWER });
    const premium = await world.member({ ...place, ...VIEWER });
    await world.premium(premium);
    await world.swipe(member, premium, true);
    await world.swipe(premium, member, true);
    expect((await shown(member)).map(({ name }) => name)).toEqual(['nothing', 'everything', 'half', 'heritageOnly']);
    expect((await shown(premium)).map(({ name }) => name)).toEqual(['nothing', 'heritageOnly', 'everything', 'half']);
    expect((await shown(premium))[0]).toMatchObject({ isBoosted: true });
  });

  it("keeps only verified members with 'verified only', reading on through the list", async () => {
    const { place, ids } = await placed(Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`v${index}`, {}])));
    for (const name of ['v1', 'v4']) await world.setColumns(ids[name]!, { is_verified: true });
    const viewer = await world.member(place);
    const { body, nextCursor } = await world.discover(viewer, '?verifiedOnly=true&limit=1');
    expect(body.map(({ id }: { id: string }) => id)).toHaveLength(1);
    const next = await world.discover(viewer, `?verifiedOnly=true&limit=5&cursor=${nextCursor}`);
    expect([...body, ...next.body].map(({ id }: { id: string }) => id).sort()).toEqual([ids.v1, ids.v4].sort());
    expect((await world.discover(viewer, '?verifiedOnly=maybe')).status).toBe(400);
  });

  it('shows the public profile with distance, compatibility and boost, never private fields', async () => {
    const { place, ids } = await placed({ ama: { firstName: 'Ama', lastName: 'Mensah', photos: ['/api/media/a.png'] } });
    const viewer = await world.member(place);
    const [profile] = (await world.discover(viewer)).body;
    expect(profile).toMatchObject({ id: ids.ama, name: 'Ama Mensah', photos: ['/api/media/a.png'], isPremium: false, isVerified: false, distanceBand: 'Under 5 km', compatibility: 15, isBoosted: false });
    for (const hidden of ['email', 'phoneNumber', 'latitude', 'longitude', 'distanceKm', 'passwordHash']) expect(profile).not.toHaveProperty(hidden);
  });
});

describe('GET /api/users/discovery: paging', () => {
  it('pages with X-Next-Cursor: every profile once, in order, the last page without a cursor', async () => {
    const { place, ids } = await placed(Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`m${index}`, {}])));
    const viewer = await world.member(place);
    const everyone = (await world.discover(viewer, '?limit=50')).body.map(({ id }: { id: string }) => id);
    expect(everyone.sort()).toEqual(Object.values(ids).sort());
    const pages: string[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await world.discover(viewer, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(response.body.map(({ id }: { id: string }) => id));
      cursor = response.nextCursor;
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual((await world.discover(viewer, '?limit=50')).body.map(({ id }: { id: string }) => id));
    expect((await world.discover(viewer)).body).toHaveLength(7);
  });

  it('neither repeats nor skips when members are swiped or join between pages', async () => {
    const { place } = await placed(Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`m${index}`, {}])));
    const viewer = await world.member({ ...place, heritage: 'Ghanaian' });
    const first = await world.discover(viewer, '?limit=2');
    const rest = (await world.discover(viewer, `?limit=50&cursor=${first.nextCursor}`)).body.map(({ id }: { id: string }) => id);
    await world.swipe(viewer, rest[0], false);
    const newcomer = await world.member({ ...place, heritage: 'Nigerian' });
    const second = await world.discover(viewer, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.body.map(({ id }: { id: string }) => id)).toEqual(rest.slice(1, 3));
    const third = await world.discover(viewer, `?limit=50&cursor=${second.nextCursor}`);
    expect(third.body.map(({ id }: { id: string }) => id)).toEqual([...rest.slice(3), newcomer].sort((a, b) => (a < b ? -1 : 1)));
    expect(third.nextCursor).toBeNull();
  });
});
