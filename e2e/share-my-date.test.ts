import { describe, expect, test } from 'vitest';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { demoAdmin } from './admin-member.ts';
import { openPhonePage, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';
import { testImages } from '@sankofa/adapters/safety-models/testing';

// The demo community brings the admin who reads the development outbox and the reports.
const journey = journeyUnderTest({ app: { demoCommunitySize: 0 } });
const api = <Answer = unknown>(member: ApiMember, method: string, path: string, body?: unknown) => callApi<Answer>(journey.app.url, member, method, path, body);

async function uploadPhoto(): Promise<string> {
  const form = new FormData();
  form.append('kind', 'photo');
  // His first photo must show a face (photo screening).
  form.append('file', new Blob([new Uint8Array(testImages.face())], { type: 'image/jpeg' }), 'kofi.jpg');
  const response = await fetch(`${journey.app.url}/api/media`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

describe('share my date', () => {
  test("Ama shares her video date with Efua, who sees Kofi's name and photo from the texted link; after the date 'I need help' alerts Efua and reports Kofi", { timeout: 180_000 }, async () => {
    const kofi = await signUpMember(journey.app.url, 'Kofi', { photos: [await uploadPhoto()] });
    const ama = await signUpMember(journey.app.url, 'Ama');
    const matchId = await matchMembers(journey.app.url, ama, kofi);
    const { date } = await api<{ date: { id: string } }>(kofi, 'POST', '/api/virtual-dates', { matchId, dateType: 'video_chat' });
    await api(ama, 'PATCH', `/api/virtual-dates/${date.id}`, { status: 'accepted' });
    // As the server keeps it: + and digits.
    const efuasPhone = uniquePhoneNumber().replace(/\s/g, '');

    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await amaPage.goto(`${journey.app.url}/virtual-dates`);
    const card = amaPage.getByRole('region', { name: 'Video Chat with Kofi Mensah' });
    await card.getByRole('button', { name: 'Share my date' }).click();
    const form = card.getByRole('form', { name: 'Share my date with a trusted contact' });
    await form.getByLabel('Their name').fill('Efua');
    await form.getByLabel('Their phone number (by SMS)').fill(efuasPhone);
    await saveScreenshot(amaPage, 'share-my-date-form');
    await form.getByRole('button', { name: 'Send the link' }).click();
    await card.getByText('Shared with Efua').waitFor();
    await card.getByRole('button', { name: 'Stop sharing' }).waitFor();

    // Efua's text, as the development outbox keeps it.
    const admin = await openSignedInPhonePage(journey.browser, demoAdmin, journey.app.url);
    await admin.goto(`${journey.app.url}/admin/outbox`);
    const text = admin.getByRole('listitem', { name: `sms to ${efuasPhone}` });
    await text.waitFor();
    const link = new URL(/https?:\/\/\S+\/shared-date\/[\w-]{43}/.exec((await text.textContent()) ?? '')![0]);

    // She opens it signed out; the link names the public origin, this app runs on a port of its own.
    const efua = await openPhonePage(journey.browser);
    await efua.goto(`${journey.app.url}${link.pathname}`);
    await efua.getByRole('heading', { name: "Ama's date" }).waitFor();
    await efua.getByText('With Kofi').waitFor();
    await efua.getByText('A video date in the Sankofa app').waitFor();
    const photo = efua.getByRole('img', { name: 'Kofi' });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toMatch(/-thumb\.webp$/);
    expect(await efua.content()).not.toContain(efuasPhone);
    // A page for someone who is not a member: no member tabs.
    expect(await efua.getByRole('navigation').count()).toBe(0);
    await saveScreenshot(efua, 'shared-date-page');

    // The date: Kofi joins and hangs up. It is over, so the check-in opens at once, over whatever Ama is looking at.
    await api(kofi, 'PATCH', `/api/virtual-dates/${date.id}`, { status: 'active' });
    await api(kofi, 'PATCH', `/api/virtual-dates/${date.id}`, { status: 'ended' });
    const checkIn = amaPage.getByRole('dialog', { name: 'Did everything go well?' });
    await checkIn.waitFor({ timeout: 60_000 });
    await saveScreenshot(amaPage, 'date-check-in');
    await checkIn.getByRole('button', { name: 'I need help' }).click();
    const help = amaPage.getByRole('dialog', { name: 'We alerted Efua' });
    await help.getByText('We also reported Kofi to our safety team.').waitFor();
    await help.getByText('112 in most countries', { exact: false }).waitFor();
    await saveScreenshot(amaPage, 'date-check-in-help');

    // Efua is texted at once, and Kofi is in the moderators' queue.
    await admin.reload();
    await admin.getByRole('listitem', { name: `sms to ${efuasPhone}` }).filter({ hasText: 'Ama asked for help after her date' }).filter({ hasText: 'with Kofi' }).waitFor();
    await admin.goto(`${journey.app.url}/admin`);
    await admin.getByRole('link', { name: /Moderation/ }).click();
    await admin.getByRole('article', { name: 'Report about Kofi Mensah' }).getByText('Asked for help', { exact: false }).waitFor();

    await help.getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'detached' });

    // She stops sharing (the ended date has left her Upcoming cards): the link says so.
    const [share] = await api<Array<{ id: string }>>(ama, 'GET', '/api/date-shares');
    await api(ama, 'DELETE', `/api/date-shares/${share!.id}`);
    await efua.reload();
    await efua.getByRole('heading', { name: 'She stopped sharing this date' }).waitFor();
  });
});
