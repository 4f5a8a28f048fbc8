import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { fakeCameraFile } from './fake-camera.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, logInThroughApi, matchMembers, registerThroughApi } from './matched-members.ts';

// Chromium's fake camera plays face.jpg straight, tilted to her left, to her right and closer, half a second each, in a loop.
const journey = journeyUnderTest({ app: { demoCommunitySize: 0 }, browser: { fakeMedia: true, captureFile: await fakeCameraFile(testImages.face()) } });

const kumasiProfile = { lastName: 'Boakye', age: 30, location: 'Kumasi, Ghana', latitude: 6.6885, longitude: -1.6244, currentCity: 'Kumasi', currentCountry: 'Ghana', profession: 'Architect' };

/** The profile photo goes through POST /api/media before the account exists, as the signup screen sends it. */
const uploadProfilePhoto = async (image: Buffer): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'face.jpg');
  const response = await fetch(`${journey.app.url}/api/media`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
};

const withCamera = async (page: Page) => {
  await page.context().grantPermissions(['camera'], { origin: journey.app.url });
  return page;
};

describe('selfie verification journey', () => {
  test('a member whose profile photo is her face follows the poses on the camera and is verified at once, with no one reviewing', async () => {
    const adwoa = await registerThroughApi(journey.app.url, 'Adwoa', { ...kumasiProfile, photos: [await uploadProfilePhoto(testImages.face())] });
    const page = await withCamera(await openSignedInPhonePage(journey.browser, adwoa, journey.app.url));
    await page.goto(`${journey.app.url}/enhanced-verification`);
    await page.getByRole('radio', { name: 'Video Selfie' }).click();
    await page.getByRole('button', { name: 'Start Verification' }).click();
    await page.getByText('Verification Started', { exact: true }).waitFor();
    await page.getByText('Follow each instruction on the camera as it appears').waitFor();
    await page.getByRole('button', { name: 'Capture & Submit' }).click();

    // Each pose's instruction shows on the live camera in turn, 'straight' first.
    await page.getByRole('status').getByText('Look straight at the camera').waitFor();
    await saveScreenshot(page, 'selfie-verification-pose');
    await page.getByRole('status').getByText(/Tilt your head|Move closer/).first().waitFor();

    // The models answer at once (their first picture loads them: seconds on a loaded machine).
    await page.getByText('Verified', { exact: true }).waitFor({ timeout: 120_000 });
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByRole('listitem', { name: 'Video Selfie completed' }).getByText('gold').waitFor();
    await page.getByText('Complete more verifications to earn up to 150 more points').waitFor();
    await saveScreenshot(page, 'selfie-verification-verified');
  }, 180_000);

  test("a member asks her match to verify from the match's profile in the chat, once a week, and the match is notified", async () => {
    const [kojo, efua] = await Promise.all(['Kojo', 'Efua'].map(async (name) => logInThroughApi(journey.app.url, await registerThroughApi(journey.app.url, name, kumasiProfile))));
    const matchId = await matchMembers(journey.app.url, kojo!, efua!);
    const page = await openSignedInPhonePage(journey.browser, kojo!, journey.app.url);
    await page.goto(`${journey.app.url}/chat/${matchId}`);
    await page.getByRole('button', { name: "View Efua's profile" }).click();
    await page.getByRole('button', { name: 'Ask to verify: Efua' }).click();
    await page.getByText('We let your match know you would like them to verify.').first().waitFor();
    await saveScreenshot(page, 'selfie-verification-ask');
    const notifications = () => callApi<Array<{ title: string; relatedMemberId: string | null }>>(journey.app.url, efua!, 'GET', '/api/notifications');
    await expect.poll(async () => (await notifications()).find((one) => one.title === 'Asked to verify')?.relatedMemberId).toBe(kojo!.id);
    // A second ask the same week is refused, and says why.
    const again = await fetch(`${journey.app.url}/api/verification/ask`, { method: 'POST', headers: { 'Content-Type': 'application/json', authorization: `Bearer ${kojo!.token}` }, body: JSON.stringify({ memberId: efua!.id }) });
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([429, 'You asked this match to verify less than a week ago']);
  }, 60_000);
});
