import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, reloadUntilShown, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();

/** Far from Accra, beyond the default 50 km: Kofi is in no Accra member's deck, so Esi's holds Ama alone. */
const londonProfile = { location: 'London, United Kingdom', latitude: 51.5072, longitude: -0.1276, currentCity: 'London', currentCountry: 'United Kingdom' };

const deck = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' });
/** The Settings card, found by its heading. */
const pauseCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Pause my account' }) });

describe('pause account', () => {
  test('a paused member leaves discovery, keeps her match and chat, and is shown again on resume', { timeout: 180_000 }, async () => {
    const url = journey.app.url;
    const ama = await signUpMember(url, 'Ama', accraProfile);
    const kofi = await signUpMember(url, 'Kofi', londonProfile);
    const esi = await signUpMember(url, 'Esi', accraProfile);
    const matchId = await matchMembers(url, ama, kofi);

    const open = (member: typeof ama) => openSignedInPhonePage(journey.browser, member, url);
    const [amaPage, kofiPage, esiPage] = await Promise.all([open(ama), open(kofi), open(esi)]);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kofiPage, esiPage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    // Esi, who never matched Ama, has her on top of her deck.
    await esiPage.goto(url + '/');
    await deck(esiPage).getByRole('article', { name: /^Ama,/ }).waitFor();

    // Ama pauses in Settings (the Profile screen's settings).
    await amaPage.goto(url + '/profile');
    await pauseCard(amaPage).getByText("You won't be shown to new people; your matches and chats stay.").waitFor();
    await pauseCard(amaPage).getByRole('button', { name: 'Pause my account' }).click();
    await pauseCard(amaPage).getByRole('status').getByText('Your account is paused.').waitFor();
    await pauseCard(amaPage).scrollIntoViewIfNeeded();
    await saveScreenshot(amaPage, 'pause-account-paused');

    // Esi's deck no longer has her.
    await reloadUntilShown(esiPage, esiPage.getByRole('heading', { name: 'No more profiles nearby' }));
    expect(await deck(esiPage).getByRole('article', { name: /^Ama,/ }).count()).toBe(0);

    // Kofi, her match, still has the conversation, and Ama still gets his message.
    await kofiPage.goto(`${url}/chat/${matchId}`);
    await kofiPage.getByRole('textbox', { name: 'Message' }).fill('Still there, Ama?');
    await kofiPage.getByRole('button', { name: 'Send' }).click();
    await kofiPage.getByRole('log', { name: 'Messages' }).getByText('Still there, Ama?').waitFor();
    await amaPage.goto(`${url}/chat/${matchId}`);
    await amaPage.getByRole('log', { name: 'Messages' }).getByText('Still there, Ama?').waitFor();

    // She resumes, and Esi is shown her again.
    await amaPage.goto(url + '/profile');
    await pauseCard(amaPage).getByRole('button', { name: 'Resume my account' }).click();
    await pauseCard(amaPage).getByRole('button', { name: 'Pause my account' }).waitFor();
    await reloadUntilShown(esiPage, deck(esiPage).getByRole('article', { name: /^Ama,/ }));

    expect(pageErrors).toEqual([]);
  });
});
