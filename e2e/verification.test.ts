import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { demoAdmin } from './admin-member.ts';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { fakeCameraFile } from './fake-camera.ts';
import { journeyUnderTest } from './journey.ts';
import { registerThroughApi } from './matched-members.ts';

// Chromium's fake camera stands in for a phone's, and grants access without asking: it shows a face following
// the selfie's poses, but Serwaa has no profile photo to compare it with, so the models leave it to an admin.
const journey = journeyUnderTest({ app: { demoCommunitySize: 0 }, browser: { fakeMedia: true, captureFile: await fakeCameraFile(testImages.face()) } });

const kumasiProfile = { lastName: 'Asante', age: 29, location: 'Kumasi, Ghana', latitude: 6.6885, longitude: -1.6244, currentCity: 'Kumasi', currentCountry: 'Ghana', profession: 'Pharmacist' };

const signUp = (firstName: string) => registerThroughApi(journey.app.url, firstName, kumasiProfile);

const withCamera = async (page: Page) => {
  await page.context().grantPermissions(['camera'], { origin: journey.app.url });
  return page;
};

describe('verification journey', () => {
  test('a member verifies her phone through the outbox, submits a video selfie an admin approves, and appears verified to another member', async () => {
    const [serwaa, kojo] = [await signUp('Serwaa'), await signUp('Kojo')];
    const member = await withCamera(await openSignedInPhonePage(journey.browser, serwaa, journey.app.url));
    await member.goto(`${journey.app.url}/enhanced-verification`);
    await member.getByText('Complete more verifications to earn up to 185 more points').waitFor();
    expect(await member.getByLabel('Trust level').textContent()).toBe('New User');

    // Phone: start, send the code, read it in the admin's development outbox, verify it.
    await member.getByRole('radio', { name: 'Phone Number' }).click();
    await member.getByRole('button', { name: 'Start Verification' }).click();
    await member.getByText('Verification Started', { exact: true }).waitFor();
    await member.getByLabel('Phone number', { exact: true }).fill('+233 24 555 0101');
    await member.getByRole('button', { name: 'Send Code' }).click();
    await member.getByText('Code Sent', { exact: true }).waitFor();

    const admin = await openSignedInPhonePage(journey.browser, demoAdmin, journey.app.url);
    await admin.goto(`${journey.app.url}/admin/outbox`);
    const sms = admin.getByRole('listitem', { name: 'sms to +233245550101' });
    await sms.waitFor();
    const code = /code is (\d{6})/.exec((await sms.textContent()) ?? '')![1]!;
    await saveScreenshot(admin, 'verification-outbox');

    await member.getByLabel('Verification code', { exact: true }).fill(code);
    await member.getByRole('button', { name: 'Verify Code' }).click();
    await member.getByText('Verification Submitted', { exact: true }).waitFor();
    await member.getByText('Complete more verifications to earn up to 160 more points').waitFor();
    await member.getByRole('tab', { name: 'Completed' }).click();
    await member.getByRole('listitem', { name: 'Phone Number completed' }).getByText('silver').waitFor();
    expect(await member.getByLabel('Overall trust score').textContent()).not.toBe('0');

    // Video selfie: the poses followed before the (fake) camera, recorded, uploaded and checked: in review, as no profile photo shows her face.
    await member.getByRole('tab', { name: 'Available' }).click();
    expect(await member.getByRole('radio', { name: 'Phone Number' }).count()).toBe(0);
    await member.getByRole('radio', { name: 'Video Selfie' }).click();
    await member.getByRole('button', { name: 'Start Verification' }).click();
    await member.getByText('Verification Started', { exact: true }).waitFor();
    await member.getByRole('button', { name: 'Capture & Submit' }).click();
    // The models load at their first picture; with four journeys loading theirs at once that takes a minute or more.
    await member.getByText('Verification Submitted', { exact: true }).waitFor({ timeout: 120_000 });
    await member.getByRole('radio', { name: 'Video Selfie' }).getByText('Under Review').waitFor();
    await member.getByRole('tab', { name: 'Pending' }).click();
    await member.getByRole('listitem', { name: 'Video Selfie pending' }).getByText('Reviewing').waitFor();
    await saveScreenshot(member, 'verification-pending');

    // The admin sees the video in the review queue and approves it.
    await admin.goto(`${journey.app.url}/admin`);
    await admin.getByRole('link', { name: /Verification Review/ }).click();
    const item = admin.getByRole('listitem', { name: 'Video Selfie from Serwaa Asante' });
    await item.getByLabel('Submitted video').waitFor();
    // What the models found, the unsure check first: nothing to compare her face with.
    await expect.poll(() => item.getByRole('table', { name: 'Automatic checks' }).getByRole('row').first().textContent()).toMatch(/^Matches profile photos.*unsure$/);
    await saveScreenshot(admin, 'verification-review-queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Verification approved', { exact: true }).waitFor();
    await admin.getByText('Nothing to review. New submissions will appear here.').waitFor();

    // No reload: the decision reaches her open screen over the live channel.
    await member.getByRole('tab', { name: 'Completed' }).click();
    await member.getByRole('listitem', { name: 'Video Selfie completed' }).getByText('gold').waitFor();
    await member.getByText('Complete more verifications to earn up to 125 more points').waitFor();
    // Her trust score read model moved her up a level: New User, then Building Trust with the selfie's 35 points.
    await expect.poll(() => member.getByLabel('Trust level').textContent()).toBe('Building Trust');
    await saveScreenshot(member, 'verification-completed');

    // Another member sees her verified in discovery, with the 'verified only' filter on.
    const other = await openSignedInPhonePage(journey.browser, kojo, journey.app.url);
    await other.goto(`${journey.app.url}/discover`);
    await other.getByRole('button', { name: 'Verified only' }).click();
    const card = other.getByRole('heading', { name: /Serwaa/ });
    await card.waitFor();
    await other.getByText('✓ Verified').first().waitFor();
    await saveScreenshot(other, 'verification-verified-card');
  }, 240_000);

  test('a member gets no admin screens and 403 from the admin API', async () => {
    const ama = await signUp('Ama');
    const page = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await page.goto(`${journey.app.url}/admin/verifications`);
    await page.getByText('404 Page Not Found').waitFor();
    const login = await fetch(`${journey.app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ama) });
    const { auth } = (await login.json()) as { auth: { accessToken: string } };
    expect((await fetch(`${journey.app.url}/api/admin/verifications`, { headers: { Authorization: `Bearer ${auth.accessToken}` } })).status).toBe(403);
  });
});
