import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectPolicyViolations, openPhonePage, openSignedInPhonePage, phoneViewport, saveScreenshot, signUpThroughApi } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

const journey = journeyUnderTest();

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Discover and Matches as a French-speaking member sees them. */
async function seesDiscoverAndMatchesInFrench(page: Page, screenshotPrefix: string) {
  await nav(page, 'Découvrir').click();
  await page.getByRole('heading', { name: 'La communauté Sankofa' }).waitFor();
  await page.getByRole('link', { name: 'Filtres' }).waitFor();
  await saveScreenshot(page, `${screenshotPrefix}-discover`);
  await nav(page, 'Matchs').click();
  await page.getByRole('heading', { name: 'Matchs', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Pas encore de match' }).waitFor();
  await saveScreenshot(page, `${screenshotPrefix}-matches`);
  expect(await pageLanguage(page)).toBe('fr');
}

test('a browser set to French shows the login screen in French', async () => {
  const context = await journey.browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  const violations: string[] = [];
  collectPolicyViolations(page, violations);

  await page.goto(journey.app.url + '/login');
  await page.getByRole('heading', { name: 'Se connecter', level: 1 }).waitFor();
  await page.getByLabel('E-mail', { exact: true }).waitFor();
  await page.getByLabel('Mot de passe', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Se connecter', exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Rencontrez, matchez et connectez-vous à travers la diaspora africaine.').isVisible()).toBe(true);
  expect(await pageLanguage(page)).toBe('fr');
  await saveScreenshot(page, 'languages-login-fr');
  expect(violations).toEqual([]);
  await context.close();
});

test('a member switches to Français in the profile; Discover and Matches follow, and the choice survives a reload and a new login', async () => {
  const member = await signUpThroughApi(journey.app.url);
  const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
  const violations: string[] = [];
  collectPolicyViolations(page, violations);

  await page.goto(journey.app.url + '/profile');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/interface-language') && response.ok());
  await page.getByRole('radio', { name: 'Français' }).click();
  await saved;
  await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
  expect(await page.getByRole('radio', { name: 'Français' }).getAttribute('aria-checked')).toBe('true');
  await page.getByRole('radio', { name: 'Français' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'languages-profile-fr');

  await seesDiscoverAndMatchesInFrench(page, 'languages-switched');

  await page.reload();
  await page.getByRole('heading', { name: 'Matchs', level: 1 }).waitFor();

  // Another device: an English browser with nothing stored, where the member logs in through the form.
  const otherDevice = await openPhonePage(journey.browser);
  await otherDevice.goto(journey.app.url + '/login');
  await otherDevice.getByLabel('Email', { exact: true }).fill(member.email);
  await otherDevice.getByLabel('Password', { exact: true }).fill(member.password);
  await otherDevice.getByRole('button', { name: 'Log In', exact: true }).click();
  await otherDevice.waitForURL(journey.app.url + '/');
  await nav(otherDevice, 'Matchs').waitFor();
  await seesDiscoverAndMatchesInFrench(otherDevice, 'languages-new-login');
  expect(violations).toEqual([]);
});
