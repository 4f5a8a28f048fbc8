import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveDataConsentRouter } from '@sankofa/command-api/sensitive-data-consent';
import type { AiMatch } from '@sankofa/contracts';
import { DEFAULT_PREFERENCES, PreferencesSaved, memberStream, newEvent } from '@sankofa/events';
import { aiMatchingQueryRouter } from '../ai-matching/routes.ts';
import { discoveryQueryRouter } from '../discovery/index.ts';
import { membersQueryRouter } from '../members/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'members', 'moderation', 'matches', 'ai_matching'],
    commandRouters: (deps) => [sensitiveDataConsentRouter(deps)],
    queryRouters: (deps) => [discoveryQueryRouter(deps), membersQueryRouter(deps), aiMatchingQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

// Registered without a recorded choice, as members were before consent was asked: that is a no.
const { member, post, get, seen } = memberClient(() => stack, {
  emailPrefix: 'consent',
  firstNamePrefix: 'Consent',
  defaults: { lastName: 'Mensah', age: 30, location: 'Accra', heritage: 'Ghanaian', profession: 'Nurse' },
});

/** Each test in its own town, so each sees only its own members. */
let towns = 0;
const town = () => {
  const n = ++towns;
  return { latitude: -30 + n * 5, longitude: 20, currentCity: `Consentville ${n}`, currentCountry: 'Testland' };
};
const near = (place: ReturnType<typeof town>) => ({ ...place, latitude: place.latitude + 0.1 });
const akanChristian = { ethnicGroup: 'Akan', religionSpirituality: 'Christian' };

const context = { actorId: 'test', correlationId: 'test' };
const discoveredIds = async (viewerId: string) => ((await get(viewerId, '/api/users/discovery')).body as Card[]).map(({ id }) => id);

type Card = { id: string; ethnicGroup: string | null; religionSpirituality: string | null; distanceBand: string | null };
const cardOf = async (viewerId: string, memberId: string): Promise<Card> => {
  const cards: Card[] = (await get(viewerId, '/api/users/discovery')).body;
  const card = cards.find(({ id }) => id === memberId);
  expect(card, `${memberId} in ${viewerId}'s discovery`).toBeDefined();
  return card!;
};
const aiMatchOf = async (viewerId: string, memberId: string): Promise<AiMatch> => {
  const { matches } = (await get(viewerId, '/api/ai-matches')).body as { matches: AiMatch[] };
  const match = matches.find(({ userId }) => userId === memberId);
  expect(match, `${memberId} among ${viewerId}'s AI matches`).toBeDefined();
  return match!;
};
const consent = (memberId: string, ethnicityAndReligion: boolean, preciseLocation: boolean) =>
  post(memberId, '/api/user/sensitive-data-consent', { ethnicityAndReligion, preciseLocation });

describe('POST /api/user/sensitive-data-consent', () => {
  it('answers 401 without a token and a 400 naming the field for a choice that is not a yes or a no', async () => {
    const response = await fetch(`${stack.commandUrl}/api/user/sensitive-data-consent`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(401);
    const ama = await member();
    const bad = await post(ama, '/api/user/sensitive-data-consent', { ethnicityAndReligion: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('body.ethnicityAndReligion: ethnicityAndReligion must be true or false');
    expect(bad.body.error).toContain('body.preciseLocation: preciseLocation must be true or false');
  });

  it('without consent, two members see neither ethnic group nor religion of the other, and ranking ignores them; with it, they do', async () => {
    const place = town();
    const ama = await member({ ...place, ...akanChristian });
    const kofi = await member({ ...near(place), ...akanChristian });
    // The same profile with neither field given: what AI matchmaking must make of Ama while the two have not consented.
    const esi = await member({ ...near(place) });
    // A viewer for whom a Christian is a deal breaker: her religion, if used, would leave Ama out.
    const yaw = await member({ ...near(place) });
    seen(await stack.given(memberStream(yaw), newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, memberId: yaw, dealBreakers: ['Christian'] }, context)));

    expect(await cardOf(kofi, ama)).toMatchObject({ ethnicGroup: null, religionSpirituality: null });
    expect((await get(kofi, `/api/users/${ama}`)).body).toMatchObject({ ethnicGroup: null, religionSpirituality: null });
    expect((await get(ama, `/api/users/${kofi}`)).body).toMatchObject({ ethnicGroup: null, religionSpirituality: null });
    expect(await discoveredIds(yaw)).toContain(ama);
    const [amaForKofi, esiForKofi] = [await aiMatchOf(kofi, ama), await aiMatchOf(kofi, esi)];
    expect(amaForKofi.breakdownScores).toEqual(esiForKofi.breakdownScores);
    expect(amaForKofi.conversationStarters.join(' ')).not.toMatch(/faith/i);
    // She still sees her own, and what she chose.
    expect((await get(ama, '/api/user')).body).toMatchObject({ ...akanChristian, sensitiveDataConsent: { ethnicityAndReligion: false, preciseLocation: false } });

    expect(await consent(ama, true, false)).toEqual({ status: 200, body: { sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: false }, position: expect.any(String) } });
    expect((await get(kofi, `/api/users/${ama}`)).body).toMatchObject(akanChristian);
    expect(await cardOf(kofi, ama)).toMatchObject(akanChristian);
    expect(await discoveredIds(yaw)).not.toContain(ama);
    // One yes is not enough to score what the two share: Kofi's own fields still count for nothing.
    expect((await aiMatchOf(kofi, ama)).breakdownScores).toEqual((await aiMatchOf(kofi, esi)).breakdownScores);

    await consent(kofi, true, false);
    expect((await get(ama, `/api/users/${kofi}`)).body).toMatchObject(akanChristian);
    const [amaNow, esiNow] = [await aiMatchOf(kofi, ama), await aiMatchOf(kofi, esi)];
    expect(amaNow.breakdownScores['Religion/Spirituality']).toBeGreaterThan(esiNow.breakdownScores['Religion/Spirituality']!);
    expect(amaNow.breakdownScores['Cultural Heritage']).toBeGreaterThan(esiNow.breakdownScores['Cultural Heritage']!);

    // Withdrawn, they are hidden and unused again.
    await consent(ama, false, false);
    expect((await get(kofi, `/api/users/${ama}`)).body).toMatchObject({ ethnicGroup: null, religionSpirituality: null });
    expect(await cardOf(kofi, ama)).toMatchObject({ ethnicGroup: null, religionSpirituality: null });
    expect(await discoveredIds(yaw)).toContain(ama);
  });

  it('uses her coordinates for no distance until both members consent to it', async () => {
    const place = town();
    // Different cities, 11 km apart: only her coordinates can bring her into the viewer's search.
    const ama = await member({ ...place, currentCity: 'Amaville' });
    const kofi = await member({ ...near(place), currentCity: 'Kofiville' });
    const inKofisDiscovery = async () => ((await get(kofi, '/api/users/discovery')).body as Card[]).find(({ id }) => id === ama);

    expect(await inKofisDiscovery()).toBeUndefined();
    await consent(ama, false, true);
    expect(await inKofisDiscovery(), 'the viewer has not consented: her own point is not used either').toBeUndefined();
    await consent(kofi, false, true);
    expect(await inKofisDiscovery()).toMatchObject({ distanceBand: expect.any(String) });
    expect((await aiMatchOf(kofi, ama)).userId).toBe(ama);

    await consent(ama, false, false);
    expect(await inKofisDiscovery()).toBeUndefined();
  });
});
