import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscoveryWorld, type DiscoveryWorld, type Profile } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  world = await startDiscoveryWorld();
});
afterAll(() => world.close());

/** Of no African heritage the home-country route knows, unless a test says otherwise. */
const member = (profile: Profile = {}) => world.member({ heritage: 'Testian', ...profile });
const ids = async (viewerId: string, path: string) => {
  const response = await world.get(viewerId, path);
  expect(response.status, path).toBe(200);
  return (response.body as Array<{ id: string }>).map(({ id }) => id).sort();
};
const sorted = (...memberIds: string[]) => memberIds.sort();

describe('Location Discovery', () => {
  it('GET /api/users/location/:city: members living there, the city matched case-insensitively', async () => {
    const viewer = await member({ currentCity: 'Kumasi' });
    const [one, two] = [await member({ currentCity: 'Kumasi' }), await member({ currentCity: 'kumasi ' })];
    await member({ currentCity: 'Tamale' });
    expect(await ids(viewer, '/api/users/location/KUMASI')).toEqual(sorted(one, two));
    const [profile] = (await world.get(viewer, `/api/users/location/Kumasi`)).body;
    expect(profile).toMatchObject({ currentCity: expect.stringMatching(/kumasi/i), heritage: 'Testian' });
    expect(profile).not.toHaveProperty('email');
    expect(await ids(viewer, '/api/users/location/Nowhere')).toEqual([]);
  });

  it('never lists the viewer, members blocked either way or suspended members', async () => {
    const viewer = await member({ currentCity: 'Cape Coast' });
    const [blocked, blocking, suspended, shown] = [await member({ currentCity: 'Cape Coast' }), await member({ currentCity: 'Cape Coast' }), await member({ currentCity: 'Cape Coast' }), await member({ currentCity: 'Cape Coast' })];
    await world.block(viewer, blocked);
    await world.block(blocking, viewer);
    await world.setColumns(suspended, { is_suspended: true });
    expect(await ids(viewer, '/api/users/location/Cape%20Coast')).toEqual([shown]);
  });

  it('lists at most 50, newest first', async () => {
    const viewer = await member();
    const members: string[] = [];
    for (let index = 0; index < 52; index++) members.push(await member({ currentCity: 'Tema' }));
    const listed = (await world.get(viewer, '/api/users/location/Tema')).body.map(({ id }: { id: string }) => id);
    expect(listed).toEqual(members.slice(2).reverse());
  });

  it('GET /api/users/diaspora-hub/:city: members in one of the 12 hubs; any other city is a 400 naming them', async () => {
    const viewer = await member({ currentCity: 'London' });
    const newYorker = await member({ currentCity: 'New York' });
    await member({ currentCity: 'Boston' });
    expect(await ids(viewer, '/api/users/diaspora-hub/new%20york')).toEqual([newYorker]);
    const unknown = await world.get(viewer, '/api/users/diaspora-hub/Boston');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'params.city: city must be one of the diaspora hubs: London, New York, Toronto, Atlanta, Washington DC, Los Angeles, Paris, Berlin, Amsterdam, Stockholm, Melbourne, Sydney',
      code: 'validation_failed',
    });
  });

  it('GET /api/users/home-country/:city: members from that city\'s country wherever they live, and those living in the city', async () => {
    const viewer = await member({ currentCity: 'London' });
    const nigerianInLondon = await member({ heritage: 'Nigerian', currentCity: 'London' });
    const fromNigeriaInParis = await member({ homeCountry: 'nigeria', currentCity: 'Paris' });
    const livingInLagos = await member({ currentCity: 'Lagos' });
    const inAbuja = await member({ currentCity: 'Abuja' });
    await member({ heritage: 'Ghanaian', homeCountry: 'Ghana', currentCity: 'London' });
    expect(await ids(viewer, '/api/users/home-country/Lagos')).toEqual(sorted(nigerianInLondon, fromNigeriaInParis, livingInLagos));
    expect(await ids(viewer, '/api/users/home-country/abuja')).toEqual(sorted(nigerianInLondon, fromNigeriaInParis, inAbuja));
    const ghanaians = await ids(viewer, '/api/users/home-country/Accra');
    expect(ghanaians).toHaveLength(1);
    const unknown = await world.get(viewer, '/api/users/home-country/London');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(
      'params.city: city must be one of the African cities: Lagos, Abuja, Accra, Nairobi, Cape Town, Johannesburg, Addis Ababa, Dakar, Kigali, Cairo, Casablanca, Tunis',
    );
  });
});
