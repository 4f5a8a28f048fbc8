import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersRouters } from '@sankofa/command-api/members';
import { preferencesRouter } from '@sankofa/command-api/preferences';
import { safetyRouter } from '@sankofa/command-api/safety';
import { PremiumActivated, memberStream, newEvent, type Position } from '@sankofa/events';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { coarseCoordinates, type ReverseGeocoder } from '@sankofa/server-kit';
import { WEBM_HEADER, TINY_PNG } from '@sankofa/adapters/media/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { membersQueryRouter } from './routes.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/** The shape of a URL POST /api/media answers for a photo. */
const OWN_PHOTO = `/api/media/${'a'.repeat(64)}.png`;

const LAGOS = { city: 'Lagos', country: 'Nigeria', location: 'Lagos, Nigeria' };
/** Every point the server looked up: it names the coarse point, never the exact one. */
const lookedUp: Array<{ latitude: number; longitude: number }> = [];
const geocoder: ReverseGeocoder = {
  reverse: (latitude, longitude) => {
    lookedUp.push({ latitude, longitude });
    return Math.abs(latitude - 6.52) < 0.1 ? LAGOS : null;
  },
};

let stack: FeatureStack;
let mediaDirectory: string;
beforeAll(async () => {
  mediaDirectory = await mkdtemp(path.join(tmpdir(), 'sankofa-members-media-'));
  const media = createLocalMediaStorage(mediaDirectory);
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation'],
    commandRouters: (deps) => [...membersRouters({ ...deps, media, geocoder, identityBanKey: 'test-identity-ban-key' }), safetyRouter(deps), preferencesRouter(deps)],
    queryRouters: (deps) => [membersQueryRouter(deps)],
  });
});
afterAll(async () => {
  await stack.close();
  await rm(mediaDirectory, { recursive: true, force: true });
});

interface SignedIn {
  id: string;
  authorization: string;
  position: Position;
}

let sequence = 0;
const signUp = async (overrides: Record<string, unknown> = {}): Promise<SignedIn> => {
  const response = await fetch(`${stack.commandUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `member${++sequence}@example.com`,
      password: 'sankofa-demo',
      phoneNumber: uniquePhoneNumber(),
      firstName: 'Chidi',
      lastName: 'Okafor',
      age: 31,
      location: 'Lagos, Nigeria',
      heritage: 'Nigerian',
      profession: 'Engineer',
      latitude: 6.45,
      longitude: 3.39,
      ...overrides,
    }),
  });
  expect(response.status).toBe(201);
  const { user, auth, position } = await response.json();
  return { id: user.id, authorization: `Bearer ${auth.accessToken}`, position };
};

const send = (method: string, url: string, member: SignedIn | null, body?: unknown) =>
  fetch(`${stack.commandUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(member ? { authorization: member.authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const read = async (url: string, member: SignedIn, minPosition?: Position) =>
  fetch(`${stack.queryUrl}${url}`, { headers: { authorization: member.authorization, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
const uploadBio = (member: SignedIn, bioType: string, file: Buffer) => {
  const form = new FormData();
  form.append('bioType', bioType);
  form.append('file', new Blob([new Uint8Array(file)]), 'bio.webm');
  return fetch(`${stack.commandUrl}/api/user/bio`, { method: 'PATCH', headers: { authorization: member.authorization }, body: form });
};

const PUBLIC_FIELDS = [
  'id', 'name', 'firstName', 'lastName', 'age', 'location', 'profession', 'heritage', 'ethnicGroup', 'bio', 'bioType', 'audioBio', 'videoBio',
  'culturalValues', 'languages', 'diasporaGeneration', 'religionSpirituality', 'relationshipGoals', 'photos', 'isPremium', 'isVerified',
  'currentCity', 'currentCountry', 'homeCountry', 'createdAt',
];
const PRIVATE_FIELDS = ['email', 'phoneNumber', 'latitude', 'longitude', 'twoFactorEnabled', 'preferredLanguage', 'autoTranslate', 'role', 'interfaceLanguage', 'paused', 'sensitiveDataConsent'];

describe('members over HTTP', () => {
  it('answers 401 without a valid token on every member route', async () => {
    const someone = '0190a6e0-0000-7000-8000-000000000001';
    for (const [method, url] of [
      ['GET', `${stack.queryUrl}/api/user`],
      ['GET', `${stack.queryUrl}/api/users/${someone}`],
      ['PATCH', `${stack.commandUrl}/api/user`],
      ['PATCH', `${stack.commandUrl}/api/user/bio`],
      ['POST', `${stack.commandUrl}/api/users/${someone}/update-location`],
    ] as const) {
      expect((await fetch(url, { method })).status, `${method} ${url}`).toBe(401);
      expect((await fetch(url, { method, headers: { authorization: 'Bearer forged' } })).status, `${method} ${url} forged`).toBe(401);
    }
  });

  it('shows the member their own profile, private fields included', async () => {
    const chidi = await signUp({ email: 'Chidi@Example.com', phoneNumber: '+234 803 123 4567', culturalValues: ['family-oriented'] });
    const response = await read('/api/user', chidi, chidi.position);
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(Object.keys(user).sort()).toEqual([...PUBLIC_FIELDS, ...PRIVATE_FIELDS].sort());
    expect(user).toMatchObject({
      id: chidi.id,
      name: 'Chidi Okafor',
      email: 'chidi@example.com',
      phoneNumber: '+234 803 123 4567',
      ...coarseCoordinates({ latitude: 6.45, longitude: 3.39 }),
      culturalValues: ['family-oriented'],
      bio: '',
      bioType: 'text',
      isPremium: false,
      isVerified: false,
      twoFactorEnabled: false,
      preferredLanguage: 'en',
      autoTranslate: false,
      role: 'member',
      interfaceLanguage: null,
      paused: false,
      sensitiveDataConsent: { ethnicityAndReligion: false, preciseLocation: false },
    });
  });

  it('keeps the interface language the member chose, and refuses one the interface does not ship', async () => {
    const awa = await signUp();
    const saved = await send('POST', '/api/user/interface-language', awa, { language: 'fr' });
    expect(saved.status).toBe(200);
    const { position } = await saved.json();
    expect(await (await read('/api/user', awa, position)).json()).toMatchObject({ interfaceLanguage: 'fr' });

    const refused = await send('POST', '/api/user/interface-language', awa, { language: 'yo' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain('language must be one of en, fr, pt, sw');
    expect((await send('POST', '/api/user/interface-language', null, { language: 'fr' })).status).toBe(401);
  });

  it("shows another member's public profile only: no e-mail, phone or coordinates", async () => {
    const viewer = await signUp();
    const viewed = await signUp({ firstName: 'Ngozi' });
    const response = await read(`/api/users/${viewed.id}`, viewer, viewed.position);
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(Object.keys(profile).sort()).toEqual([...PUBLIC_FIELDS].sort());
    expect(profile).toMatchObject({ id: viewed.id, name: 'Ngozi Okafor' });
    expect(JSON.stringify(profile)).not.toMatch(/example\.com|803 123|(?<!\d)6\.45|(?<!\d)3\.39/);
  });

  it('hides the profiles of a blocker and the member they blocked from each other', async () => {
    const blocker = await signUp();
    const blocked = await signUp({ firstName: 'Emeka' });
    const bystander = await signUp();
    const block = await send('POST', `/api/users/${blocked.id}/block`, blocker);
    expect(block.status).toBeLessThan(300);
    const { position } = await block.json();
    expect((await read(`/api/users/${blocked.id}`, blocker, position)).status).toBe(404);
    expect((await read(`/api/users/${blocker.id}`, blocked, position)).status).toBe(404);
    expect((await read(`/api/users/${blocked.id}`, bystander, position)).status).toBe(200);
  });

  it('answers 404 JSON for an unknown member and for anything that is not a member id', async () => {
    const viewer = await signUp();
    const unknown = await read('/api/users/0190a6e0-0000-7000-8000-00000000dead', viewer);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Member not found' });
    for (const id of ['1', 'not-a-member', "1'%20OR%20'1'='1"]) {
      const response = await read(`/api/users/${id}`, viewer);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('saves a profile edit that GET /api/user then shows', async () => {
    const member = await signUp();
    const response = await send('PATCH', '/api/user', member, { firstName: 'Chinedu', age: 33, profession: 'Architect', photos: [OWN_PHOTO], email: 'ignored@example.com' });
    expect(response.status).toBe(200);
    const { position } = await response.json();
    const user = await (await read('/api/user', member, position)).json();
    expect(user).toMatchObject({ firstName: 'Chinedu', name: 'Chinedu Okafor', age: 33, profession: 'Architect', photos: [OWN_PHOTO], heritage: 'Nigerian' });
    expect(user.email).not.toBe('ignored@example.com');
  });

  it('refuses bad profile edits with a 400 naming the fields', async () => {
    const member = await signUp();
    const wrongTypes = await send('PATCH', '/api/user', member, { age: 'old', languages: 'Igbo', firstName: '' });
    expect(wrongTypes.status).toBe(400);
    const { error } = await wrongTypes.json();
    expect(error).toContain('body.age: Age must be a number');
    expect(error).toContain('body.languages');
    expect(error).toContain('body.firstName: First name is required');
    expect((await send('PATCH', '/api/user', member, {})).status).toBe(400);
    expect((await send('PATCH', '/api/user', member, '{"age": 3')).status).toBe(400);
    const tooMany = await send('PATCH', '/api/user', member, { photos: Array.from({ length: 8 }, (_, index) => `/api/media/${String(index).repeat(64)}.png`) });
    expect(await tooMany.json()).toMatchObject({ error: 'body.photos: Maximum 7 photos allowed' });
    const foreign = await send('PATCH', '/api/user', member, { photos: ['https://tracker.example/pixel.png'] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'body.photos.0: Each photo must be a URL that POST /api/media returned for a photo (/api/media/<key>)' });
  });

  it('saves a text bio', async () => {
    const member = await signUp();
    const response = await send('PATCH', '/api/user/bio', member, { bioType: 'text', content: 'Afrobeats and long walks' });
    expect(response.status).toBe(200);
    const { position } = await response.json();
    expect(await (await read('/api/user', member, position)).json()).toMatchObject({ bio: 'Afrobeats and long walks', bioType: 'text' });
    expect((await send('PATCH', '/api/user/bio', member, { bioType: 'poem', content: 'x' })).status).toBe(400);
    expect((await send('PATCH', '/api/user/bio', member, { bioType: 'text', content: 7 })).status).toBe(400);
  });

  it('refuses voice and video bios from a member who is not premium, and takes them once premium', async () => {
    const member = await signUp();
    const premiumRequired = { error: 'Voice and video bios are a Premium feature. Upgrade to Premium to add one.', code: 'premium_required' };
    const refused = await uploadBio(member, 'audio', WEBM_HEADER);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(premiumRequired);
    expect(await (await send('PATCH', '/api/user/bio', member, { bioType: 'video', content: '/api/media/x.webm' })).json()).toEqual(premiumRequired);

    await stack.given(memberStream(member.id), newEvent(PremiumActivated, { memberId: member.id, until: null }, { actorId: 'system', correlationId: 'test' }));
    const saved = await uploadBio(member, 'audio', WEBM_HEADER);
    expect(saved.status).toBe(200);
    const { url, position } = await saved.json();
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.weba$/);
    expect(await (await read('/api/user', member, position)).json()).toMatchObject({ bioType: 'audio', audioBio: url, isPremium: true });

    expect((await uploadBio(member, 'video', TINY_PNG)).status).toBe(415);
    expect((await uploadBio(member, 'text', WEBM_HEADER)).status).toBe(400);
    const video = await uploadBio(member, 'video', WEBM_HEADER);
    const byUrl = await send('PATCH', '/api/user/bio', member, { bioType: 'video', content: (await video.json()).url });
    expect(byUrl.status).toBe(200);
    expect((await send('PATCH', '/api/user/bio', member, { bioType: 'video', content: url })).status).toBe(400);
  });

  it("updates the member's location, the server's lookup winning, and refuses another member's", async () => {
    const member = await signUp();
    const other = await signUp();
    const forbidden = await send('POST', `/api/users/${other.id}/update-location`, member, { latitude: 6.52, longitude: 3.37 });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'You can only change your own profile', code: 'forbidden' });

    lookedUp.length = 0;
    const response = await send('POST', `/api/users/${member.id}/update-location`, member, { latitude: 6.52, longitude: 3.37, currentCity: 'Ikeja', location: 'Ikeja' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ location: 'Lagos, Nigeria', currentCity: 'Lagos', currentCountry: 'Nigeria', position: expect.any(String) });
    // Only the coarse point is kept, and named: the city tells no more than the grid cell does.
    const coarse = coarseCoordinates({ latitude: 6.52, longitude: 3.37 });
    expect(lookedUp).toEqual([coarse]);
    expect(await (await read('/api/user', member, body.position)).json()).toMatchObject({ ...coarse, location: 'Lagos, Nigeria', currentCity: 'Lagos' });
    expect(await (await read(`/api/users/${member.id}`, other, body.position)).json()).not.toHaveProperty('latitude');

    const atSea = await send('POST', `/api/users/${member.id}/update-location`, member, { latitude: -30, longitude: -20 });
    expect(await atSea.json()).toMatchObject({ location: 'Lagos, Nigeria', currentCity: 'Lagos' });
    // Unnamed, the locate button sends the coordinates as the location text: others see only the coarse point's.
    const named = await send('POST', `/api/users/${member.id}/update-location`, member, { latitude: -30.1234, longitude: -20.5678, location: '-30.1234, -20.5678' });
    const far = coarseCoordinates({ latitude: -30.1234, longitude: -20.5678 });
    expect(await named.json()).toMatchObject({ location: `Near ${far.latitude.toFixed(2)}, ${far.longitude.toFixed(2)}` });
    const invalid = await send('POST', `/api/users/${member.id}/update-location`, member, { latitude: 91, longitude: 'east' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toMatch(/body\.latitude.*body\.longitude/);
  });
});
