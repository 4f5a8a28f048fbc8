import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { headersOf, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

// A small demo community: it lists its 66 events, so the grid is full around the one the journey looks for.
const journey = journeyUnderTest({ app: { demoCommunitySize: 8 }, timeout: 180_000 });

/** Members in Lisbon, where the event is. */
const signUp = (firstName: string) =>
  signUpMember(journey.app.url, firstName, { lastName: 'Tesfaye', location: 'Lisbon, Portugal', heritage: 'Eritrean' });

const match = (a: ApiMember, b: ApiMember) => matchMembers(journey.app.url, a, b);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function hostEvent(host: ApiMember) {
  const response = await fetch(`${journey.app.url}/api/events`, {
    method: 'POST',
    headers: headersOf(host),
    body: JSON.stringify({
      title: 'Tigrinya Poetry Evening', description: 'Poets read in Tigrinya and English, with coffee and injera to share afterwards.',
      category: 'cultural', date: inDays(12), time: '19:00', venue: 'Casa Independente', city: 'Lisbon', country: 'Portugal',
      priceAmount: 0, capacity: 40, organizer: 'Lisbon Habesha Circle', website: 'https://example.org/poetry', tags: ['poetry', 'tigrinya', 'heritage', 'eritrea'],
    }),
  });
  if (!response.ok) throw new Error(`Hosting failed: ${response.status} ${await response.text()}`);
}

async function openDiscovery(member: ApiMember, problems: string[]): Promise<Page> {
  const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
  page.on('pageerror', (error) => problems.push(error.message));
  collectPolicyViolations(page, problems);
  await page.goto(`${journey.app.url}/events-discovery`);
  await page.getByRole('heading', { name: /Upcoming Events/ }).waitFor();
  return page;
}

const poetryCard = (page: Page) => page.getByRole('region', { name: /Upcoming Events/ }).getByRole('article', { name: 'Tigrinya Poetry Evening' });

describe('events discovery', () => {
  test('a member finds an event by search and filters and marks interest; their match sees 1 of your matches are interested', { timeout: 180_000 }, async () => {
    const [selam, dawit, host] = [await signUp('Selam'), await signUp('Dawit'), await signUp('Hanna')];
    await match(selam, dawit);
    await hostEvent(host);
    const problems: string[] = [];

    const page = await openDiscovery(selam, problems);
    await page.getByRole('heading', { name: 'Featured Cultural Events' }).waitFor();
    await page.getByRole('region', { name: /Upcoming Events/ }).getByRole('article').nth(3).waitFor();
    await saveScreenshot(page, 'events-discovery-grid');

    await page.getByRole('searchbox', { name: 'Search events' }).fill('zzqx nothing like this');
    await page.getByText('No events found matching your criteria').waitFor();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('tigrinya poetry');
    await poetryCard(page).waitFor();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByLabel('Cultural events only').check();
    await page.getByRole('button', { name: 'Cultural' }).click();
    await page.getByRole('heading', { name: 'Upcoming Events (1)' }).waitFor();
    await expect.poll(() => poetryCard(page).getByText('Cultural Event').count()).toBe(1);
    await page.getByLabel('Location').fill('Nairobi');
    await page.getByText('No events found matching your criteria').waitFor();
    await page.getByLabel('Location').fill('Lisbon');
    await poetryCard(page).waitFor();
    await saveScreenshot(page, 'events-discovery-filtered');

    await poetryCard(page).getByRole('button', { name: 'Interested' }).click();
    await page.getByText('Interest Expressed').first().waitFor();
    await expect.poll(() => poetryCard(page).getByRole('button', { name: 'Interested' }).getAttribute('aria-pressed')).toBe('true');
    await poetryCard(page).getByRole('button', { name: 'Bookmark' }).click();
    await page.getByText('Event Bookmarked').first().waitFor();
    await page.getByRole('button', { name: 'Saved' }).click();
    await page.getByRole('region', { name: /Saved Events/ }).getByRole('article', { name: 'Tigrinya Poetry Evening' }).waitFor();

    const matchPage = await openDiscovery(dawit, problems);
    await matchPage.getByRole('searchbox', { name: 'Search events' }).fill('tigrinya');
    await poetryCard(matchPage).getByText('1 match attending').waitFor();
    await poetryCard(matchPage).getByRole('button', { name: 'View' }).click();
    const dialog = matchPage.getByRole('dialog', { name: 'Tigrinya Poetry Evening' });
    await dialog.getByText('1 of your matches are interested').waitFor();
    await dialog.getByText('Lisbon Habesha Circle').waitFor();
    await dialog.getByRole('link', { name: 'Event Page' }).waitFor();
    await saveScreenshot(matchPage, 'events-discovery-detail');
    expect(problems).toEqual([]);
  });

  test('on /events a member joins an event, invites their match, who accepts; a hosted event is validated then listed', { timeout: 180_000 }, async () => {
    const [abeba, yonas, host] = [await signUp('Abeba'), await signUp('Yonas'), await signUp('Hanna')];
    await match(abeba, yonas);
    await hostEvent(host);
    const problems: string[] = [];
    const page = await openSignedInPhonePage(journey.browser, abeba, journey.app.url);
    page.on('pageerror', (error) => problems.push(error.message));
    collectPolicyViolations(page, problems);
    await page.goto(`${journey.app.url}/events`);
    const poetry = page.getByRole('article', { name: 'Tigrinya Poetry Evening' }).first();
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    while (!(await poetry.isVisible())) await page.getByRole('button', { name: 'Show more events' }).click();

    await poetry.getByRole('button', { name: 'Join Event' }).click();
    await page.getByText('Joined Successfully!').first().waitFor();
    await poetry.getByRole('button', { name: 'Joined' }).waitFor();

    await poetry.getByRole('button', { name: 'Invite a Date' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Someone to Tigrinya Poetry Evening' });
    const send = invite.getByRole('button', { name: 'Send Invite' });
    expect(await send.isDisabled()).toBe(true);
    await invite.getByLabel('Match').click();
    await page.getByRole('option', { name: /Yonas/ }).click();
    expect(await send.isDisabled()).toBe(true);
    await invite.getByLabel('Personal message').fill('Poetry and coffee on Sunday?');
    await saveScreenshot(page, 'community-events-invite');
    await send.click();
    await page.getByText('Date invite sent!').first().waitFor();

    const matchPage = await openSignedInPhonePage(journey.browser, yonas, journey.app.url);
    matchPage.on('pageerror', (error) => problems.push(error.message));
    await matchPage.goto(`${journey.app.url}/events`);
    const invitation = matchPage.getByRole('article', { name: 'Invitation to Tigrinya Poetry Evening' });
    await invitation.getByText('Abeba invited you to Tigrinya Poetry Evening').waitFor();
    await saveScreenshot(matchPage, 'community-events-invitation');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.getByText('Accepted').waitFor();

    await page.reload();
    const accepted = page.getByRole('article', { name: 'Invitation to Tigrinya Poetry Evening' });
    await accepted.getByText('Accepted').waitFor();
    // The date she invited him to is hers to share with a trusted contact, from its card.
    await accepted.getByRole('button', { name: 'Share my date' }).click();
    const share = accepted.getByRole('form', { name: 'Share my date with a trusted contact' });
    await share.getByLabel('Their name').fill('Selam');
    await share.getByLabel('Their phone number (by SMS)').fill(uniquePhoneNumber());
    await share.getByRole('button', { name: 'Send the link' }).click();
    await accepted.getByText('Shared with Selam').waitFor();
    await saveScreenshot(page, 'community-events-share-my-date');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = page.getByRole('dialog', { name: 'Host Your Own Event' });
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText('Title must be at least 5 characters').waitFor();
    await form.getByLabel('Title').fill('Habesha Coffee Morning');
    await form.getByLabel('Description').fill('A slow morning of buna, bread and conversation for newcomers to the city.');
    await form.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Social' }).click();
    await form.getByLabel('Date').fill(inDays(2));
    await form.getByLabel('Time').fill('10:30');
    await form.getByLabel('Venue').fill('Cafe Tesfa');
    await form.getByLabel('City', { exact: true }).fill('Lisbon');
    await form.getByLabel('Country').fill('Portugal');
    await form.getByLabel('Organiser').fill('Abeba');
    await form.getByLabel('Website (optional)').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await form.getByText('Website must be an http or https address').waitFor();
    await form.getByLabel('Website (optional)').fill('https://example.org/coffee');
    await saveScreenshot(page, 'community-events-host');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created!').first().waitFor();
    expect(problems).toEqual([]);
  });
});
