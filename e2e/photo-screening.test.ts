import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { registerAdmin } from './admin-member.ts';
import { openPhonePage, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

/**
 * The real models, with the review threshold lowered between two harmless test photographs' scores
 * (face ≈ 0.0007 passes, sameFace ≈ 0.0034 is held): no explicit picture is committed.
 */
const journey = journeyUnderTest({ app: { config: { PHOTO_NUDITY_REVIEW_AT: 0.002 } } });

const photo = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

async function fillDetails(page: Page) {
  await page.goto(journey.app.url + '/signup');
  await page.getByLabel('Email', { exact: true }).fill(`yaa.${crypto.randomUUID()}@example.com`);
  await page.getByLabel('Phone Number').fill(uniquePhoneNumber());
  await page.getByLabel('Password', { exact: true }).fill('akwaaba-2024');
  await page.getByLabel('First Name').fill('Yaa');
  await page.getByLabel('Last Name').fill('Asantewaa');
  await page.getByLabel('Age', { exact: true }).fill('31');
  await page.getByRole('button', { name: 'Detect my location' }).click();
  await page.getByText('Location detected', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Heritage' }).click();
  await page.getByRole('option', { name: 'Ghanaian' }).click();
  await page.getByLabel('Profession').fill('Teacher');
  await page.getByRole('button', { name: 'Continue to Photos' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add Your Photos' }).waitFor();
}

describe('photo screening', () => {
  test('a faceless first photo is refused with its reason, a held one is "In review" to her until an admin approves it', { timeout: 180_000 }, async () => {
    const page = await openPhonePage(journey.browser);
    await page.context().grantPermissions(['geolocation'], { origin: journey.app.url });
    await page.context().setGeolocation({ latitude: 5.6037, longitude: -0.187 });
    await fillDetails(page);
    await page.locator('input[type=file]').setInputFiles(photo('view.jpg', testImages.noFace()));
    await page.getByRole('button', { name: 'Create Account (1 photo)' }).click();
    await page.getByText('Your first photo must show your face clearly. Put a photo of your face first.', { exact: true }).waitFor();
    await saveScreenshot(page, 'signup-first-photo-without-face');
    // Nothing was lost: her photo is still chosen, to remove or reorder.
    await page.getByText('1 of 7 photos added', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.locator('input[type=file]').setInputFiles(photo('me.jpg', testImages.sameFace()));
    await page.getByRole('button', { name: 'Create Account (1 photo)' }).click();
    await page.waitForURL(journey.app.url + '/');
    await page.getByText('One photo is in review: only you see it until a moderator approves it.', { exact: true }).waitFor();
    await page.goto(journey.app.url + '/profile');
    const inReview = page.getByRole('status').filter({ hasText: 'In review' });
    await inReview.waitFor();
    await saveScreenshot(page, 'profile-photo-in-review');

    const admin = await openSignedInPhonePage(journey.browser, await registerAdmin(journey.databaseUrl), journey.app.url);
    await admin.goto(`${journey.app.url}/admin`);
    await admin.getByRole('link', { name: /Photo Review/ }).click();
    const held = admin.getByRole('listitem', { name: 'Held photo from Uploaded at signup' });
    const picture = held.getByRole('img', { name: 'Held photo' });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await saveScreenshot(admin, 'admin-photo-review');
    await held.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Photo approved: members can see it now', { exact: true }).waitFor();

    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    expect(await inReview.count()).toBe(0);
  });
});
