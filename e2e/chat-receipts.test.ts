import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';

const journey = journeyUnderTest();

/** Signed up and logged in through the API, living in Accra. */
const member = (firstName: string) => signUpMember(journey.app.url, firstName);

/** Both like each other through the API; the second like makes the match. */
const match = (first: ApiMember, second: ApiMember) => matchMembers(journey.app.url, first, second);

const matchCards = (page: Page) => page.getByRole('list').getByRole('article');
const ownMessage = (page: Page, text: string) => page.getByRole('log', { name: 'Messages' }).locator('div', { hasText: text }).last();

describe('a conversation that feels alive', () => {
  test('typing, delivered then read ticks, and a matches list that re-orders and clears its unread count', { timeout: 180_000 }, async () => {
    const [ama, kwame, efua] = [await member('Ama'), await member('Kwame'), await member('Efua')];
    const withAma = await match(ama, kwame);
    await match(efua, kwame); // newer: on top of Kwame's list until Ama writes
    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    const kwamePage = await openSignedInPhonePage(journey.browser, kwame, journey.app.url);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kwamePage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }

    // Both in the chat: Ama types, Kwame sees it, and sees her online.
    await Promise.all([amaPage.goto(`${journey.app.url}/chat/${withAma}`), kwamePage.goto(`${journey.app.url}/chat/${withAma}`)]);
    await kwamePage.getByText('Start the conversation with Ama!').waitFor();
    await kwamePage.getByTestId('presence').filter({ hasText: 'Online now' }).waitFor({ timeout: 45_000 });
    await amaPage.getByRole('textbox', { name: 'Message' }).pressSequentially('Akwaaba', { delay: 50 });
    await kwamePage.getByText('typing…').waitFor();
    await saveScreenshot(kwamePage, 'chat-typing');
    // Her profile, from the header, shows her presence too.
    await kwamePage.getByRole('button', { name: "View Ama's profile" }).click();
    await kwamePage.getByRole('dialog').getByTestId('presence').filter({ hasText: 'Online now' }).waitFor();
    await saveScreenshot(kwamePage, 'chat-match-profile');
    await kwamePage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Kwame leaves for his matches; Ama's message reaches his client (delivered), not his eyes.
    await kwamePage.goto(`${journey.app.url}/matches`);
    await expect.poll(() => matchCards(kwamePage).first().getAttribute('aria-label')).toBe('Efua');
    const greeting = 'Akwaaba Kwame! Coffee at Osu on Saturday?';
    await amaPage.getByRole('textbox', { name: 'Message' }).fill(greeting);
    await amaPage.getByRole('button', { name: 'Send' }).click();
    await ownMessage(amaPage, greeting).getByRole('img', { name: 'Delivered' }).waitFor();
    expect(await ownMessage(amaPage, greeting).getByRole('img', { name: 'Read' }).count()).toBe(0);
    await saveScreenshot(amaPage, 'chat-delivered');

    // His list re-orders: Ama on top, one unread.
    await expect.poll(() => matchCards(kwamePage).first().getAttribute('aria-label')).toBe('Ama');
    await matchCards(kwamePage).first().getByTestId('unread-count').filter({ hasText: '1' }).waitFor();
    await matchCards(kwamePage).first().getByText(greeting).waitFor();
    await saveScreenshot(kwamePage, 'matches-unread');

    // He opens the chat: Ama sees it read, and his unread count clears.
    await kwamePage.getByRole('link', { name: 'Chat with Ama' }).click();
    await kwamePage.getByRole('log', { name: 'Messages' }).getByText(greeting).waitFor();
    await ownMessage(amaPage, greeting).getByRole('img', { name: 'Read' }).waitFor();
    await saveScreenshot(amaPage, 'chat-read');
    await kwamePage.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => matchCards(kwamePage).first().getAttribute('aria-label')).toBe('Ama');
    await matchCards(kwamePage).first().getByText(greeting).waitFor();
    // The list may show its cached page for a moment before reading again.
    await expect.poll(() => matchCards(kwamePage).first().getByTestId('unread-count').count()).toBe(0);
    await saveScreenshot(kwamePage, 'matches-read');

    // Kwame hides his activity status on his profile: Ama no longer sees him online.
    await kwamePage.goto(`${journey.app.url}/profile`);
    const activity = kwamePage.getByRole('switch', { name: 'Show activity status' });
    await expect.poll(() => activity.getAttribute('aria-checked')).toBe('true');
    await activity.click();
    await expect.poll(() => activity.getAttribute('aria-checked')).toBe('false');
    await activity.scrollIntoViewIfNeeded();
    await saveScreenshot(kwamePage, 'profile-chat-privacy');
    // Read again on reload (his save reaches her reads once projected; nothing is pushed for it).
    const presenceShownToAma = async () => {
      await amaPage.reload();
      await amaPage.getByRole('log', { name: 'Messages' }).getByText(greeting).waitFor();
      return amaPage.getByTestId('presence').count();
    };
    await expect.poll(presenceShownToAma, { timeout: 20_000 }).toBe(0);

    expect(pageErrors).toEqual([]);
  });
});

describe('a long conversation', () => {
  test('opens on the latest page, loads earlier pages on scroll up, and shows a New messages pill while reading above', { timeout: 180_000 }, async () => {
    const [yaa, kojo] = [await member('Yaa'), await member('Kojo')];
    const matchId = await match(yaa, kojo);
    for (let n = 1; n <= 36; n += 1) {
      const from = n % 2 ? kojo : yaa;
      await callApi(journey.app.url, from, 'POST', `/api/matches/${matchId}/messages`, { content: `Message ${n}` });
    }
    const yaaPage = await openSignedInPhonePage(journey.browser, yaa, journey.app.url);
    await yaaPage.goto(`${journey.app.url}/chat/${matchId}`);
    const log = yaaPage.getByRole('log', { name: 'Messages' });
    await log.getByText('Message 36', { exact: true }).waitFor();
    // The latest page only (30 messages): the first six wait for a scroll up.
    expect(await log.getByText('Message 6', { exact: true }).count()).toBe(0);
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await log.getByText('Message 1', { exact: true }).waitFor();
    // The member keeps their place: the earlier page appears above, not in view's stead.
    expect(await log.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    await callApi(journey.app.url, kojo, 'POST', `/api/matches/${matchId}/messages`, { content: 'Are you still there?' });
    await yaaPage.getByRole('button', { name: 'New messages' }).waitFor();
    await saveScreenshot(yaaPage, 'chat-new-messages-pill');
    await yaaPage.getByRole('button', { name: 'New messages' }).click();
    await expect.poll(() => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(80);
    await expect.poll(() => yaaPage.getByRole('button', { name: 'New messages' }).count()).toBe(0);
  });
});
