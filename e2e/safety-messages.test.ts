import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { createPool } from '@sankofa/server-kit';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { callApi, matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();
let pool: ReturnType<typeof createPool> | undefined;
afterAll(() => pool?.end());

const member = (firstName: string) => signUpMember(journey.app.url, firstName);
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const ownMessage = (page: Page, text: string) => log(page).locator('div', { hasText: text }).last();
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const write = async (page: Page, text: string) => {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
};

describe('safe messages', () => {
  test("'Are you sure?', 'Does this bother you?' → report, unsend and hidden words", { timeout: 240_000 }, async () => {
    const [ama, kwame] = [await member('Ama'), await member('Kwame')];
    const matchId = await matchMembers(journey.app.url, ama, kwame);
    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    const kwamePage = await openSignedInPhonePage(journey.browser, kwame, journey.app.url);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kwamePage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }
    await Promise.all([amaPage.goto(`${journey.app.url}/chat/${matchId}`), kwamePage.goto(`${journey.app.url}/chat/${matchId}`)]);
    await kwamePage.getByText('Start the conversation with Ama!').waitFor();

    // 'Are you sure?': Edit gives the text back to rewrite; nothing was sent.
    const hurtful = 'you are such a stupid b1tch';
    await write(kwamePage, hurtful);
    const areYouSure = kwamePage.getByRole('alertdialog', { name: 'Are you sure?' });
    await areYouSure.waitFor();
    await saveScreenshot(kwamePage, 'chat-are-you-sure');
    await areYouSure.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => composer(kwamePage).inputValue()).toBe(hurtful);
    expect(await log(kwamePage).getByText(hurtful).count()).toBe(0);
    // He sends it anyway.
    await kwamePage.getByRole('button', { name: 'Send', exact: true }).click();
    await areYouSure.getByRole('button', { name: 'Send anyway' }).click();
    await ownMessage(kwamePage, hurtful).getByRole('img', { name: /Sent|Delivered|Read/ }).waitFor();

    // Ama is asked whether it bothers her; one tap reports it with the message attached.
    await log(amaPage).getByText(hurtful).waitFor();
    const bother = amaPage.getByRole('group', { name: 'Does this bother you?' });
    await bother.waitFor();
    await saveScreenshot(amaPage, 'chat-does-this-bother-you');
    await bother.getByRole('button', { name: 'Yes, report' }).click();
    await amaPage.getByText('Thank you. Our moderators will look at this message.').first().waitFor();
    await expect.poll(() => bother.count()).toBe(0);
    pool = createPool(journey.databaseUrl, 2);
    const reports = await pool.query<{ data: { reporterId: string; reportedMemberId: string; messageId: string } }>("SELECT data FROM events WHERE type = 'MemberReported'");
    expect(reports.rows.map((row) => [row.data.reporterId, row.data.reportedMemberId, typeof row.data.messageId])).toEqual([[ama.id, kwame.id, 'string']]);

    // Unsend: gone for both at once.
    const oops = 'Oops, wrong chat, sorry!';
    await write(kwamePage, oops);
    await log(amaPage).getByText(oops).waitFor();
    await ownMessage(kwamePage, oops).getByRole('button', { name: 'Unsend' }).click();
    await expect.poll(() => log(kwamePage).getByText(oops).count()).toBe(0);
    await expect.poll(() => log(amaPage).getByText(oops).count(), { timeout: 15_000 }).toBe(0);
    await saveScreenshot(kwamePage, 'chat-after-unsend');

    // Hidden words: Ama hides 'whatsapp'; his message with it goes to her Hidden folder, not the chat.
    await amaPage.goto(`${journey.app.url}/profile`);
    await amaPage.getByRole('textbox', { name: /Hidden folder/ }).fill('WhatsApp, salary');
    await amaPage.getByRole('button', { name: 'Save hidden words' }).click();
    await amaPage.getByText('Hidden words saved').first().waitFor();
    await saveScreenshot(amaPage, 'settings-hidden-words');
    const hidden = 'Add me on whatsapp please';
    await callApi(journey.app.url, kwame, 'POST', `/api/matches/${matchId}/messages`, { content: hidden });
    await callApi(journey.app.url, kwame, 'POST', `/api/matches/${matchId}/messages`, { content: 'Are you free on Saturday?' });
    await amaPage.goto(`${journey.app.url}/chat/${matchId}`);
    await log(amaPage).getByText('Are you free on Saturday?').waitFor();
    expect(await log(amaPage).getByText(hidden).count()).toBe(0);
    await log(kwamePage).getByText(hidden).waitFor();
    await amaPage.goto(`${journey.app.url}/matches`);
    await amaPage.getByRole('link', { name: 'Hidden messages' }).click();
    await amaPage.getByText(hidden).waitFor();
    await saveScreenshot(amaPage, 'hidden-messages');
    expect(pageErrors).toEqual([]);
  });
});
