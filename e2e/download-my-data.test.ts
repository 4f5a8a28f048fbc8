import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { jsonFile, unzip } from '@sankofa/query-api/personal-data/testing';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();

/** The Settings card, found by its heading. */
const downloadCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Download my data' }) });

describe('download my data', () => {
  test('she downloads her data from Settings and finds her own message in the archive', { timeout: 180_000 }, async () => {
    const url = journey.app.url;
    const ama = await signUpMember(url, 'Ama', accraProfile);
    const kofi = await signUpMember(url, 'Kofi', accraProfile);
    const matchId = await matchMembers(url, ama, kofi);

    const page = await openSignedInPhonePage(journey.browser, ama, url);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);

    // She writes to her match, and sees her message sent.
    await page.goto(`${url}/chat/${matchId}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Meet me at the Kente festival on Saturday?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log', { name: 'Messages' }).getByText('Meet me at the Kente festival on Saturday?').waitFor();

    // Settings, on the Profile screen, says what the archive holds.
    await page.goto(url + '/profile');
    await downloadCard(page).getByText(/everything Sankofa holds about you/).waitFor();
    await downloadCard(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'download-my-data');

    const downloading = page.waitForEvent('download');
    await downloadCard(page).getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sankofa-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

    const files = await unzip(await readFile(await download.path()));
    expect(jsonFile(files, 'profile.json')).toMatchObject({ id: ama.id, firstName: 'Ama' });
    expect(jsonFile(files, 'messages.json')).toEqual([expect.objectContaining({ matchId, sentByMe: true, content: 'Meet me at the Kente festival on Saturday?' })]);
    await page.getByText('Your data is downloaded', { exact: true }).waitFor();

    expect(pageErrors).toEqual([]);
  });
});
