import { describe, expect, test } from 'vitest';
import { demoAdmin } from './admin-member.ts';
import { openSignedInPhonePage, reloadUntilShown, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest({ app: { demoCommunitySize: 0 } });

const signUp = (firstName: string) => registerThroughApi(journey.app.url, firstName, { ...accraProfile, lastName: 'Asante', profession: 'Chef' });

describe('cultural influencers journey', () => {
  test('a member applies, an admin verifies her, she appears in discovery and can host; another member follows and the count rises', async () => {
    const [abena, kwesi] = [await signUp('Abena'), await signUp('Kwesi')];
    const applicant = await openSignedInPhonePage(journey.browser, abena, journey.app.url);
    await applicant.goto(`${journey.app.url}/cultural-influencers`);
    await applicant.getByText('No Verified Influencers Yet').waitFor();
    await applicant.getByRole('tab', { name: 'Apply/Host' }).click();
    expect(await applicant.getByRole('heading', { name: 'Host an Event' }).count()).toBe(0);
    await applicant.getByRole('button', { name: 'Apply Now' }).click();

    // The spec's messages, before anything is sent.
    await applicant.getByLabel('Bio').fill('Too short');
    await applicant.getByRole('button', { name: 'Submit Application' }).click();
    await applicant.getByText('Please select an influencer type').waitFor();
    await applicant.getByText('Bio must be at least 50 characters').waitFor();

    await applicant.getByLabel('Influencer Type').click();
    await applicant.getByRole('option', { name: 'Chef/Food Expert' }).click();
    await applicant.getByLabel('Bio').fill('I cook Ghanaian food live every Sunday and share the stories behind every dish.');
    await applicant.getByLabel('Social Links').fill('https://instagram.com/abena.cooks, https://tiktok.com/@abena.cooks');
    await applicant.getByLabel('Follower Count').fill('12000');
    await applicant.getByLabel('Specialties').fill('Jollof, Waakye, Kelewele, Light soup');
    await applicant.getByRole('button', { name: 'Submit Application' }).click();
    await applicant.getByText('Application Submitted!', { exact: true }).waitFor();
    await applicant.getByText('Pending Review').waitFor();

    const admin = await openSignedInPhonePage(journey.browser, demoAdmin, journey.app.url);
    await admin.goto(`${journey.app.url}/admin/influencers`);
    const application = admin.getByRole('listitem', { name: 'Application from Abena Asante' });
    await application.getByText('12,000 followers', { exact: false }).waitFor();
    await saveScreenshot(admin, 'influencers-admin-review');
    await application.getByRole('button', { name: 'Verify' }).click();
    await admin.getByText('Influencer verified', { exact: true }).waitFor();
    await admin.getByText('No pending influencer applications.').waitFor();

    const follower = await openSignedInPhonePage(journey.browser, kwesi, journey.app.url);
    await follower.goto(`${journey.app.url}/cultural-influencers`);
    const card = follower.getByRole('listitem', { name: 'Abena Asante' });
    await card.getByText('Verified', { exact: true }).waitFor();
    expect(await card.getByTestId('follower-count').textContent()).toBe('12,000');
    await card.getByText('+1').waitFor();
    await card.getByRole('button', { name: 'Follow & Connect' }).click();
    await card.getByRole('button', { name: 'Following' }).waitFor();
    expect(await card.getByTestId('follower-count').textContent()).toBe('12,001');
    await saveScreenshot(follower, 'influencers-discover');
    await follower.getByRole('tab', { name: 'Apply/Host' }).click();
    await follower.getByRole('button', { name: 'Apply Now' }).waitFor();
    expect(await follower.getByRole('heading', { name: 'Host an Event' }).count()).toBe(0);

    // Her open screen learns of the review live, no reload: verified, she hosts an event; the other member joins it.
    await applicant.getByRole('heading', { name: 'Host an Event' }).waitFor();
    await applicant.getByRole('button', { name: 'Create Event' }).click();
    await applicant.getByLabel('Event Type').click();
    await applicant.getByRole('option', { name: 'Cooking Demo' }).click();
    await applicant.getByLabel('Title').fill('Sunday Waakye Live');
    await applicant.getByLabel('Description').fill('Cook waakye with me from scratch, with shito on the side.');
    await applicant.getByLabel('Date and Time').fill('2031-06-01T18:00');
    await applicant.getByRole('button', { name: 'Create Event' }).last().click();
    await applicant.getByText('Event Created!', { exact: true }).waitFor();

    const event = follower.getByRole('listitem', { name: 'Sunday Waakye Live' });
    await reloadUntilShown(follower, event.getByText('0/20'), () => follower.getByRole('tab', { name: 'Live Events' }).click());
    await event.getByRole('button', { name: 'Join Event' }).click();
    await follower.getByText('Joined Successfully!', { exact: true }).waitFor();
    await event.getByText('1/20').waitFor();
    await saveScreenshot(follower, 'influencers-live-events');
  }, 120_000);
});
