import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { demoAdmin } from './admin-member.ts';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { registerThroughApi } from './matched-members.ts';

// The demo community brings the admin who reads the development outbox.
const journey = journeyUnderTest({ app: { demoCommunitySize: 0 } });

const logInStatus = async (email: string, password: string) =>
  (await fetch(`${journey.app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status;

/** The e-mail half of the Settings card. */
const emailForm = (page: Page) => page.getByRole('form', { name: 'Change e-mail' });

describe('change e-mail journey', () => {
  test('she asks for a new address in Settings, opens the link from the outbox, and signs in with it; the old address no longer works', { timeout: 180_000 }, async () => {
    const url = journey.app.url;
    const member = await registerThroughApi(url, 'Abena');
    const newEmail = `abena.new.${Date.now()}@example.org`;
    const page = await openSignedInPhonePage(journey.browser, member, url);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);

    await page.goto(`${url}/profile`);
    await emailForm(page).getByText(`You sign in with ${member.email}.`).waitFor();
    await emailForm(page).getByLabel('New e-mail address').fill(newEmail);
    await emailForm(page).getByLabel('Your password', { exact: true }).fill(member.password);
    await emailForm(page).getByRole('button', { name: 'Send confirmation link' }).click();
    await emailForm(page).getByRole('status').getByText('We sent a link to a***@example.org.', { exact: false }).waitFor();
    await saveScreenshot(page, 'change-email-settings');
    expect(await seriousViolations(page)).toEqual([]);
    // Until she confirms, her current address still signs her in.
    expect(await logInStatus(member.email, member.password)).toBe(200);

    const admin = await openSignedInPhonePage(journey.browser, demoAdmin, url);
    await admin.goto(`${url}/admin/outbox`);
    await admin.getByRole('listitem', { name: `email to ${member.email}` }).getByText('is being changed', { exact: false }).first().waitFor();
    const mail = admin.getByRole('listitem', { name: `email to ${newEmail}` });
    await mail.waitFor();
    const link = new URL(/https?:\/\/\S+\/confirm-email\?token=\S+/.exec((await mail.textContent()) ?? '')![0]);

    // The link names the public origin (PUBLIC_APP_URL); this app runs on a port of its own.
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Confirm Your New E-mail' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm My New E-mail' }).click();
    await page.getByRole('status').getByText(`Done: you now sign in with ${newEmail}.`).waitFor();
    await saveScreenshot(page, 'confirm-email');
    await page.getByRole('link', { name: 'Log In' }).click();

    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${url}/`);
    expect(await logInStatus(member.email, member.password)).toBe(401);

    // The same link again says it is used up.
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm My New E-mail' }).click();
    await page.getByRole('alert').getByText('This e-mail confirmation link has already been used.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
