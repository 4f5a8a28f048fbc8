import { describe, expect, test } from 'vitest';
import { openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();

/** Members in one city, so each is in the other's discovery. */
const signUp = (firstName: string) => registerThroughApi(journey.app.url, firstName, { ...accraProfile, lastName: 'Asante', age: 29, profession: 'Pharmacist' });

const logIn = (member: MemberCredentials) =>
  fetch(`${journey.app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(member) });

async function discoveredIds(member: MemberCredentials): Promise<string[]> {
  const { auth } = (await (await logIn(member)).json()) as { auth: { accessToken: string } };
  const response = await fetch(`${journey.app.url}/api/users/discovery`, { headers: { Authorization: `Bearer ${auth.accessToken}` } });
  return ((await response.json()) as Array<{ id: string }>).map(({ id }) => id);
}

describe('security journey', () => {
  test('a member sees her scores and a failed login, hides from discovery in Privacy Settings, and finds her sessions in Account Activity', async () => {
    const [esi, yaw] = [await signUp('Esi'), await signUp('Yaw')];
    expect(await discoveredIds(yaw)).toContain(esi.id);
    expect((await logIn({ ...esi, password: 'not her password' })).status).toBe(401);

    const page = await openSignedInPhonePage(journey.browser, esi, journey.app.url);
    await page.goto(journey.app.url + '/security');
    const scoreCard = page.getByRole('region', { name: 'Security Score' });
    await scoreCard.getByText('New User').waitFor();
    // A newcomer: behaviour 50, signed in on one day (two across midnight); the score is the overall one (no badges yet).
    expect(await page.getByTestId('security-score').textContent()).toMatch(/^1[67]$/);
    await scoreCard.getByText('Behavior Score').waitFor();
    expect(await scoreCard.getByText('50', { exact: true }).count()).toBe(1);
    await scoreCard.getByText('1/5').waitFor();
    await page.getByRole('link', { name: /Enhanced Verification/ }).getByText('0/6').waitFor();
    const recent = page.getByRole('list', { name: 'Recent security events' });
    await recent.getByText('Failed sign-in: wrong password').waitFor();
    await recent.getByText('Signed in on Chrome on Linux').waitFor();
    await page.getByText('Trust Score Breakdown').waitFor();
    await page.getByText('AI Fraud Detection').waitFor();
    await saveScreenshot(page, 'security-page');

    await page.getByRole('button', { name: 'Privacy Settings' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Settings' });
    await privacy.getByRole('radio', { name: 'Everyone' }).waitFor();
    expect(await privacy.getByRole('radio', { name: 'Everyone' }).isChecked()).toBe(true);
    await privacy.getByRole('radio', { name: 'Nobody' }).check();
    await privacy.getByRole('switch').check();
    await saveScreenshot(page, 'security-privacy-settings');
    await privacy.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Privacy Settings Saved', { exact: true }).waitFor();
    await privacy.waitFor({ state: 'detached' });
    expect(await discoveredIds(yaw)).not.toContain(esi.id);

    await page.getByRole('button', { name: 'Privacy Settings' }).click();
    await page.getByRole('dialog', { name: 'Privacy Settings' }).getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Privacy Settings' }).getByRole('radio', { name: 'Nobody' }).isChecked()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Privacy Settings' }).getByRole('switch').isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account Activity' }).click();
    const activity = page.getByRole('dialog', { name: 'Account Activity' });
    await activity.getByRole('region', { name: 'Sessions' }).getByText('This device').waitFor();
    await activity.getByRole('region', { name: 'Security log' }).getByText('Failed sign-in: wrong password').waitFor();
    await activity.getByRole('button', { name: 'Sign Out Everywhere' }).waitFor();
    await saveScreenshot(page, 'security-account-activity');
  });
});
