import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { createPostgresEventStore } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { launchBrowser, openPhonePage, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';

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

const profile = {
  phoneNumber: '+233 24 123 4567',
  lastName: 'Mensah',
  age: 30,
  location: 'Accra, Ghana',
  latitude: 5.6037,
  longitude: -0.187,
  currentCity: 'Accra',
  currentCountry: 'Ghana',
  heritage: 'Ghanaian',
  profession: 'Teacher',
};

async function signUp(firstName: string): Promise<MemberCredentials & { id: string }> {
  const credentials = { email: `${firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  const response = await fetch(`${app.url}/api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...credentials, ...profile, firstName }) });
  if (!response.ok) throw new Error(`Signup failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { ...credentials, id: user.id };
}

/** An administrator, registered through the registration command with role 'admin' (there is no admin signup). */
async function givenAdmin(): Promise<MemberCredentials> {
  const credentials = { email: `ada.${crypto.randomUUID()}@example.com`, password: 'moderate-2024' };
  const pool = createPool(databaseUrl);
  try {
    const input = signupInput.parse({ ...credentials, ...profile, firstName: 'Ada', lastName: 'Admin' });
    await registerMember({ store: createPostgresEventStore(pool) }, { ...input, role: 'admin' }, { actorId: 'e2e', correlationId: 'e2e' });
  } finally {
    await pool.end();
  }
  return credentials;
}

async function as(member: MemberCredentials, path: string, body: unknown): Promise<void> {
  const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(member) });
  const { auth } = (await login.json()) as { auth: { accessToken: string } };
  const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.accessToken}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
}

async function reportWithConversation(page: Page, name: string): Promise<void> {
  await page.goto(app.url + '/matches');
  await page.getByRole('button', { name: `More options for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Harassment' }).click();
  await dialog.getByLabel('Description').fill('He threatened me after I stopped replying.');
  await dialog.getByRole('checkbox', { name: /Attach our conversation/ }).check();
  await saveScreenshot(page, 'moderation-report-dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await page.getByText('Report Sent', { exact: true }).waitFor();
}

describe('moderation journey', () => {
  test('a member reports another with the conversation, an admin suspends him: his open app signs him out and his login says why', { timeout: 180_000 }, async () => {
    const [ama, kofi] = [await signUp('Ama'), await signUp('Kofi')];
    const admin = await givenAdmin();
    await as(ama, '/api/swipes', { swipedId: kofi.id, isLike: true });
    await as(kofi, '/api/swipes', { swipedId: ama.id, isLike: true });
    await as(ama, `/api/matches/${kofi.id}/messages`, { content: 'Hi Kofi, nice to meet you' });
    await as(kofi, `/api/matches/${ama.id}/messages`, { content: 'Answer me or you will regret it' });

    const amaPage = await openSignedInPhonePage(browser, ama, app.url);
    await reportWithConversation(amaPage, 'Kofi');

    // Kofi is using the app when the decision comes.
    const kofiLivePage = await openSignedInPhonePage(browser, kofi, app.url);
    await kofiLivePage.goto(app.url + '/matches');
    await kofiLivePage.getByText('Ama', { exact: false }).first().waitFor();

    const adminPage = await openSignedInPhonePage(browser, admin, app.url);
    await adminPage.goto(app.url + '/admin');
    await adminPage.getByRole('link', { name: /Moderation/ }).click();
    const report = adminPage.getByRole('article', { name: 'Report about Kofi Mensah' });
    await report.getByText('Answer me or you will regret it').waitFor();
    await report.getByText('Hi Kofi, nice to meet you').waitFor();
    expect(await report.getByLabel('Reported profile').textContent()).toContain('Kofi Mensah, 30');
    await report.getByRole('radio', { name: 'Suspend' }).check();
    await report.getByLabel('Note').fill('Threatening messages to another member');
    await saveScreenshot(adminPage, 'moderation-queue');
    await report.getByRole('button', { name: 'Uphold' }).click();
    await adminPage.getByText('Report upheld', { exact: true }).waitFor();
    await adminPage.getByText('No reports are waiting.').waitFor();
    const suspended = adminPage.getByRole('listitem', { name: 'Suspended: Kofi Mensah' });
    await suspended.getByText('Threatening messages to another member').waitFor();
    await saveScreenshot(adminPage, 'moderation-suspended');

    // His live session ends at once: the app signs him out and the login screen says why.
    await kofiLivePage.waitForURL('**/login');
    await kofiLivePage.getByRole('alert').filter({ hasText: 'Account suspended' }).getByText('Threatening messages to another member').waitFor();

    const kofiPage = await openPhonePage(browser);
    await kofiPage.goto(app.url + '/login');
    await kofiPage.getByLabel('Email').fill(kofi.email);
    await kofiPage.getByRole('textbox', { name: 'Password' }).fill(kofi.password);
    await kofiPage.getByRole('button', { name: 'Log In' }).click();
    const notice = kofiPage.getByRole('alert').filter({ hasText: 'Account suspended' });
    await notice.getByText('Your account has been suspended: Threatening messages to another member').waitFor();
    await saveScreenshot(kofiPage, 'moderation-login-suspended');

    // Lifted, he can sign in again.
    await suspended.getByRole('button', { name: 'Lift' }).click();
    await adminPage.getByText('No one is suspended.').waitFor();
    await kofiPage.getByRole('button', { name: 'Log In' }).click();
    await kofiPage.getByText('Login Successful', { exact: true }).waitFor();
  });
});
