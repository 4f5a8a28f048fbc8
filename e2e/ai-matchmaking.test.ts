import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, headersOf, logInThroughApi, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();

/** Members in one city and age range, so each is a candidate for the others; each lets matching use her religion, which the journey ranks on. */
const signUp = (firstName: string, profile: { heritage: string; languages: string[]; religionSpirituality: string }) =>
  registerThroughApi(journey.app.url, firstName, {
    ...accraProfile,
    lastName: 'Test',
    profession: 'Teacher',
    ...profile,
    sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true },
  });

async function like(member: MemberCredentials, swipedId: string): Promise<void> {
  const response = await fetch(`${journey.app.url}/api/swipes`, {
    method: 'POST',
    headers: headersOf(await logInThroughApi(journey.app.url, member)),
    body: JSON.stringify({ swipedId, isLike: true }),
  });
  if (response.status !== 201) throw new Error(`Like failed: ${response.status} ${await response.text()}`);
}

const firstRecommended = (page: Page) => page.getByTestId('recommended-name').first();

async function setPriorities(page: Page, priorities: Record<string, number>): Promise<void> {
  for (const [label, value] of Object.entries(priorities)) await page.getByRole('slider', { name: label }).fill(String(value));
}

describe('AI matchmaking journey', () => {
  test('a member tunes priorities and the recommended order changes; the analysis explains the score', async () => {
    const ama = await signUp('Ama', { heritage: 'Ghanaian', languages: ['Twi', 'English'], religionSpirituality: 'Muslim' });
    await signUp('Kwame', { heritage: 'Ghanaian', languages: ['Twi'], religionSpirituality: 'Christian' });
    const hauwa = await signUp('Hauwa', { heritage: 'Nigerian', languages: ['Hausa'], religionSpirituality: 'Muslim' });

    const page = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await page.goto(journey.app.url + '/ai-matchmaking');
    await page.getByRole('slider', { name: 'Cultural Heritage' }).waitFor();
    expect(await page.getByTestId('culturalImportance-value').textContent()).toBe('70%');

    await setPriorities(page, { 'Cultural Heritage': 100, 'Language Match': 0, 'Religion/Spirituality': 0, 'Education Level': 0, 'Lifestyle Compatibility': 0 });
    await page.getByText('Preferences Updated', { exact: true }).first().waitFor();
    await expect.poll(() => firstRecommended(page).textContent(), { timeout: 10_000 }).toBe('Kwame Test');

    await setPriorities(page, { 'Cultural Heritage': 0, 'Religion/Spirituality': 100 });
    await expect.poll(() => firstRecommended(page).textContent(), { timeout: 10_000 }).toBe('Hauwa Test');
    await saveScreenshot(page, 'ai-matchmaking');

    await firstRecommended(page).click();
    const dialog = page.getByRole('dialog', { name: 'Match Analysis' });
    await dialog.getByText('Religion/Spirituality').first().waitFor();
    await dialog.getByText('You are both Muslim.').waitFor();
    await saveScreenshot(page, 'ai-matchmaking-analysis');

    // Hauwa already liked Ama: Like Match makes the match, and Start Chat opens its chat.
    await like(hauwa, ama.id);
    await dialog.getByRole('button', { name: 'Like Match' }).click();
    await page.getByText("It's a Match!", { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Optimize My Matches' }).click();
    await page.getByText('Optimization Started', { exact: true }).waitFor();
    await page.getByText(/Last optimized/).waitFor();

    await firstRecommended(page).click();
    await dialog.getByRole('button', { name: 'Liked' }).waitFor();
    await dialog.getByRole('button', { name: 'Start Chat' }).click();
    await page.waitForURL(/\/chat\/[\w-]+$/);
  });
});
