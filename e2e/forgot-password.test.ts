import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { demoAdmin } from './admin-member.ts';
import { openPhonePage, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { registerThroughApi } from './matched-members.ts';

// The demo community brings the admin who reads the development outbox.
const journey = journeyUnderTest({ app: { demoCommunitySize: 0 } });

const logInStatus = async (email: string, password: string) =>
  (await fetch(`${journey.app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status;

describe('forgot password journey', () => {
  test('a member asks for a link from the login screen, reads it in the outbox, sets a new password with it and logs in; the old one fails', async () => {
    const member = await registerThroughApi(journey.app.url, 'Efua');
    const page = await openPhonePage(journey.browser);
    await page.goto(`${journey.app.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').getByText(`If an account uses ${member.email}, we sent a link to it.`, { exact: false }).waitFor();

    const admin = await openSignedInPhonePage(journey.browser, demoAdmin, journey.app.url);
    await admin.goto(`${journey.app.url}/admin/outbox`);
    const mail = admin.getByRole('listitem', { name: `email to ${member.email}` });
    await mail.waitFor();
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec((await mail.textContent()) ?? '')![0]);

    // The link names the public origin (PUBLIC_APP_URL); this app runs on a port of its own.
    await page.goto(`${journey.app.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-start-2025');
    await saveScreenshot(page, 'reset-password');
    // Like the login screen it comes from: no member tabs for someone signed out.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('status').getByText('Your password has been reset', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Log In' }).click();

    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('a-fresh-start-2025');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${journey.app.url}/`);
    expect(await logInStatus(member.email, member.password)).toBe(401);

    // The same link again says it is used up, and offers a new one.
    await page.goto(`${journey.app.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('another-start-2025');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('This password reset link has already been used.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Ask for a New Link' }).waitFor();
  });
});
