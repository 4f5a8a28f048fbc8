import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesRouter } from '@sankofa/command-api/preferences';
import { DEFAULT_PREFERENCES, PremiumActivated, memberStream, newEvent, type Position, type RecordedEvent } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { preferencesQueryRouter } from './routes.ts';

let stack: FeatureStack;
const ama = randomUUID();
const kofi = randomUUID();

beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['member_preferences'],
    commandRouters: (deps) => [preferencesRouter(deps)],
    queryRouters: (deps) => [preferencesQueryRouter(deps)],
  });
  await stack.given(memberStream(ama), memberRegistered(ama));
  await stack.given(memberStream(kofi), memberRegistered(kofi));
});
afterAll(() => stack.close());

const post = async (path: string, memberId: string, body: unknown) =>
  fetch(`${stack.commandUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await stack.bearer(memberId)) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const preferencesOf = async (memberId: string, minPosition?: Position) =>
  (await fetch(`${stack.queryUrl}/api/preferences`, { headers: { ...(await stack.bearer(memberId)), ...(minPosition ? { 'x-min-position': minPosition } : {}) } })).json();
const streamOf = async (memberId: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(memberStream(memberId))) events.push(event);
  return events;
};

describe('preferences over HTTP', () => {
  it('answers 401 without a valid token on every route', async () => {
    for (const [method, url] of [
      ['GET', `${stack.queryUrl}/api/preferences`],
      ['POST', `${stack.commandUrl}/api/preferences`],
      ['POST', `${stack.commandUrl}/api/user/language-preferences`],
    ] as const) {
      expect((await fetch(url, { method })).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers the defaults until the member saves, then what they saved', async () => {
    expect(await preferencesOf(ama)).toEqual(DEFAULT_PREFERENCES);
    const filters = {
      ...DEFAULT_PREFERENCES,
      ageMin: 25,
      ageMax: 35,
      maxDistance: 120,
      preferredHeritages: ['Ghanaian', 'Nigerian'],
      preferredCities: ['  Accra ', '', '   ', 'London'],
      searchInDiasporaHubs: true,
    };
    const response = await post('/api/preferences', ama, { ...filters, userId: kofi, memberId: kofi });
    expect(response.status).toBe(200);
    const { position } = await response.json();
    expect(await preferencesOf(ama, position)).toEqual({ ...filters, preferredCities: ['Accra', 'London'] });
    expect(await preferencesOf(kofi)).toEqual(DEFAULT_PREFERENCES);
    expect((await streamOf(ama)).at(-1)).toMatchObject({ type: 'PreferencesSaved', data: { memberId: ama, ageMin: 25 }, metadata: { actorId: ama } });
  });

  it('appends nothing when the same filters are saved again', async () => {
    const filters = { ...DEFAULT_PREFERENCES, ageMax: 50 };
    await post('/api/preferences', kofi, filters);
    const before = (await streamOf(kofi)).length;
    const again = await post('/api/preferences', kofi, filters);
    expect(again.status).toBe(200);
    expect((await again.json()).position).toEqual(expect.any(String));
    expect((await streamOf(kofi)).length).toBe(before);
  });

  it.each([
    ['an age under 18', { ageMin: 10 }, 'body.ageMin'],
    ['a minimum above the maximum', { ageMin: 40, ageMax: 30 }, 'body.ageMin'],
    ['an age over 100', { ageMax: 101 }, 'body.ageMax'],
    ['a distance of 0', { maxDistance: 0 }, 'body.maxDistance'],
    ['a distance that is text', { maxDistance: '50' }, 'body.maxDistance'],
    ['a list that is not a list', { preferredHeritages: 'Ghanaian' }, 'body.preferredHeritages'],
    ['a list of numbers', { dealBreakers: [1, 2] }, 'body.dealBreakers.0'],
    ['too many entries', { preferredLanguages: Array.from({ length: 51 }, (_, index) => `language ${index}`) }, 'body.preferredLanguages'],
    ['an overlong entry', { preferredCities: ['x'.repeat(101)] }, 'body.preferredCities.0'],
    ['a flag that is not a boolean', { searchInCurrentCity: 'yes' }, 'body.searchInCurrentCity'],
    ['a missing field', { searchInHomeCountry: undefined }, 'body.searchInHomeCountry'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const response = await post('/api/preferences', ama, { ...DEFAULT_PREFERENCES, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'validation_failed', error: expect.stringContaining(field) });
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const garbage = await post('/api/preferences', ama, '{"ageMin": 2');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'validation_failed', error: expect.stringContaining('not valid JSON') });
    const list = await post('/api/preferences', ama, [DEFAULT_PREFERENCES]);
    expect(list.status).toBe(400);
    expect((await list.json()).error).toMatch(/^body: /);
  });

  it('saves language preferences for the member of the token', async () => {
    const response = await post('/api/user/language-preferences', ama, { preferredLanguage: 'pt-BR', autoTranslate: true });
    expect(response.status).toBe(200);
    expect((await response.json()).position).toEqual(expect.any(String));
    expect((await streamOf(ama)).at(-1)).toMatchObject({ type: 'LanguagePreferencesSaved', data: { memberId: ama, preferredLanguage: 'pt-BR', autoTranslate: true } });
  });

  it.each([
    ['a one-letter code', { preferredLanguage: 'e', autoTranslate: false }, 'body.preferredLanguage'],
    ['a sentence', { preferredLanguage: 'English please', autoTranslate: false }, 'body.preferredLanguage'],
    ['a missing flag', { preferredLanguage: 'en' }, 'body.autoTranslate'],
  ])('refuses language preferences with %s', async (_case, body, field) => {
    const response = await post('/api/user/language-preferences', ama, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(field);
  });

  it('refuses a token whose member never registered', async () => {
    const response = await post('/api/preferences', randomUUID(), DEFAULT_PREFERENCES);
    expect(response.status).toBe(404);
  });

  it('refuses International Matching to a free member (403 premium_required) and saves it for a premium one', async () => {
    const free = randomUUID();
    const premium = randomUUID();
    await stack.given(memberStream(free), memberRegistered(free));
    await stack.given(memberStream(premium), memberRegistered(premium), newEvent(PremiumActivated, { memberId: premium, until: null }, { actorId: premium, correlationId: 'test' }));
    const international = { ...DEFAULT_PREFERENCES, internationalMatching: true };
    const refused = await post('/api/preferences', free, international);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'premium_required' });
    const saved = await post('/api/preferences', premium, international);
    expect(saved.status).toBe(200);
    expect(await preferencesOf(premium, saved.headers.get('x-event-position') ?? undefined)).toEqual(international);
  });
});
