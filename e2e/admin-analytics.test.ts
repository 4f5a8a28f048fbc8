import { describe, expect, test } from 'vitest';
import { registerAdmin } from './admin-member.ts';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();

const givenAdmin = () => registerAdmin(journey.databaseUrl, { age: 35 });

describe('admin analytics journey', () => {
  test('after members sign up, swipe, match and chat, an admin sees their numbers in the charts for the range', { timeout: 180_000 }, async () => {
    const admin = await givenAdmin();
    const [ama, kofi, esi] = [await signUpMember(journey.app.url, 'Ama'), await signUpMember(journey.app.url, 'Kofi'), await signUpMember(journey.app.url, 'Esi')];
    const matchId = await matchMembers(journey.app.url, ama, kofi);
    await callApi(journey.app.url, esi, 'POST', '/api/swipes', { swipedId: kofi.id, isLike: false });
    await callApi(journey.app.url, ama, 'POST', `/api/matches/${matchId}/messages`, { content: 'Akwaaba, Kofi!' });
    // Esi goes premium (Demo Mode's payment), Ama buys a boost for $5 and uses it.
    await callApi(journey.app.url, esi, 'POST', '/api/create-subscription', {});
    await callApi(journey.app.url, esi, 'POST', '/api/user/premium', { activate: true });
    const { item } = await callApi<{ item: { id: string } }>(journey.app.url, ama, 'POST', '/api/purchase-consumable', { itemType: 'boost', itemName: 'Profile Boost' });
    await callApi(journey.app.url, ama, 'POST', `/api/use-consumable/${item.id}`, { targetUserId: null });

    const page = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    const violations: string[] = [];
    collectPolicyViolations(page, violations);
    await page.goto(journey.app.url + '/admin');
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
    const yaw = await signUpMember(journey.app.url, 'Yaw');
    const page = await openSignedInPhonePage(journey.browser, yaw, journey.app.url);
    await page.goto(journey.app.url + '/admin/analytics');
    await page.getByText(/not found/i).first().waitFor();
    expect(await page.getByRole('region', { name: 'Funnel' }).count()).toBe(0);
  });
});
