import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { createPostgresEventStore, pairStream } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { launchBrowser, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';

let app: RunningApp;
let browser: Browser;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  [app, browser] = await Promise.all([startAppUnderTest({ databaseUrl }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const profile = { phoneNumber: '+233 24 123 4567', lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Teacher' };

interface Member extends MemberCredentials {
  id: string;
  accessToken: string;
}

async function post<Body>(path: string, body: unknown, accessToken?: string): Promise<Body> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Body;
}

async function signUp(firstName: string): Promise<Member> {
  const credentials = { email: `${firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  await post('/api/users', { ...credentials, ...profile, firstName });
  const login = await post<{ auth: { accessToken: string }; user: { id: string } }>('/api/auth/login', credentials);
  return { ...credentials, id: login.user.id, accessToken: login.auth.accessToken };
}

/** An administrator, registered through the registration command with role 'admin' (there is no admin signup). */
async function givenAdmin(): Promise<MemberCredentials> {
  const credentials = { email: `ada.${crypto.randomUUID()}@example.com`, password: 'moderate-2024' };
  const pool = createPool(databaseUrl);
  try {
    const input = signupInput.parse({ ...credentials, ...profile, firstName: 'Ada', lastName: 'Admin' });
    await registerMember({ store: createPostgresEventStore(pool) }, { ...input, role: 'admin' }, { actorId: 'operator', correlationId: 'e2e' });
  } finally {
    await pool.end();
  }
  return credentials;
}

const like = (swiper: Member, swiped: Member) => post('/api/swipes', { swipedId: swiped.id, isLike: true }, swiper.accessToken);

describe('admin event browser journey', () => {
  test("an admin finds a member's swipe, follows it to the match it caused, and watches the log live", { timeout: 180_000 }, async () => {
    const [ama, kofi] = [await signUp('Ama'), await signUp('Kofi')];
    await like(ama, kofi);
    await like(kofi, ama); // Kofi's like makes the match.
    const stream = pairStream(ama.id, kofi.id);

    const page = await openSignedInPhonePage(browser, await givenAdmin(), app.url);
    await page.goto(app.url + '/admin');
    await page.getByRole('link', { name: /Event Browser/ }).click();
    await page.getByRole('list', { name: 'Stream categories' }).getByRole('button', { name: /^swipes: \d+ events$/ }).waitFor();

    const search = page.getByRole('search', { name: 'Search events' });
    await search.getByLabel('Event type').fill('SwipeRecorded');
    await search.getByLabel('Stream').fill(stream);
    await search.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Search results' });
    await expect.poll(() => results.getByRole('row').count()).toBe(3); // the header and both swipes
    await saveScreenshot(page, 'event-browser-search');

    // Newest first: Kofi's like, the one that made the match.
    await results.getByRole('row').nth(1).getByRole('link', { name: 'SwipeRecorded' }).click();
    const swipe = page.getByRole('article', { name: 'Event SwipeRecorded' });
    await swipe.getByLabel('Data').getByText(`"swiperId": "${kofi.id}"`).waitFor();
    await swipe.getByLabel('Metadata').getByText('"actorKind": "member"').waitFor();
    await saveScreenshot(page, 'event-browser-swipe');

    await swipe.getByRole('list', { name: 'Events it caused' }).getByRole('link', { name: `MatchMade in ${stream}` }).click();
    const match = page.getByRole('article', { name: 'Event MatchMade' });
    await match.getByLabel('Data').getByText(`"userId1": "${kofi.id}"`).waitFor();
    await match.getByRole('link', { name: `SwipeRecorded in ${stream}` }).waitFor();
    await saveScreenshot(page, 'event-browser-match');

    // Its stream, oldest first: both likes, then the match.
    await match.getByRole('link', { name: stream, exact: true }).click();
    const streamEvents = page.getByRole('table', { name: 'Stream events' });
    await expect.poll(() => streamEvents.getByRole('row').count()).toBe(4);
    expect(await streamEvents.getByRole('row').nth(3).getByRole('link').first().textContent()).toBe('MatchMade');

    // The live tail shows what happens next.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start live tail' }).click();
    await page.getByText('Waiting for new events...').waitFor();
    const esi = await signUp('Esi');
    await like(esi, ama);
    const live = page.getByRole('table', { name: 'Live events' });
    await live.getByRole('link', { name: `${pairStream(esi.id, ama.id)}` }).waitFor();
    await live.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'event-browser-live-tail');
  });
});
