import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, reloadUntilShown, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();

/** The Settings card, found by its heading. */
const deleteCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Delete account' }) });

describe('delete account', () => {
  test('she deletes her account in Settings with her password, is signed out, and her match no longer sees her in matches or chat', { timeout: 180_000 }, async () => {
    const url = journey.app.url;
    const ama = await signUpMember(url, 'Ama', accraProfile);
    const kofi = await signUpMember(url, 'Kofi', accraProfile);
    const matchId = await matchMembers(url, ama, kofi);

    const [amaPage, kofiPage] = await Promise.all([openSignedInPhonePage(journey.browser, ama, url), openSignedInPhonePage(journey.browser, kofi, url)]);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kofiPage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    // Kofi and Ama talk.
    await kofiPage.goto(`${url}/chat/${matchId}`);
    await kofiPage.getByRole('textbox', { name: 'Message' }).fill('Akwaaba, Ama!');
    await kofiPage.getByRole('button', { name: 'Send' }).click();
    await kofiPage.getByRole('log', { name: 'Messages' }).getByText('Akwaaba, Ama!').waitFor();

    // Ama reads what deleting does, then confirms with her password: a wrong one first.
    await amaPage.goto(url + '/profile');
    const card = deleteCard(amaPage);
    await card.getByText('This cannot be undone.').waitFor();
    await card.getByRole('button', { name: 'Delete my account' }).click();
    await card.getByLabel('Your password').fill('not-my-password');
    await card.getByRole('button', { name: 'Delete for good' }).click();
    await amaPage.getByText('Your current password is not correct').first().waitFor();
    await card.getByLabel('Your password').fill(ama.password);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(amaPage, 'delete-account-confirm');
    const deletion = amaPage.waitForResponse((response) => response.url().endsWith('/api/user/delete'));
    await card.getByRole('button', { name: 'Delete for good' }).click();
    expect(await (await deletion).text()).toContain('"deleted":true');

    // She is signed out, on the screen that says it is done.
    await amaPage.getByRole('heading', { name: 'Account deleted' }).waitFor();
    await amaPage.getByRole('status').getByText('Your account has been deleted and you are signed out.', { exact: false }).waitFor();
    await saveScreenshot(amaPage, 'delete-account-done');
    await amaPage.goto(url + '/profile');
    await amaPage.waitForURL(/\/login/);

    // Kofi's matches and chat no longer have her.
    await kofiPage.goto(url + '/matches');
    await reloadUntilShown(kofiPage, kofiPage.getByRole('heading', { name: 'No matches yet' }));
    expect(await kofiPage.getByText('Ama').count()).toBe(0);
    await kofiPage.goto(`${url}/chat/${matchId}`);
    await kofiPage.getByText('Match not found').waitFor();

    expect(pageErrors).toEqual([]);
  });
});
