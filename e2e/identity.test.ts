import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { collectPolicyViolations, openPhonePage, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const accra = { latitude: 5.6037, longitude: -0.187 };
const member = {
  email: `ama.mensah.${Date.now()}@example.com`,
  password: 'akwaaba-2024',
  phoneNumber: uniquePhoneNumber(),
  firstName: 'Ama',
  lastName: 'Mensah',
  age: '29',
  profession: 'Architect',
};

const journey = journeyUnderTest();
let photoPath: string;

beforeAll(async () => {
  // Her first photo must show a face (photo screening).
  photoPath = path.join(await mkdtemp(path.join(tmpdir(), 'sankofa-photo-')), 'ama.jpg');
  await writeFile(photoPath, testImages.face());
});

const nav = (page: Page, label: string) => page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: label });
const currentCode = (secret: string) => generateSync({ secret });
/** The next 30-second step's code: accepted for clock drift, and never used before (each code serves once). */
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signUp(page: Page) {
  await page.goto(journey.app.url + '/signup');
  await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Phone Number').fill(member.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Age', { exact: true }).fill(member.age);
  await page.getByRole('button', { name: 'Detect my location' }).click();
  // exact: the toast's screen-reader announcement repeats its title inside a longer text.
  await page.getByText('Location detected', { exact: true }).waitFor();
  expect(await page.getByLabel('Location', { exact: true }).inputValue()).not.toBe('');
  await page.getByRole('combobox', { name: 'Heritage' }).click();
  await page.getByRole('option', { name: 'Ghanaian' }).click();
  await page.getByLabel('Profession').fill(member.profession);
  await page.getByRole('button', { name: 'Twi', exact: true }).click();
  await page.getByRole('button', { name: 'Family oriented' }).click();
  await saveScreenshot(page, 'signup-step-1');
  await page.getByRole('button', { name: 'Continue to Photos' }).click();

  await page.getByRole('heading', { level: 1, name: 'Add Your Photos' }).waitFor();
  await page.locator('input[type=file]').setInputFiles(photoPath);
  await page.getByText('1 of 7 photos added', { exact: true }).waitFor();
  await saveScreenshot(page, 'signup-step-2');
  await page.getByRole('button', { name: 'Create Account (1 photo)' }).click();
  await page.waitForURL(journey.app.url + '/');
}

async function enableTwoFactor(page: Page): Promise<string> {
  await nav(page, 'Profile').click();
  await page.getByRole('link', { name: /Security & Verification/ }).click();
  await page.getByRole('button', { name: 'Enable Two-Factor' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Code from your authenticator app').fill(currentCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('two-factor-status').filter({ hasText: 'On' }).waitFor();
  return secret;
}

async function logInWithTwoFactor(page: Page, secret: string) {
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByLabel('Verification Code').waitFor();
  await saveScreenshot(page, 'login-two-factor');
  // The code that turned two-factor on is spent.
  await page.getByLabel('Verification Code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL(journey.app.url + '/');
}

/** On the Security screen: the old password and the new one (two-factor is still off). */
async function changePassword(page: Page, newPassword: string) {
  await nav(page, 'Profile').click();
  await page.getByRole('link', { name: /Security & Verification/ }).click();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password').fill(newPassword);
  await saveScreenshot(page, 'security-change-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Password Changed', { exact: true }).waitFor();
  member.password = newPassword;
}

describe('identity', () => {
  test('a new member signs up with a photo, turns on two-factor, logs back in with it and edits the profile', { timeout: 180_000 }, async () => {
    const page = await openPhonePage(journey.browser);
    await page.context().grantPermissions(['geolocation'], { origin: journey.app.url });
    await page.context().setGeolocation(accra);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);

    await signUp(page);
    const avatarPhoto = page.getByRole('link', { name: 'Your profile' }).locator('img');
    await avatarPhoto.waitFor();
    // Shown, then loaded: on a loaded machine the picture arrives a moment after its element.
    await expect.poll(() => avatarPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);

    // Signed in on another device too; changing the password here signs that one out, not this one.
    const laptop = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    await laptop.goto(journey.app.url + '/profile');
    await expect.poll(() => laptop.getByTestId('profile-name').textContent()).toBe('Ama Mensah');
    await changePassword(page, 'a-new-akwaaba-2025');
    await laptop.reload();
    await laptop.waitForURL(journey.app.url + '/login');

    const secret = await enableTwoFactor(page);

    await nav(page, 'Profile').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(journey.app.url + '/login');
    // Nothing of the session is left where page script could read it.
    expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toMatch(/accessToken|refresh|eyJ/);

    await logInWithTwoFactor(page, secret);

    await nav(page, 'Profile').click();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Ama Mensah');
    await saveScreenshot(page, 'profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ama Owusu');
    await page.getByLabel('Age', { exact: true }).fill('31');
    await page.getByLabel('Location', { exact: true }).fill('Kumasi, Ghana');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Ama Owusu');
    expect(await page.getByTestId('profile-age').textContent()).toBe('31 years old');
    expect(await page.getByTestId('profile-location').textContent()).toBe('Kumasi, Ghana');

    await nav(page, 'Discover').click();
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await page.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
    await saveScreenshot(page, 'notifications');

    // "Sign out everywhere" in the Security screen's Account Activity ends this session too; a reload finds none.
    await nav(page, 'Profile').click();
    await page.getByRole('link', { name: /Security & Verification/ }).click();
    await saveScreenshot(page, 'security');
    await page.getByRole('button', { name: 'Account Activity' }).click();
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await page.waitForURL(journey.app.url + '/login');
    await page.goto(journey.app.url + '/profile');
    await page.waitForURL(journey.app.url + '/login');

    expect(pageErrors).toEqual([]);
  });

  test('pages, assets, API answers and 404s all carry the security headers', async () => {
    const page = await fetch(`${journey.app.url}/discover`);
    const asset = (/src="(\/assets\/[^"]+\.js)"/.exec(await page.text()) ?? [])[1];
    const answers = [
      page,
      await fetch(`${journey.app.url}${asset}`),
      await fetch(`${journey.app.url}/api/user/stats`),
      await fetch(`${journey.app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${journey.app.url}/api/nowhere`),
      await fetch(`${journey.app.url}/api/media/${'0'.repeat(64)}.png`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 400, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
