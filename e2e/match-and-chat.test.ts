import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { animationsFinished, collectPolicyViolations, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

interface Newcomer {
  firstName: string;
  lastName: string;
  age: number;
  ethnicGroup: string;
  profession: string;
  bio: string;
  /** Her first photo must show a face (photo screening): one of the committed test photographs. */
  photo: 'face' | 'sameFace' | 'otherFace';
}

const accra = { latitude: 5.6037, longitude: -0.187, location: 'Accra, Ghana', currentCity: 'Accra', currentCountry: 'Ghana' };

const ama: Newcomer = {
  firstName: 'Ama',
  lastName: 'Mensah',
  age: 29,
  ethnicGroup: 'Akan',
  profession: 'Architect',
  bio: 'Designing homes by day, dancing highlife by night. Looking for someone who loves jollof debates.',
  photo: 'face',
};
const kwame: Newcomer = {
  firstName: 'Kwame',
  lastName: 'Asante',
  age: 32,
  ethnicGroup: 'Ewe',
  profession: 'Software Engineer',
  bio: 'Builder of apps and bookshelves. Sunday mornings are for church and waakye.',
  photo: 'otherFace',
};
// Two more members in Accra, so Discover shows a full stack of cards.
const others: Newcomer[] = [
  { ...ama, firstName: 'Efua', lastName: 'Owusu', age: 27, profession: 'Nurse', photo: 'sameFace' },
  { ...kwame, firstName: 'Yaw', lastName: 'Boateng', age: 35, profession: 'Teacher', photo: 'otherFace' },
];

// No demo community: the two newcomers and their neighbours are the only members.
const journey = journeyUnderTest();

async function uploadPhoto(newcomer: Newcomer): Promise<string> {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(testImages[newcomer.photo]())], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${journey.app.url}/api/media`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/** Signed up through the API, living in Accra, so each is in the other's current city. */
async function signUp(newcomer: Newcomer): Promise<MemberCredentials> {
  const { photo: _photo, ...profile } = newcomer;
  const credentials = { email: `${newcomer.firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  const response = await fetch(`${journey.app.url}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...profile,
      ...accra,
      ...credentials,
      phoneNumber: uniquePhoneNumber(),
      heritage: 'Ghanaian',
      languages: ['Twi', 'English'],
      culturalValues: ['family-oriented', 'cultural-pride', 'spiritual', 'ambitious'],
      relationshipGoals: 'serious',
      // The cards show ethnic group and distance, which members share only with their consent.
      sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true },
      photos: [await uploadPhoto(newcomer)],
    }),
  });
  if (!response.ok) throw new Error(`Signup failed: ${response.status} ${await response.text()}`);
  return credentials;
}

/** Only the top card of the stack has a name; the ones behind are hidden from assistive technology. */
const topCard = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' }).getByRole('article');

/** Passes every card until `name` is on top. */
async function bringToTop(page: Page, name: string) {
  for (;;) {
    await topCard(page).waitFor();
    const label = (await topCard(page).getAttribute('aria-label')) ?? '';
    if (label.startsWith(`${name},`)) return;
    await page.getByRole('button', { name: 'Pass' }).click();
    await expect.poll(() => topCard(page).getAttribute('aria-label')).not.toBe(label);
  }
}

/** A right drag past the commit distance, pausing half way to show the LIKE stamp. */
async function dragRight(page: Page, screenshotName: string) {
  const box = (await topCard(page).boundingBox())!;
  const y = box.y + box.height * 0.4;
  const startX = box.x + box.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + 80, y, { steps: 8 });
  await page.getByText('LIKE', { exact: true }).waitFor();
  await saveScreenshot(page, screenshotName);
  await page.mouse.move(startX + 180, y, { steps: 8 });
  await page.mouse.up();
}

const celebration = (page: Page) => page.getByRole('dialog', { name: "It's a Match!" });

describe('match and chat', () => {
  test('two members find each other, both see the match live and chat live', { timeout: 180_000 }, async () => {
    const [amaMember, kwameMember] = [await signUp(ama), await signUp(kwame)];
    for (const other of others) await signUp(other);
    const amaPage = await openSignedInPhonePage(journey.browser, amaMember, journey.app.url);
    const kwamePage = await openSignedInPhonePage(journey.browser, kwameMember, journey.app.url);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kwamePage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    await Promise.all([amaPage.goto(journey.app.url + '/'), kwamePage.goto(journey.app.url + '/')]);
    await topCard(amaPage).waitFor();
    await amaPage.locator('article img').first().waitFor();
    // Location privacy: how far away is only ever a band, never a number of kilometres.
    await topCard(amaPage).getByText('· Under 5 km away').waitFor();
    await saveScreenshot(amaPage, 'discover-cards');

    await bringToTop(amaPage, 'Kwame');
    await dragRight(amaPage, 'discover-drag-like');
    await expect.poll(() => topCard(amaPage).getAttribute('aria-label').catch(() => null)).not.toMatch(/^Kwame,/);
    expect(await celebration(amaPage).count()).toBe(0);

    await bringToTop(kwamePage, 'Ama');
    await kwamePage.getByRole('button', { name: 'Like', exact: true }).click();

    // Kwame from his swipe's answer, Ama from the live new_match.
    await celebration(kwamePage).getByText('You and Ama liked each other').waitFor();
    await celebration(amaPage).getByText('You and Kwame liked each other').waitFor();
    await amaPage.getByText('You matched with Kwame!', { exact: true }).waitFor();
    expect(await celebration(kwamePage).getByTestId('confetti').count()).toBe(20);
    // The last of the staged steps (1800 ms) has shown the buttons and finished fading in.
    await kwamePage.locator('[data-revealed-steps="3"]').waitFor();
    await animationsFinished(kwamePage);
    await saveScreenshot(kwamePage, 'match-celebration');

    await celebration(kwamePage).getByRole('button', { name: 'Send Message' }).click();
    await celebration(amaPage).getByRole('button', { name: 'Send Message' }).click();
    await kwamePage.waitForURL(/\/chat\/[\w-]+$/);
    await amaPage.waitForURL(/\/chat\/[\w-]+$/);
    await kwamePage.getByText('Start the conversation with Ama!').waitFor();

    const greeting = 'Akwaaba Ama! Your jollof take is brave. Coffee at Osu this weekend?';
    await kwamePage.getByRole('textbox', { name: 'Message' }).fill(greeting);
    await kwamePage.getByRole('button', { name: 'Send' }).click();
    await amaPage.getByRole('log', { name: 'Messages' }).getByText(greeting).waitFor();

    const reply = 'Ha! Only if you can defend Ghana jollof. Saturday at 11?';
    await amaPage.getByRole('textbox', { name: 'Message' }).fill(reply);
    await amaPage.getByRole('button', { name: 'Send' }).click();
    await kwamePage.getByRole('log', { name: 'Messages' }).getByText(reply).waitFor();
    await saveScreenshot(kwamePage, 'chat');

    await amaPage.goto(journey.app.url + '/matches');
    await amaPage.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();
    await amaPage.getByTestId('matches-count').filter({ hasText: '1' }).waitFor();
    await saveScreenshot(amaPage, 'matches');

    // Kwame's message reached Ama's notifications too (the match's as well).
    await amaPage.goto(journey.app.url + '/notifications');
    const notifications = amaPage.getByRole('main');
    await notifications.getByText('New message').waitFor();
    await notifications.getByText(greeting).waitFor();
    await notifications.getByText("It's a Match!").waitFor();
    await saveScreenshot(amaPage, 'notifications');

    await amaPage.goto(journey.app.url + '/filters');
    await amaPage.getByRole('button', { name: 'Save Cultural Filters' }).waitFor();
    await saveScreenshot(amaPage, 'filters');

    await amaPage.goto(journey.app.url + '/location-discovery');
    await amaPage.getByRole('tab', { name: 'Current City' }).waitFor();
    await saveScreenshot(amaPage, 'location-discovery');

    expect(pageErrors).toEqual([]);
  });
});
