import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { animationsFinished, collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, callApi, logInThroughApi, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();

/** The committed test photographs as files on disk, as a phone's picker hands them over. */
async function photoFiles(photos: Record<string, Buffer>): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sankofa-photos-'));
  return Promise.all(
    Object.entries(photos).map(async ([name, bytes]) => {
      const file = path.join(directory, `${name}.jpg`);
      await writeFile(file, bytes);
      return file;
    }),
  );
}

describe('profile photos', () => {
  test('a member who skipped photos at signup adds two, is refused a faceless main photo, puts her face first and others see that order', { timeout: 180_000 }, async () => {
    const yaa = await registerThroughApi(journey.app.url, 'Yaa', accraProfile);
    const kofi = await registerThroughApi(journey.app.url, 'Kofi', accraProfile);
    const page = await openSignedInPhonePage(journey.browser, yaa, journey.app.url);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);

    await page.goto(journey.app.url + '/profile');
    await page.getByRole('link', { name: 'Edit photos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Photos' }).waitFor();
    await page.getByText('0 of 7 photos', { exact: true }).waitFor();

    const [face, view] = await photoFiles({ face: testImages.face(), view: testImages.noFace() });
    await page.locator('input[type=file]').setInputFiles([face!, view!]);
    await page.getByText('2 of 7 photos', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Make photo 2 your main photo' }).click();
    // Focus stays with the photo she moved, now photo 1.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 1 later');
    await saveScreenshot(page, 'profile-photos-editor');

    // The uploads wait until she has been seen waiting for them.
    let releaseUploads!: () => void;
    const uploadsReleased = new Promise<void>((resolve) => (releaseUploads = resolve));
    await page.route('**/api/media', async (route) => {
      await uploadsReleased;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Photos' }).click();
    await page.getByText('Uploading photo 1 of 2...', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove photo 1' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'profile-photos-uploading');
    releaseUploads();

    const refusal = page.getByRole('alert').filter({ hasText: 'Your first photo must show your face clearly.' });
    await refusal.waitFor();
    await animationsFinished(page);
    await saveScreenshot(page, 'profile-photos-faceless-main-refused');
    // Nothing she chose is lost.
    await page.getByText('2 of 7 photos', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Move photo 1 later' }).click();
    await page.getByRole('button', { name: 'Save Photos' }).click();
    await page.waitForURL(journey.app.url + '/profile');
    await page.getByText('Photos saved', { exact: true }).waitFor();

    // Photos are content-addressed: the same picture uploaded again names the same URL.
    const uploaded = await Promise.all(
      [testImages.face(), testImages.noFace()].map(async (bytes) => {
        const form = new FormData();
        form.append('kind', 'photo');
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
        const response = await fetch(`${journey.app.url}/api/media`, { method: 'POST', body: form });
        return ((await response.json()) as { url: string }).url;
      }),
    );
    const member = await logInThroughApi(journey.app.url, yaa);
    expect((await callApi<{ photos: string[] }>(journey.app.url, member, 'GET', '/api/user')).photos).toEqual(uploaded);
    // The hero, first on her profile, shows her main photo.
    const heroPhoto = page.getByRole('main').locator('img').first();
    await expect.poll(() => heroPhoto.getAttribute('src')).toBe(uploaded[0]!.replace('-full.webp', '-card.webp'));
    await animationsFinished(page);
    await saveScreenshot(page, 'profile-photos-saved');

    // Another member sees her face first, then the view.
    const other = await openSignedInPhonePage(journey.browser, kofi, journey.app.url);
    await other.goto(journey.app.url + '/');
    const card = other.getByRole('region', { name: 'Profiles to discover' }).getByRole('article');
    await expect.poll(() => card.getByRole('img', { name: 'Yaa, photo 1 of 2' }).getAttribute('src')).toBe(uploaded[0]);
    await card.getByRole('button', { name: 'Next photo' }).click();
    expect(await card.getByRole('img', { name: 'Yaa, photo 2 of 2' }).getAttribute('src')).toBe(uploaded[1]);
    expect(pageErrors).toEqual([]);
  });
});
