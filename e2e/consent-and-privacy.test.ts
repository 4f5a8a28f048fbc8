import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openPhonePage, openSignedInPhonePage, reloadUntilShown, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, signUpMember } from './matched-members.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const journey = journeyUnderTest();

const accra = { latitude: 5.6037, longitude: -0.187 };
const deck = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' });
const amaCard = (page: Page) => deck(page).getByRole('article', { name: /^Ama,/ });
/** The Settings card, found by its heading. */
const consentCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'What you share' }) });

/** Ama signs up in the browser, Akan, and answers the consent question: yes to ethnic group and religion, no to location. */
async function signUpAsAma(page: Page) {
  await page.context().grantPermissions(['geolocation'], { origin: journey.app.url });
  await page.context().setGeolocation(accra);
  await page.goto(journey.app.url + '/signup');
  await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(`ama.${crypto.randomUUID()}@example.com`);
  await page.getByLabel('Phone Number').fill(uniquePhoneNumber());
  await page.getByLabel('Password', { exact: true }).fill('akwaaba-2024');
  await page.getByLabel('First Name').fill('Ama');
  await page.getByLabel('Last Name').fill('Mensah');
  await page.getByLabel('Age', { exact: true }).fill('29');
  await page.getByRole('button', { name: 'Detect my location' }).click();
  await page.getByText('Location detected', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Heritage' }).click();
  await page.getByRole('option', { name: 'Ghanaian' }).click();
  await page.getByLabel('Profession').fill('Architect');
  await page.getByRole('combobox', { name: 'Ethnic Group' }).fill('Akan');

  const asked = page.locator('section', { has: page.getByRole('heading', { name: 'What you share' }) });
  await asked.getByText('We use them only if you say yes').waitFor();
  expect(await asked.getByRole('link', { name: 'Read what we keep and why' }).getAttribute('href')).toBe('/privacy');
  const ethnicityAndReligion = asked.getByRole('checkbox', { name: /ethnic group and religion/ });
  const location = asked.getByRole('checkbox', { name: /Use my location/ });
  expect([await ethnicityAndReligion.isChecked(), await location.isChecked()]).toEqual([false, false]);
  await ethnicityAndReligion.check();
  await asked.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'consent-signup');
  await page.getByRole('button', { name: 'Continue to Photos' }).click();
  await page.getByRole('button', { name: 'Skip for Now - Add Photos Later' }).click();
  await page.waitForURL(journey.app.url + '/');
}

describe('consent and privacy', () => {
  test('signup asks, Settings changes it and what others see follows, and /privacy opens from Settings and the login screen', { timeout: 180_000 }, async () => {
    const url = journey.app.url;
    const kofi = await signUpMember(url, 'Kofi', { ...accraProfile, sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true } });
    const [amaPage, kofiPage] = await Promise.all([openPhonePage(journey.browser), openSignedInPhonePage(journey.browser, kofi, url)]);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kofiPage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    // The login screen links to the Privacy page for visitors.
    await amaPage.goto(url + '/login');
    await amaPage.getByRole('link', { name: 'How we use your data' }).click();
    await amaPage.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();

    await signUpAsAma(amaPage);

    // She said yes: Kofi sees her ethnic group on her card.
    await kofiPage.goto(url + '/');
    await reloadUntilShown(kofiPage, amaCard(kofiPage).getByText('Akan', { exact: true }));

    // Settings shows what she chose, and what a no loses.
    await amaPage.goto(url + '/profile');
    const card = consentCard(amaPage);
    const ethnicityAndReligion = card.getByRole('checkbox', { name: /Ethnic group and religion/ });
    await ethnicityAndReligion.waitFor();
    expect([await ethnicityAndReligion.isChecked(), await card.getByRole('checkbox', { name: /My location for distances/ }).isChecked()]).toEqual([true, false]);
    await card.getByText("If you say no, other members won't see them").waitFor();
    await card.getByText("If you say no, nobody sees how far away you are").waitFor();

    // She withdraws it: Kofi's deck shows her without it.
    await ethnicityAndReligion.uncheck();
    await amaPage.getByText('Your choice is saved', { exact: true }).waitFor();
    await expect.poll(() => ethnicityAndReligion.isChecked()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(amaPage, 'consent-settings');
    await reloadUntilShown(kofiPage, amaCard(kofiPage).filter({ hasNot: kofiPage.getByText('Akan', { exact: true }) }));

    // From Settings, the Privacy page.
    await card.getByRole('link', { name: 'Privacy: what we keep and why' }).click();
    await amaPage.waitForURL(url + '/privacy');
    await amaPage.getByRole('heading', { level: 2, name: 'Encrypted with a key of your own' }).waitFor();
    await amaPage.getByText('They are deleted 30 days after the decision').waitFor();
    await saveScreenshot(amaPage, 'privacy-page');

    expect(pageErrors).toEqual([]);
  });
});
