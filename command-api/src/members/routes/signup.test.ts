import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { EmailReserved, MemberRegistered, createPostgresEventStore, eventsOf, memberStream, migrateEventStore, newEvent, type EventStore } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, type ReverseGeocoder } from '@sankofa/server-kit';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../../app.ts';
import { migrateCommandApi } from '../../migrate.ts';
import { ABANDONED_RESERVATION_MS } from '../address-reservation.ts';
import { emailStreamOf, memberIdByEmail } from '../email-reservation.ts';
import { phoneStreamOf } from '../phone-reservation.ts';
import { registerMember } from '../register-member.ts';
import { signupRouter } from './signup.ts';
import { registrationInput, signupBody, TEST_IDENTITY_BAN_KEY } from '../testing/registration-input.ts';
import { verifyPassword } from '../password.ts';

/** The shape of a URL POST /api/media answers for a photo. */
const OWN_PHOTO = `/api/media/${'a'.repeat(64)}.png`;

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
const geocoder: ReverseGeocoder = { reverse: (latitude) => (latitude > 51 && latitude < 52 ? { city: 'London', country: 'United Kingdom', location: 'London, United Kingdom' } : null) };
let pool: pg.Pool;
let store: EventStore;
let running: RunningServer;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
  const logger = createLogger('members-test', { silent: true });
  const media = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-signup-')));
  // Every signup here comes from 127.0.0.1, more than one address may make in an hour (rate-limits/).
  const rateLimits = { signup: { points: 1000, durationSeconds: 3600 } };
  running = await serve(createCommandApi({ store, pool, tokens, logger, routers: [signupRouter({ store, tokens, geocoder, identityBanKey: TEST_IDENTITY_BAN_KEY, media })], rateLimits }).callback());
});
afterAll(async () => {
  await running.close();
  await store.close();
  await pool.end();
});

let sequence = 0;
const signupFields = (overrides: Record<string, unknown> = {}) => ({ ...signupBody(`member${++sequence}@example.com`), ...overrides });

const signup = (body: unknown) =>
  fetch(`${running.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const streamEvents = async (stream: string) => {
  const events = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};

describe('POST /api/users', () => {
  it('registers the member (never as an admin, whatever the body says), reserves the address and signs the member in', async () => {
    const response = await signup(
      signupFields({ email: ' Kofi.Boateng@Example.com ', bio: 'Highlife and jollof', languages: ['English', 'Twi'], photos: [OWN_PHOTO], latitude: 51.5, longitude: -0.12, role: 'admin' }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ama Mensah',
        email: 'kofi.boateng@example.com',
        bio: 'Highlife and jollof',
        bioType: 'text',
        languages: ['English', 'Twi'],
        photos: [OWN_PHOTO],
        currentCity: 'London',
        isPremium: false,
        twoFactorEnabled: false,
        role: 'member',
      },
      auth: { accessToken: expect.any(String) },
      position: expect.any(String),
    });
    expect(body.auth).not.toHaveProperty('refreshToken');
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sankofa_refresh=[0-9a-f-]{36}\.[\w-]{43}; path=\/api\/auth; expires=[^;]+; samesite=strict; httponly$/)]);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(await tokens.verify(body.auth.accessToken)).toMatchObject({ memberId: body.user.id, role: 'member' });

    const [reserved] = await streamEvents(emailStreamOf('kofi.boateng@example.com'));
    expect(reserved).toMatchObject({ type: 'EmailReserved', revision: 0, data: { memberId: body.user.id } });
    const [registered] = await streamEvents(memberStream(body.user.id));
    expect(registered).toMatchObject({ type: 'MemberRegistered', metadata: { actorId: body.user.id } });
    const { passwordHash } = eventsOf(MemberRegistered).parse(registered!).data;
    expect(await verifyPassword('correct horse', passwordHash)).toBe(true);
  });

  it.each([
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Email is required'],
    ['phoneNumber', { phoneNumber: '0123' }, 'Phone number must be at least 10 digits'],
    ['phoneNumber', { phoneNumber: '0123-456-789x' }, 'Please enter a valid phone number'],
    ['phoneNumber', { phoneNumber: undefined }, 'Phone number is required'],
    ['photos', { photos: Array.from({ length: 8 }, (_, index) => `/api/media/${String(index).repeat(64)}.png`) }, 'Maximum 7 photos allowed'],
    ['age', { age: 17 }, 'You must be at least 18 years old'],
    ['age', { age: 101 }, 'Age must be at most 100'],
    ['age', { age: 'thirty' }, 'Age must be a number'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['heritage', { heritage: undefined }, 'Heritage is required'],
    ['profession', { profession: 42 }, 'Profession must be text'],
    ['location', { location: undefined }, 'Location is required'],
  ])('refuses a bad %s with 400: %j', async (field, overrides, message) => {
    const response = await signup(signupFields(overrides));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.error).toContain(`body.${field}: ${message}`);
    expect(body.details).toContainEqual(expect.objectContaining({ path: ['body', field], message }));
  });

  it('records her answer to the consent question with her registration, and a signup that does not answer consents to nothing', async () => {
    const consent = { ethnicityAndReligion: true, preciseLocation: false };
    const asked = await signup(signupFields({ ethnicGroup: 'Akan', sensitiveDataConsent: consent }));
    expect(asked.status).toBe(201);
    const { user } = await asked.json();
    expect(user.sensitiveDataConsent).toEqual(consent);
    const events = await streamEvents(memberStream(user.id));
    expect(events.map(({ type }) => type)).toEqual(['MemberRegistered', 'SensitiveDataConsentSaved']);
    expect(events[1]!.data).toEqual({ memberId: user.id, ...consent });

    const silent = await signup(signupFields());
    const { user: silentUser } = await silent.json();
    expect(silentUser.sensitiveDataConsent).toEqual({ ethnicityAndReligion: false, preciseLocation: false });
    expect((await streamEvents(memberStream(silentUser.id))).at(-1)!.data).toEqual({ memberId: silentUser.id, ethnicityAndReligion: false, preciseLocation: false });
  });

  it('refuses a consent that is not a yes or a no with 400 naming it', async () => {
    const response = await signup(signupFields({ sensitiveDataConsent: { ethnicityAndReligion: 'yes', preciseLocation: false } }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('body.sensitiveDataConsent.ethnicityAndReligion: ethnicityAndReligion must be true or false');
  });

  it.each([
    'https://tracker.example/pixel.png',
    '//tracker.example/a.png',
    'javascript:alert(1)',
    '/api/media/a.png',
    `/api/media/${'b'.repeat(64)}.webm`,
    `/api/media/../${'b'.repeat(64)}.png`,
  ])('refuses a photo that is not one of this app\'s media URLs with 400 naming the field: %s', async (photo) => {
    const response = await signup(signupFields({ photos: [OWN_PHOTO, photo] }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('body.photos.1: Each photo must be a URL that POST /api/media returned for a photo (/api/media/<key>)');
  });

  it('names every missing field at once, and answers garbage with a 400', async () => {
    const empty = await (await signup({})).json();
    for (const field of ['email', 'password', 'phoneNumber', 'firstName', 'lastName', 'age', 'location', 'heritage', 'profession']) {
      expect(empty.error).toContain(`body.${field}`);
    }
    const garbage = await signup('{"email": ');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'validation_failed' });
    expect((await signup([1, 2])).status).toBe(400);
  });

  it('refuses an address already registered, whatever its case, with 409', async () => {
    expect((await signup(signupFields({ email: 'yaa@example.com' }))).status).toBe(201);
    const again = await signup(signupFields({ email: 'YAA@Example.COM' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'An account with this email already exists', code: 'email_taken' });
  });

  it('refuses a phone number another member holds, however it is written, and lets her e-mail go so she may try another number', async () => {
    const number = '+44 7700 900 123';
    expect((await signup(signupFields({ phoneNumber: number }))).status).toBe(201);
    const again = await signup(signupFields({ email: 'kojo@example.com', phoneNumber: '+44 (7700) 900-123' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'An account with this phone number already exists', code: 'phone_taken' });
    expect(await memberIdByEmail(store, 'kojo@example.com')).toBeNull();
    expect((await signup(signupFields({ email: 'kojo@example.com' }))).status).toBe(201);
  });

  it('names a number\'s reservation stream by a keyed hash: the stream tells nothing of the number to whoever lacks the key', async () => {
    const number = '+233 24 000 0001';
    expect(phoneStreamOf(TEST_IDENTITY_BAN_KEY, '+233 (24) 000-0001')).toBe(phoneStreamOf(TEST_IDENTITY_BAN_KEY, number));
    expect(phoneStreamOf('another-identity-key', number)).not.toBe(phoneStreamOf(TEST_IDENTITY_BAN_KEY, number));
    const plainHash = createHash('sha256').update('233240000001').digest('hex');
    expect(phoneStreamOf(TEST_IDENTITY_BAN_KEY, number)).toMatch(/^phone-[0-9a-f]{64}$/);
    expect(phoneStreamOf(TEST_IDENTITY_BAN_KEY, number)).not.toContain(plainHash);
    const { user } = await (await signup(signupFields({ phoneNumber: number }))).json();
    expect(await streamEvents(phoneStreamOf(TEST_IDENTITY_BAN_KEY, number))).toEqual([expect.objectContaining({ type: 'PhoneReserved', data: { memberId: user.id } })]);
  });

  it('takes over an address whose signup died between reserving it and registering, once it is old enough', async () => {
    const crashedAt = (email: string, ageMs: number) =>
      store.append(emailStreamOf(email), [newEvent(EmailReserved, { memberId: `crashed-${email}`, email }, { actorId: 'test', correlationId: 'test', now: new Date(Date.now() - ageMs) })]);
    await crashedAt('esi@example.com', ABANDONED_RESERVATION_MS + 60_000);
    const signedUp = await signup(signupFields({ email: 'esi@example.com' }));
    expect(signedUp.status).toBe(201);
    expect(await memberIdByEmail(store, 'esi@example.com')).toBe((await signedUp.json()).user.id);

    await crashedAt('efua@example.com', 60_000);
    expect((await signup(signupFields({ email: 'efua@example.com' }))).status).toBe(409);
  });

  it('lets exactly one of two simultaneous signups with one address win', async () => {
    const responses = await Promise.all([signup(signupFields({ email: 'race@example.com' })), signup(signupFields({ email: 'Race@example.com' }))]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const reservations = await streamEvents(emailStreamOf('race@example.com'));
    expect(reservations).toHaveLength(1);
    const winner = await responses.find((response) => response.status === 201)!.json();
    expect(reservations[0]!.data).toMatchObject({ memberId: winner.user.id });
  });

  it('keeps an address unique under many concurrent registrations', async () => {
    const { password: _password, ...fields } = signupFields({ email: 'crowd@example.com' });
    const registration = registrationInput(fields);
    const context = { actorId: 'system', correlationId: 'race' };
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => registerMember({ store, identityBanKey: TEST_IDENTITY_BAN_KEY }, registration, context)));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ code: 'email_taken' });
    expect(await streamEvents(emailStreamOf('crowd@example.com'))).toHaveLength(1);
  });
});
