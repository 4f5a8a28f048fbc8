import { describe, expect, test } from 'vitest';
import { pairStream } from '@sankofa/events';
import { registerAdmin } from './admin-member.ts';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, signUpMember, type ApiMember } from './matched-members.ts';

const journey = journeyUnderTest();

const profile = { profession: 'Teacher' };

const signUp = (firstName: string) => signUpMember(journey.app.url, firstName, profile);

const givenAdmin = () => registerAdmin(journey.databaseUrl, { ...profile, age: 30 });

const like = (swiper: ApiMember, swiped: ApiMember) => callApi(journey.app.url, swiper, 'POST', '/api/swipes', { swipedId: swiped.id, isLike: true });

describe('admin event browser journey', () => {
  test("an admin finds a member's swipe, follows it to the match it caused, and watches the log live", { timeout: 180_000 }, async () => {
    const [ama, kofi] = [await signUp('Ama'), await signUp('Kofi')];
    await like(ama, kofi);
    await like(kofi, ama); // Kofi's like makes the match.
    const stream = pairStream(ama.id, kofi.id);

    const page = await openSignedInPhonePage(journey.browser, await givenAdmin(), journey.app.url);
    await page.goto(journey.app.url + '/admin');
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
