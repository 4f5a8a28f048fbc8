import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PremiumActivated, createPostgresEventStore, memberStream, newEvent } from '@sankofa/events';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();
let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: journey.databaseUrl, max: 2 });
});

afterAll(async () => {
  await pool?.end();
});

const signUp = (firstName: string, lastName: string, age: number) => registerThroughApi(journey.app.url, firstName, { ...accraProfile, lastName, age });

/** Premium as the payments will record it: the fact on the member's stream (the payments helper's API appends the same). */
async function makePremium(memberId: string) {
  const store = createPostgresEventStore(pool);
  await store.append(memberStream(memberId), [newEvent(PremiumActivated, { memberId, until: null }, { actorId: 'test', correlationId: 'e2e' })]);
}

/** The read side catches up in the background: reload until `text` shows. */
async function reloadUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByText(text, { exact: true })
          .first()
          .waitFor({ timeout: 3000 })
          .then(() => true, () => false);
      },
      { timeout: 40_000, interval: 250 },
    )
    .toBe(true);
}

describe('profile viewers', () => {
  test('a premium member sees who viewed her and revisits a passed profile; a free member sees the upsells', { timeout: 120_000 }, async () => {
    const ama = await signUp('Ama', 'Mensah', 29);
    const kwame = await signUp('Kwame', 'Asante', 32);
    await makePremium(ama.id);
    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    const kwamePage = await openSignedInPhonePage(journey.browser, kwame, journey.app.url);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kwamePage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    // Kwame opens Discover: Ama's profile is on top, which counts as a view.
    await kwamePage.goto(journey.app.url + '/');
    await kwamePage.getByRole('region', { name: 'Profiles to discover' }).getByRole('article', { name: /^Ama,/ }).waitFor();

    await amaPage.goto(journey.app.url + '/profile-viewers');
    await reloadUntil(amaPage, 'Kwame Asante');
    const row = amaPage.getByRole('list', { name: 'Profile viewers' }).getByRole('listitem');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('Viewed less than a minute ago').waitFor();
    await row.getByText('Accra, Ghana').waitFor();
    await amaPage.getByText('Premium Feature').waitFor();
    await amaPage.getByText('Profile views this month').waitFor();
    await saveScreenshot(amaPage, 'profile-viewers-premium');

    await row.getByRole('button', { name: 'View Profile' }).click();
    await amaPage.getByRole('dialog', { name: /Kwame Asante, 32/ }).waitFor();
    await saveScreenshot(amaPage, 'profile-viewers-view-profile');

    // Kwame is free: the upsell, and the server refuses him the list.
    await kwamePage.goto(journey.app.url + '/profile-viewers');
    await kwamePage.getByText('See who viewed your profile').waitFor();
    await kwamePage.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    await saveScreenshot(kwamePage, 'profile-viewers-upsell');

    // Revisit Passed Profiles: premium Ama passes Kwame, finds him among her passes and likes him again.
    await amaPage.goto(journey.app.url + '/');
    await amaPage.getByRole('region', { name: 'Profiles to discover' }).getByRole('article', { name: /^Kwame,/ }).waitFor();
    await amaPage.getByRole('button', { name: 'Pass' }).click();
    await amaPage.goto(journey.app.url + '/passed-profiles');
    await reloadUntil(amaPage, 'Kwame Asante');
    await saveScreenshot(amaPage, 'passed-profiles');
    await amaPage.getByRole('list', { name: 'Passed profiles' }).getByRole('button', { name: 'Like' }).click();
    await amaPage.getByText('You liked Kwame.').first().waitFor();
    // Free Kwame is shown the upsell there too.
    await kwamePage.goto(journey.app.url + '/passed-profiles');
    await kwamePage.getByText('Revisit Passed Profiles').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
