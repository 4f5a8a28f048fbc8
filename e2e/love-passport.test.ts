import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot, signUpThroughApi } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

// A demo community with members in every region, for the passport to show.
const journey = journeyUnderTest({ app: { demoCommunitySize: 60 }, timeout: 180_000 });

describe('love passport', () => {
  test('a free member creates a passport and swipes in its region until the free limit', { timeout: 180_000 }, async () => {
    const member = await signUpThroughApi(journey.app.url);
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    collectPolicyViolations(page, problems);

    await page.goto(`${journey.app.url}/love-passport`);
    await page.getByText('Free users: Limited to one region at a time.').waitFor();
    await page.getByRole('article', { name: 'West Africa' }).getByText('+5 more').waitFor();
    await page.getByRole('article', { name: 'Central Africa' }).locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await saveScreenshot(page, 'love-passport-regions');

    await page.getByRole('button', { name: 'New Passport' }).click();
    await page.getByRole('button', { name: 'Activate Passport' }).click();
    await page.getByText('Select a Region').first().waitFor();
    await page.getByLabel('Region').click();
    await page.getByRole('option', { name: 'West Africa' }).click();
    await saveScreenshot(page, 'love-passport-create');
    await page.getByRole('button', { name: 'Activate Passport' }).click();
    await page.getByText('Love Passport Activated!').first().waitFor();

    const passport = page.getByRole('article', { name: 'West Africa passport' });
    await passport.getByText('23h left').waitFor();
    expect(await page.getByRole('button', { name: 'New Passport' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'love-passport-active');

    const used = passport.getByRole('progressbar', { name: 'Passport used' });
    for (let swipe = 1; swipe <= 10; swipe++) {
      await passport.getByRole('button', { name: /^Pass on / }).click();
      await expect.poll(() => used.getAttribute('aria-valuenow')).toBe(String(swipe * 10));
      if (swipe === 5) {
        await passport.getByRole('button', { name: /^Pass on / }).waitFor();
        await saveScreenshot(page, 'love-passport-swiping');
      }
    }
    await passport.getByText('You have used every swipe of this passport.').waitFor();
    await saveScreenshot(page, 'love-passport-limit');
    expect(problems).toEqual([]);
  });
});
