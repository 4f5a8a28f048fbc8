import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerAdmin } from './admin-member.ts';
import { openPhonePage, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, headersOf, logInThroughApi, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();

const profile = { ...accraProfile, profession: 'Teacher', age: 30 };

const signUp = (firstName: string) => registerThroughApi(journey.app.url, firstName, profile);

const givenAdmin = () => registerAdmin(journey.databaseUrl, profile);

async function as(member: MemberCredentials, path: string, body: unknown): Promise<void> {
  const headers = headersOf(await logInThroughApi(journey.app.url, member));
  const response = await fetch(`${journey.app.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
}

async function reportWithConversation(page: Page, name: string): Promise<void> {
  await page.goto(journey.app.url + '/matches');
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
    // A threat: 'Are you sure?' stops it until he sends it anyway.
    await as(kofi, `/api/matches/${ama.id}/messages`, { content: 'Answer me or you will regret it', confirmedDespiteWarning: true });

    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await reportWithConversation(amaPage, 'Kofi');

    // Kofi is using the app when the decision comes.
    const kofiLivePage = await openSignedInPhonePage(journey.browser, kofi, journey.app.url);
    await kofiLivePage.goto(journey.app.url + '/matches');
    await kofiLivePage.getByText('Ama', { exact: false }).first().waitFor();

    const adminPage = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    await adminPage.goto(journey.app.url + '/admin');
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

    const kofiPage = await openPhonePage(journey.browser);
    await kofiPage.goto(journey.app.url + '/login');
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
