import { expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot, signUpThroughApi } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

const journey = journeyUnderTest();

test('a new member activates premium in Demo Mode, lands back on her profile and sees premium', async () => {
  const member = await signUpThroughApi(journey.app.url);
  const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
  const violations: string[] = [];
  collectPolicyViolations(page, violations);

  await page.goto(journey.app.url + '/profile');
  await page.getByRole('heading', { name: 'Premium Features' }).waitFor();
  await page.getByRole('link', { name: 'Start Premium - $15/month' }).click();

  await page.waitForURL('**/subscribe');
  await page.getByText('Demo Mode Active', { exact: true }).first().waitFor();
  await expect.poll(() => page.getByText('$15', { exact: true }).isVisible()).toBe(true);
  for (const benefit of ['International Matching', 'See Who Viewed You', 'Priority Matching', 'Revisit Passed Profiles']) {
    expect(await page.getByText(benefit, { exact: true }).isVisible()).toBe(true);
  }
  await saveScreenshot(page, 'premium-subscribe');

  await page.getByRole('button', { name: 'Activate Premium (Demo) - $15/month' }).click();
  await page.getByText('Premium Activated!', { exact: true }).first().waitFor();
  await page.waitForURL('**/profile', { timeout: 10_000 });
  await page.getByRole('link', { name: 'See Who Viewed You' }).waitFor();
  expect(await page.getByText('Active', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Start Premium - $15/month' }).count()).toBe(0);
  await page.getByRole('link', { name: 'See Who Viewed You' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'premium-profile');
  expect(violations).toEqual([]);
});
