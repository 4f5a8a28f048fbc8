import type { Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { recordSwipe, type SwipeResponse } from '@sankofa/contracts';
import { collectPolicyViolations, openPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const london = { latitude: 51.5072, longitude: -0.1276 };
const newcomer = {
  email: `kwabena.${Date.now()}@example.com`,
  password: 'akwaaba-2024',
  phoneNumber: uniquePhoneNumber(),
  firstName: 'Kwabena',
  lastName: 'Owusu',
  age: '30',
  profession: 'Pharmacist',
};

// The demo community as `npm start` has it, but quick: every like returned within seconds, replies within two, typed for about three.
const journey = journeyUnderTest({
  app: {
    demoCommunitySize: 40,
    config: { DEMO_COMMUNITY_REACTS: true, DEMO_LIKE_BACK_RATE: 1, DEMO_LIKE_BACK_DELAY_MS: [1_000, 3_000], DEMO_REPLY_DELAY_MS: [1_000, 2_000], DEMO_TYPING_MS: [2_500, 3_000] },
  },
});

async function signUp(page: Page) {
  await page.goto(journey.app.url + '/signup');
  await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
  await page.getByLabel('Phone Number').fill(newcomer.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await page.getByLabel('First Name').fill(newcomer.firstName);
  await page.getByLabel('Last Name').fill(newcomer.lastName);
  await page.getByLabel('Age', { exact: true }).fill(newcomer.age);
  await page.getByRole('button', { name: 'Detect my location' }).click();
  await page.getByText('Location detected', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Heritage' }).click();
  await page.getByRole('option', { name: 'Ghanaian' }).click();
  await page.getByLabel('Profession').fill(newcomer.profession);
  await page.getByRole('button', { name: 'Twi', exact: true }).click();
  await page.getByRole('button', { name: 'Family oriented' }).click();
  await page.getByRole('button', { name: 'Continue to Photos' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add Your Photos' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: testImages.face() });
  await page.getByText('1 of 7 photos added', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create Account (1 photo)' }).click();
  await page.waitForURL(journey.app.url + '/');
}

const topCard = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' }).getByRole('article');
// Several likes back may land close together: the first celebration is the one to answer.
const celebration = (page: Page) => page.getByRole('dialog', { name: "It's a Match!" }).first();

const isSwipeAnswer = (response: Response) => response.request().method() === recordSwipe.method && new URL(response.url()).pathname === recordSwipe.path;

/** Likes the cards on top, one after another, until the community answers with a match (its likes come back within seconds). */
async function likeUntilMatched(page: Page): Promise<string> {
  for (let liked = 0; liked < 5 && (await celebration(page).count()) === 0; liked++) {
    await topCard(page).waitFor();
    const label = (await topCard(page).getAttribute('aria-label')) ?? '';
    // A match can arrive between the look and the click: its celebration then covers the button.
    const answer = await Promise.all([page.waitForResponse(isSwipeAnswer), page.getByRole('button', { name: 'Like', exact: true }).click({ timeout: 3_000 })]).then(
      ([response]) => response,
      () => null,
    );
    if (!answer) break;
    // The like's answer may be the match (the community had liked first): its celebration shows before the next like.
    if (((await answer.json()) as SwipeResponse).match) await celebration(page).waitFor();
    await expect.poll(async () => (await celebration(page).count()) > 0 || (await topCard(page).getAttribute('aria-label').catch(() => null)) !== label).toBe(true);
  }
  await celebration(page).waitFor({ timeout: 60_000 });
  const text = (await celebration(page).getByText(/^You and .+ liked each other/).textContent()) ?? '';
  return text.replace(/^You and /, '').replace(/ liked each other.*$/, '');
}

/** Opens each match's chat until one shows `text`; answers whether one did. */
async function findConversation(page: Page, text: string): Promise<boolean> {
  const chats = await page.getByRole('link', { name: /^Chat with / }).count();
  for (let index = 0; index < chats; index++) {
    await page.goto(journey.app.url + '/matches');
    await page.getByRole('link', { name: /^Chat with / }).nth(index).click();
    await page.waitForURL(/\/chat\/[\w-]+$/);
    await page.getByRole('log', { name: 'Messages' }).waitFor();
    if (await page.getByText(text).waitFor({ timeout: 3_000 }).then(() => true, () => false)) return true;
  }
  return false;
}

async function waitForReplyAfter(page: Page, sent: string) {
  const messages = page.getByRole('log', { name: 'Messages' });
  await messages.getByText(sent).waitFor();
  // Their reply: any message after ours, arriving live.
  await expect.poll(async () => (await messages.innerText()).split(sent).at(-1)?.trim().length ?? 0, { timeout: 30_000, interval: 500 }).toBeGreaterThan(10);
}

/**
 * Watches the conversation until their reply arrives, noting when our last message's tick first
 * showed 'Read' and when the reply came, as a member would see them.
 */
const RECEIPT_AND_REPLY_SKEW_MS = 2_000;

async function watchUntilReply(page: Page, sent: string): Promise<{ read: number; reply: number }> {
  const messages = page.getByRole('log', { name: 'Messages' });
  const seen: { read?: number; reply?: number } = {};
  // Looked at every 100 ms: how often is how precisely the two moments are known.
  await expect
    .poll(async () => {
      const now = Date.now();
      // The reply first: a tick and the reply shown by one refetch then count as seen together.
      if (((await messages.innerText()).split(sent).at(-1)?.trim().length ?? 0) > 10) seen.reply = now;
      // Ours is the last message with a tick: theirs carry none.
      if (seen.read === undefined && (await messages.getByRole('img').last().getAttribute('aria-label').catch(() => null)) === 'Read') seen.read = now;
      return seen.reply !== undefined && seen.read !== undefined;
      // A minute: in the full suite the journeys' apps share two cores with test workers loading the safety models.
    }, { timeout: 60_000, interval: 100 })
    .toBe(true);
  return { read: seen.read!, reply: seen.reply! };
}

describe('the demo community answers', () => {
  test('a newcomer signs up, likes a few people, gets a match within a minute and a reply in the chat', { timeout: 180_000 }, async () => {
    const page = await openPhonePage(journey.browser);
    await page.context().grantPermissions(['geolocation'], { origin: journey.app.url });
    await page.context().setGeolocation(london);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);

    await signUp(page);
    const started = Date.now();
    const matchedName = await likeUntilMatched(page);
    expect(Date.now() - started).toBeLessThan(60_000);
    await saveScreenshot(page, 'demo-community-match');

    await celebration(page).getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/chat\/[\w-]+$/);
    const greeting = 'Hello! I just moved to London. Where do you go for good food from home?';
    await page.getByRole('textbox', { name: 'Message' }).fill(greeting);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'typing…' }).waitFor({ timeout: 30_000 });
    const typingShownAt = Date.now();
    await saveScreenshot(page, 'demo-community-typing');
    const seen = await watchUntilReply(page, greeting);
    // Like a person: read it, typed, then answered; and counted as active just now. The tick and the reply
    // reach the screen through different projectors, so the reply may show a moment before the tick.
    expect(seen.read).toBeLessThanOrEqual(seen.reply + RECEIPT_AND_REPLY_SKEW_MS);
    expect(typingShownAt).toBeLessThan(seen.reply);
    await waitForReplyAfter(page, greeting);
    await page.getByText(/^(Active 1 min ago|Online now)$/).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'demo-community-reply');
    expect(matchedName.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test('the demo member starts with matches and a conversation, and a like matches at once', { timeout: 180_000 }, async () => {
    const page = await openPhonePage(journey.browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);
    await page.goto(journey.app.url + '/login');
    await page.getByRole('button', { name: 'Load Demo Credentials' }).click();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(journey.app.url + '/');

    await page.goto(journey.app.url + '/matches');
    await page.getByRole('heading', { name: 'Your Matches (3)' }).waitFor();
    await saveScreenshot(page, 'demo-member-matches');
    expect(await findConversation(page, 'Your bio says you hunt down the best jollof in London')).toBe(true);
    await saveScreenshot(page, 'demo-member-conversation');

    await page.goto(journey.app.url + '/');
    await likeUntilMatched(page);
    await celebration(page).getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/chat\/[\w-]+$/);
    const greeting = 'Hi! What is the best thing to eat in your city?';
    await page.getByRole('textbox', { name: 'Message' }).fill(greeting);
    await page.getByRole('button', { name: 'Send' }).click();
    await waitForReplyAfter(page, greeting);
    expect(pageErrors).toEqual([]);
  });
});
