import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { createPostgresEventStore } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { collectPolicyViolations, launchBrowser, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { callApi, matchMembers, signUpMember } from './matched-members.ts';

let app: RunningApp;
let browser: Browser;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  [app, browser] = await Promise.all([startAppUnderTest({ databaseUrl }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** An administrator, registered through the registration command with role 'admin' (there is no admin signup). */
async function givenAdmin(): Promise<MemberCredentials> {
  const credentials = { email: `ada.${crypto.randomUUID()}@example.com`, password: 'analyse-2024' };
  const pool = createPool(databaseUrl);
  try {
    const input = signupInput.parse({
      ...credentials,
      firstName: 'Ada',
      lastName: 'Admin',
      age: 35,
      location: 'Accra, Ghana',
      heritage: 'Ghanaian',
      profession: 'Analyst',
      phoneNumber: '+233 24 123 4567',
    });
    await registerMember({ store: createPostgresEventStore(pool) }, { ...input, role: 'admin' }, { actorId: 'e2e', correlationId: 'e2e' });
  } finally {
    await pool.end();
  }
  return credentials;
}

describe('admin analytics journey', () => {
  test('after members sign up, swipe, match and chat, an admin sees their numbers in the charts for the range', { timeout: 180_000 }, async () => {
    const admin = await givenAdmin();
    const [ama, kofi, esi] = [await signUpMember(app.url, 'Ama'), await signUpMember(app.url, 'Kofi'), await signUpMember(app.url, 'Esi')];
    const matchId = await matchMembers(app.url, ama, kofi);
    await callApi(app.url, esi, 'POST', '/api/swipes', { swipedId: kofi.id, isLike: false });
    await callApi(app.url, ama, 'POST', `/api/matches/${matchId}/messages`, { content: 'Akwaaba, Kofi!' });
    // Esi goes premium (Demo Mode's payment), Ama buys a boost for $5 and uses it.
    await callApi(app.url, esi, 'POST', '/api/create-subscription', {});
    await callApi(app.url, esi, 'POST', '/api/user/premium', { activate: true });
    const { item } = await callApi<{ item: { id: string } }>(app.url, ama, 'POST', '/api/purchase-consumable', { itemType: 'boost', itemName: 'Profile Boost' });
    await callApi(app.url, ama, 'POST', `/api/use-consumable/${item.id}`, { targetUserId: null });

    const page = await openSignedInPhonePage(browser, admin, app.url);
    const violations: string[] = [];
    collectPolicyViolations(page, violations);
    await page.goto(app.url + '/admin');
    await page.getByRole('link', { name: /Analytics/ }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();

    const totals = page.getByLabel('Totals').getByRole('definition');
    const tile = (label: string) => page.getByLabel('Totals').locator('div').filter({ has: page.getByText(label, { exact: true }) }).getByRole('definition');
    // Four signed up today (the admin too), two liked each other, one passed, one message; $15 of premium and a $5 boost.
    await expect.poll(() => tile('Signups').textContent(), { timeout: 15_000 }).toBe('4');
    expect(await totals.count()).toBe(8);
    expect(await tile('Swipes').textContent()).toBe('3');
    expect(await tile('Like rate').textContent()).toBe('67%');
    expect(await tile('Matches').textContent()).toBe('1');
    expect(await tile('Messages').textContent()).toBe('1');
    await expect.poll(() => tile('Revenue').textContent(), { timeout: 15_000 }).toBe('$20.00');
    expect(await tile('Ever premium').textContent()).toBe('25%');
    expect(await page.getByRole('region', { name: 'Consumables sold and used' }).locator('.recharts-bar-rectangle path').count()).toBe(2);

    for (const chart of ['Signups per day', 'Daily active members', 'Swipes and like rate', 'Matches and match rate', 'Messages', 'Premium conversion', 'Revenue', 'Consumables sold and used']) {
      await page.getByRole('region', { name: chart }).locator('svg.recharts-surface').first().waitFor();
    }
    // Today's bar of signups is drawn.
    expect(await page.getByRole('region', { name: 'Signups per day' }).locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);

    const cohorts = page.getByRole('region', { name: 'Weekly retention' });
    const row = cohorts.getByRole('row').nth(1);
    expect(await row.getByRole('cell').first().textContent()).toBe('4');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('100%');

    const funnel = page.getByRole('region', { name: 'Funnel' });
    await funnel.getByText('4', { exact: true }).waitFor();
    await funnel.getByText('2 (50%)').waitFor();
    await funnel.getByText('1 (50%)').waitFor();

    // No tooltip from the last click over the pictures.
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'admin-analytics-range-totals');
    await page.getByRole('region', { name: 'Swipes and like rate' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-analytics-charts');
    await cohorts.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-analytics-cohorts-funnel');

    // A range the server refuses is named on the screen, and the charts keep the last good range.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByRole('alert').filter({ hasText: 'Choose at most 366 days' }).waitFor();
    expect(await tile('Signups').textContent()).toBe('4');
    expect(violations).toEqual([]);
  });

  test('a member who is not an admin finds no analytics screen', { timeout: 60_000 }, async () => {
    const yaw = await signUpMember(app.url, 'Yaw');
    const page = await openSignedInPhonePage(browser, yaw, app.url);
    await page.goto(app.url + '/admin/analytics');
    await page.getByText(/not found/i).first().waitFor();
    expect(await page.getByRole('region', { name: 'Funnel' }).count()).toBe(0);
  });
});
