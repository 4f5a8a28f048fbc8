import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { createPool } from '@sankofa/server-kit';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { registerAdmin } from './admin-member.ts';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, callApi, logInThroughApi, matchMembers, registerThroughApi, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();
const profile = { ...accraProfile, profession: 'Teacher', age: 30 };

/** Only the top card of the stack has a name. */
const topCard = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' }).getByRole('article');

/** Every name in her discovery stack, passing each card until the stack is empty. */
async function namesInDiscovery(page: Page): Promise<string[]> {
  await page.goto(journey.app.url + '/');
  await page.getByRole('region', { name: 'Profiles to discover' }).or(page.getByText('No more profiles nearby')).first().waitFor();
  const names: string[] = [];
  while ((await topCard(page).count()) > 0) {
    const card = (await topCard(page).elementHandle())!;
    names.push(((await card.getAttribute('aria-label')) ?? '').split(',')[0]!);
    await page.getByRole('button', { name: 'Pass' }).click();
    // Two cards may read alike (each journey's admin is an 'Ada Admin'): the passed card's element leaving is what tells.
    await expect.poll(() => card.evaluate((element) => element.isConnected)).toBe(false);
  }
  return names;
}

describe('scam defences', () => {
  test('a message asking to move to WhatsApp shows Ama a tip and Report sends it; once held, the conversation warns her and the admin sees why', { timeout: 180_000 }, async () => {
    const ama = await signUpMember(journey.app.url, 'Ama', profile);
    const kofi = await signUpMember(journey.app.url, 'Kofi', profile);
    const matchId = await matchMembers(journey.app.url, ama, kofi);
    await callApi(journey.app.url, kofi, 'POST', `/api/matches/${matchId}/messages`, { content: 'Hello beautiful, how is your day going?' });
    await callApi(journey.app.url, kofi, 'POST', `/api/matches/${matchId}/messages`, { content: "I'm rarely on here, add me on WhatsApp and we can talk properly" });

    const page = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await page.goto(`${journey.app.url}/chat/${matchId}`);
    const tip = page.getByRole('note').filter({ hasText: 'romance scams' });
    await tip.waitFor();
    expect(await tip.count()).toBe(1);
    await saveScreenshot(page, 'scam-tip');
    await tip.getByRole('button', { name: 'Report' }).click();
    await tip.getByText('Thanks, our team will review this conversation.').waitFor();

    // Two more members report him: three open reports hold his account for review.
    for (const name of ['Efua', 'Akosua']) {
      const reporter = await signUpMember(journey.app.url, name, profile);
      await callApi(journey.app.url, reporter, 'POST', `/api/users/${kofi.id}/report`, { reason: 'spam', description: 'Asked me for money' });
    }
    const warning = page.getByRole('alert').filter({ hasText: 'This account is being reviewed for suspicious activity' });
    const shownAfterReload = async () => {
      await page.reload();
      return warning.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
    };
    await expect.poll(shownAfterReload, { timeout: 30_000, interval: 500 }).toBe(true);
    await saveScreenshot(page, 'scam-review-warning');

    const admin = await registerAdmin(journey.databaseUrl, profile);
    const adminPage = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    await adminPage.goto(journey.app.url + '/admin/reports');
    const held = adminPage.getByRole('listitem', { name: 'Held: Kofi Mensah' });
    await held.getByText('Reported by 3 members').waitFor();
    await held.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, 'scam-held-accounts');
    await held.getByRole('button', { name: 'Release' }).click();
    await adminPage.getByText('No account is held for review.').waitFor();
  });

  test("a member suspended for abuse comes back with another picture of her face: the new account is held, and the admin sees why", { timeout: 180_000 }, async () => {
    const photoOf = async (image: Buffer) => {
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', new Blob([new Uint8Array(image)]), 'me.jpg');
      const response = await fetch(`${journey.app.url}/api/media`, { method: 'POST', body: form });
      return ((await response.json()) as { url: string }).url;
    };
    const pool = createPool(journey.databaseUrl, 1);
    const fingerprinted = async (memberId: string) => (await pool.query('SELECT 1 FROM one_face_photos WHERE member_id = $1', [memberId])).rowCount === 1;
    const banKept = async () => (await pool.query("SELECT 1 FROM events WHERE type = 'FaceFingerprintsBanned'")).rowCount! > 0;
    try {
      const afia = await signUpMember(journey.app.url, 'Afia', { ...profile, photos: [await photoOf(testImages.face())] });
      await expect.poll(() => fingerprinted(afia.id), { timeout: 60_000, interval: 250 }).toBe(true);
      const admin = await logInThroughApi(journey.app.url, await registerAdmin(journey.databaseUrl, profile));
      const reporter = await signUpMember(journey.app.url, 'Esi', profile);
      const { reportId } = await callApi<{ reportId: string }>(journey.app.url, reporter, 'POST', `/api/users/${afia.id}/report`, { reason: 'harassment', description: 'Threats' });
      await callApi(journey.app.url, admin, 'POST', `/api/admin/reports/${reportId}/uphold`, { action: 'suspend', note: '' });
      await expect.poll(banKept, { timeout: 30_000, interval: 250 }).toBe(true);

      await registerThroughApi(journey.app.url, 'Adjoa', { ...profile, photos: [await photoOf(testImages.sameFace())] });
      const adminPage = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
      const held = adminPage.getByRole('listitem', { name: 'Held: Adjoa Mensah' });
      const shownAfterReload = async () => {
        await adminPage.goto(journey.app.url + '/admin/reports');
        return held.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      };
      await expect.poll(shownAfterReload, { timeout: 30_000, interval: 500 }).toBe(true);
      await held.getByText(/^Face \d+% alike to a member suspended for abuse$/).waitFor();
      await held.scrollIntoViewIfNeeded();
      await saveScreenshot(adminPage, 'one-face-held-account');
    } finally {
      await pool.end();
    }
  });

  test('Ama blocks a number she knows: its holder disappears from her discovery, and she from his', { timeout: 180_000 }, async () => {
    const kojoNumber = uniquePhoneNumber();
    const ama = await registerThroughApi(journey.app.url, 'Abena', profile);
    const kojo = await registerThroughApi(journey.app.url, 'Kojo', { ...profile, phoneNumber: kojoNumber });
    await registerThroughApi(journey.app.url, 'Yaa', profile);

    const page = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await page.goto(journey.app.url + '/security');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Block people I know' }) });
    await card.getByLabel('Phone numbers').fill(`${kojoNumber}\n+233 20 000 0000`);
    await card.getByRole('button', { name: 'Block these numbers' }).click();
    await card.getByText('You have blocked 2 numbers').waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'contact-blocks');

    const seen = await namesInDiscovery(page);
    expect(seen).toContain('Yaa');
    expect(seen).not.toContain('Kojo');
    await saveScreenshot(page, 'contact-blocks-discovery');

    const kojoPage = await openSignedInPhonePage(journey.browser, kojo, journey.app.url);
    const kojoSees = await namesInDiscovery(kojoPage);
    expect(kojoSees).toContain('Yaa');
    expect(kojoSees).not.toContain('Abena');
  });
});
