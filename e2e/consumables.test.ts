import { describe, expect, test } from 'vitest';
import { openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { accraProfile, headersOf, logInThroughApi, registerThroughApi } from './matched-members.ts';

const journey = journeyUnderTest();

/** Members in one city, so each is in the others' discovery. */
const signUp = (firstName: string) => registerThroughApi(journey.app.url, firstName, { ...accraProfile, profession: 'Teacher' });

const headersAs = async (member: MemberCredentials) => headersOf(await logInThroughApi(journey.app.url, member));

async function discoveredIds(member: MemberCredentials): Promise<string[]> {
  const response = await fetch(`${journey.app.url}/api/users/discovery`, { headers: await headersAs(member) });
  return ((await response.json()) as Array<{ id: string }>).map(({ id }) => id);
}

async function pass(member: MemberCredentials, swipedId: string): Promise<void> {
  const response = await fetch(`${journey.app.url}/api/swipes`, {
    method: 'POST',
    headers: await headersAs(member),
    body: JSON.stringify({ swipedId, isLike: false }),
  });
  if (response.status !== 201) throw new Error(`Pass failed: ${response.status} ${await response.text()}`);
}

describe('consumables journey', () => {
  test('a member buys and uses a boost, and another member then sees her first', async () => {
    const [akosua, viewer, ...others] = [await signUp('Akosua'), await signUp('Yaw'), await signUp('Efua'), await signUp('Abena')];
    const page = await openSignedInPhonePage(journey.browser, akosua, journey.app.url);
    await page.goto(journey.app.url + '/consumables');
    await page.getByText('Enhance your dating experience with premium items - $5 each').waitFor();
    const boostCard = page.getByRole('region', { name: 'Profile Boost' });
    await boostCard.getByText('You own: 0').waitFor();

    await boostCard.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByText('Purchase Successful', { exact: true }).waitFor();
    await boostCard.getByText('You own: 1').waitFor();
    const inventoryRow = page.getByRole('listitem', { name: 'Profile Boost in inventory' });
    expect(await inventoryRow.getByLabel('quantity').textContent()).toBe('1');

    await inventoryRow.getByRole('button', { name: 'Use Now' }).click();
    await page.getByText('Item Used', { exact: true }).waitFor();
    await page.getByText(/^Used /).waitFor();
    await boostCard.getByText('You own: 0').waitFor();
    await saveScreenshot(page, 'consumables-boost-used');

    await expect.poll(async () => (await discoveredIds(viewer))[0], { timeout: 10_000 }).toBe(akosua.id);

    // A gift asks who receives it: with no match yet, the chooser says so and nothing is spent.
    await page.getByRole('region', { name: 'Virtual Gift' }).getByRole('button', { name: 'Buy Now' }).click();
    const giftRow = page.getByRole('listitem', { name: 'Virtual Gift in inventory' });
    await giftRow.getByRole('button', { name: 'Use Now' }).click();
    const chooser = page.getByRole('dialog', { name: 'Send a Virtual Gift' });
    await chooser.getByText('match with someone first').waitFor();
    expect(await chooser.getByRole('button', { name: 'Send Gift' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'consumables-gift-chooser');
    expect(await discoveredIds(viewer)).toEqual(expect.arrayContaining(others.map(({ id }) => id)));
  });

  test('a rewind with no pass says so and keeps the item; after a pass, Use Now brings that profile back to discovery', async () => {
    const [kwame, passed] = [await signUp('Kwame'), await signUp('Adjoa')];
    const page = await openSignedInPhonePage(journey.browser, kwame, journey.app.url);
    await page.goto(journey.app.url + '/consumables');
    const rewindCard = page.getByRole('region', { name: 'Rewind' });
    await rewindCard.getByRole('button', { name: 'Buy Now' }).click();
    await rewindCard.getByText('You own: 1').waitFor();
    const rewindRow = page.getByRole('listitem', { name: 'Rewind in inventory' });

    await rewindRow.getByRole('button', { name: 'Use Now' }).click();
    await page.getByText('There is no pass to rewind', { exact: true }).waitFor();
    await rewindCard.getByText('You own: 1').waitFor();

    await pass(kwame, passed.id);
    await expect.poll(async () => discoveredIds(kwame), { timeout: 10_000 }).not.toContain(passed.id);
    await rewindRow.getByRole('button', { name: 'Use Now' }).click();
    await page.getByText('Item Used', { exact: true }).waitFor();
    await rewindCard.getByText('You own: 0').waitFor();
    await saveScreenshot(page, 'consumables-rewind-used');
    await expect.poll(async () => discoveredIds(kwame), { timeout: 10_000 }).toContain(passed.id);
  });
});
