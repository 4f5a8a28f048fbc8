import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { getPrivateMedia, urlOf } from '@sankofa/contracts';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest({ browser: { fakeMedia: true } });

const PRIVATE_MEDIA_PREFIX = urlOf(getPrivateMedia, { key: '' });

const progressOf = (page: Page, name: string) => page.getByRole('progressbar', { name }).first().getAttribute('aria-valuenow').then(Number);

describe('voice messages', () => {
  test('a recording made on /voice-messages is previewed, saved on the device, played, offered as webm and deleted', { timeout: 120_000 }, async () => {
    const kofi = await signUpMember(journey.app.url, 'Kofi');
    const page = await openSignedInPhonePage(journey.browser, kofi, journey.app.url);
    await page.goto(`${journey.app.url}/voice-messages`);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByText('Recording Started').first().waitFor();
    await page.getByRole('meter', { name: 'Recording level' }).waitFor();
    await expect.poll(() => page.getByLabel('Recording time').textContent(), { timeout: 10_000 }).toBe('0:02');
    await saveScreenshot(page, 'voice-messages-recording');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Play new recording' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Voice Message Saved').first().waitFor();
    await page.getByRole('heading', { name: 'Saved Messages (1)' }).waitFor();

    await page.reload();
    const saved = page.getByRole('article', { name: /^recording of / });
    await saved.waitFor();
    const label = (await saved.getAttribute('aria-label'))!;
    expect(await saved.getByRole('link', { name: `Download ${label}` }).getAttribute('download')).toMatch(/\.webm$/);
    await saved.getByRole('button', { name: `Play ${label}` }).click();
    await expect.poll(() => progressOf(page, `${label} progress`), { timeout: 10_000 }).toBeGreaterThan(0);
    await saveScreenshot(page, 'voice-messages-saved');
    await saved.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByRole('heading', { name: 'Saved Messages (0)' }).waitFor();
  });

  test('Kofi records and sends a voice message in the chat; both he and Ama play it back', { timeout: 120_000 }, async () => {
    const [kofi, ama] = await Promise.all([signUpMember(journey.app.url, 'Kofi'), signUpMember(journey.app.url, 'Ama')]);
    const matchId = await matchMembers(journey.app.url, kofi, ama);
    const [kofiPage, amaPage] = await Promise.all([openSignedInPhonePage(journey.browser, kofi, journey.app.url), openSignedInPhonePage(journey.browser, ama, journey.app.url)]);
    await Promise.all([kofiPage.goto(`${journey.app.url}/chat/${matchId}`), amaPage.goto(`${journey.app.url}/chat/${matchId}`)]);

    await kofiPage.getByRole('button', { name: 'Record voice message' }).click();
    const recording = kofiPage.getByRole('group', { name: 'Recording voice message' });
    await expect.poll(() => recording.getByLabel('Recording time').textContent(), { timeout: 10_000 }).toBe('0:02');
    await saveScreenshot(kofiPage, 'voice-message-recording-in-chat');
    await recording.getByRole('button', { name: 'Send voice message' }).click();

    // The recording is private: Ama's page fetches it with her token and plays it from a blob.
    const fetchedByAma = amaPage.waitForResponse((response) => response.url().includes(PRIVATE_MEDIA_PREFIX), { timeout: 20_000 });
    for (const page of [kofiPage, amaPage]) {
      const play = page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Play voice message' });
      await play.waitFor({ timeout: 15_000 });
      await expect.poll(() => play.isEnabled(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('log', { name: 'Messages' }).locator('audio').first().getAttribute('src')).toMatch(/^blob:/);
      await play.click();
      await expect.poll(() => progressOf(page, 'voice message progress'), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    const served = await fetchedByAma;
    expect(served.status()).toBe(200);
    // Its URL alone opens nothing: without her token it is a 401.
    const voicePath = new URL(served.url()).pathname;
    expect(await amaPage.evaluate((path) => fetch(path).then((response) => response.status), voicePath)).toBe(401);
    await saveScreenshot(amaPage, 'voice-message-in-chat');
  });
});
