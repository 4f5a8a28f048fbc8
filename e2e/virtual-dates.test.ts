import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';

const journey = journeyUnderTest({ browser: { fakeMedia: true } });

const signUp = (firstName: string) => signUpMember(journey.app.url, firstName);
const api = <Answer = unknown>(member: ApiMember, method: string, path: string, body?: unknown) => callApi<Answer>(journey.app.url, member, method, path, body);

/** Frames advance when the other member's stream plays: the remote video has a picture and its playback time moves on. */
async function remoteFramesAdvance(page: Page): Promise<void> {
  const video = page.getByTestId('remote-video');
  const at = () => video.evaluate((element: HTMLVideoElement) => ({ time: element.currentTime, width: element.videoWidth }));
  // Each reading against the one before it: a reconnect brings a new stream, whose time starts again from 0.
  let previous = await at();
  await expect
    .poll(async () => {
      const current = await at();
      const advanced = current.width > 0 && current.time > previous.time;
      previous = current;
      return advanced;
    }, { timeout: 30_000 })
    .toBe(true);
}

describe('virtual dates', () => {
  test('Ama invites Kofi to a video date, he accepts on his screen, and both hold a live video call from Join Now', { timeout: 180_000 }, async () => {
    const [ama, kofi] = await Promise.all([signUp('Ama'), signUp('Kofi')]);
    await matchMembers(journey.app.url, ama, kofi);

    const [amaPage, kofiPage] = await Promise.all([openSignedInPhonePage(journey.browser, ama, journey.app.url), openSignedInPhonePage(journey.browser, kofi, journey.app.url)]);
    await amaPage.goto(`${journey.app.url}/virtual-dates`);
    await amaPage.getByRole('tab', { name: 'Activities' }).click();
    await amaPage.getByRole('button', { name: 'Video Chat with Kofi Mensah' }).click();
    await amaPage.getByText('Your virtual date invitation has been sent.').first().waitFor();
    await saveScreenshot(amaPage, 'virtual-dates-activities');

    await kofiPage.goto(`${journey.app.url}/virtual-dates`);
    await kofiPage.getByRole('tab', { name: 'Invitations (1)' }).click();
    const invitation = kofiPage.getByRole('region', { name: 'Invitation from Ama Mensah' });
    await invitation.getByText('Suggested: Whenever you are both free').waitFor();
    await saveScreenshot(kofiPage, 'virtual-dates-invitation');
    await invitation.getByRole('button', { name: 'Accept' }).click();

    // Ama's screen hears of the acceptance live: the date moves to Upcoming with Join Now.
    await amaPage.getByRole('tab', { name: 'Upcoming (1)' }).click();
    const amaDate = amaPage.getByRole('region', { name: 'Video Chat with Kofi Mensah' });
    await amaDate.getByRole('button', { name: 'Join Now' }).click();
    await kofiPage.getByRole('tab', { name: 'Upcoming (1)' }).click();
    await kofiPage.getByRole('region', { name: 'Video Chat with Ama Mensah' }).getByRole('button', { name: 'Join Now' }).click();

    await remoteFramesAdvance(amaPage);
    await remoteFramesAdvance(kofiPage);
    await saveScreenshot(amaPage, 'virtual-dates-call');

    // Kofi drops (a reload) and comes back: the call reconnects.
    await kofiPage.reload();
    await remoteFramesAdvance(kofiPage);
    await remoteFramesAdvance(amaPage);

    await amaPage.getByRole('button', { name: 'Mute' }).click();
    await amaPage.getByRole('button', { name: 'Unmute' }).waitFor();
    await amaPage.getByRole('button', { name: 'Camera Off' }).click();
    await amaPage.getByRole('button', { name: 'Camera On' }).waitFor();

    await kofiPage.getByRole('button', { name: 'Hang Up' }).click();
    await amaPage.getByText('Kofi Mensah hung up.').first().waitFor();
    await expect.poll(() => amaPage.url()).toMatch(/\/virtual-dates$/);
    // The hang-up's PATCH and this read race: the read model catches up within moments.
    const latestDate = async () => (await api<Array<{ status: string; durationSeconds: number | null }>>(ama, 'GET', '/api/virtual-dates'))[0];
    await expect.poll(async () => (await latestDate())?.status).toBe('ended');
    expect((await latestDate())?.durationSeconds).toBeGreaterThanOrEqual(1);
  });

  test('a voice call connects audio only, opened straight from its address, and hanging up ends it for both', { timeout: 120_000 }, async () => {
    const [kofi, ama] = await Promise.all([signUp('Kofi'), signUp('Ama')]);
    const matchId = await matchMembers(journey.app.url, kofi, ama);
    const { date } = await api<{ date: { id: string } }>(kofi, 'POST', '/api/virtual-dates', { matchId, dateType: 'voice_call' });
    await api(ama, 'PATCH', `/api/virtual-dates/${date.id}`, { status: 'accepted' });

    const [kofiPage, amaPage] = await Promise.all([openSignedInPhonePage(journey.browser, kofi, journey.app.url), openSignedInPhonePage(journey.browser, ama, journey.app.url)]);
    await Promise.all([kofiPage.goto(`${journey.app.url}/virtual-dates/${date.id}/call`), amaPage.goto(`${journey.app.url}/virtual-dates/${date.id}/call`)]);
    const remoteAudio = (page: Page) =>
      page.getByTestId('remote-video').evaluate((element: HTMLVideoElement) => {
        const stream = element.srcObject as MediaStream | null;
        return { audio: stream?.getAudioTracks().length ?? 0, video: stream?.getVideoTracks().length ?? 0, time: element.currentTime };
      });
    for (const page of [kofiPage, amaPage]) {
      await expect.poll(async () => (await remoteAudio(page)).audio, { timeout: 30_000 }).toBe(1);
      const before = (await remoteAudio(page)).time;
      await expect.poll(async () => (await remoteAudio(page)).time, { timeout: 10_000 }).toBeGreaterThan(before);
      expect((await remoteAudio(page)).video).toBe(0);
      expect(await page.getByRole('button', { name: 'Camera Off' }).count()).toBe(0);
    }
    await amaPage.getByRole('button', { name: 'Hang Up' }).click();
    await kofiPage.getByText('Ama Mensah hung up.').first().waitFor();
    await expect.poll(async () => (await api<Array<{ id: string; status: string }>>(kofi, 'GET', '/api/virtual-dates')).find((d) => d.id === date.id)?.status).toBe('ended');
  });
});
