import { describe, expect, test } from 'vitest';
import { openSignedInPhonePage, saveScreenshot, signUpThroughApi } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

const journey = journeyUnderTest();

describe('push notification settings', () => {
  test('a member reaches them from Notifications, turns likes off and sets quiet hours', async () => {
    const member = await signUpThroughApi(journey.app.url);
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    await page.context().grantPermissions(['notifications'], { origin: journey.app.url });
    await page.goto(`${journey.app.url}/notifications`);
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.getByRole('heading', { name: 'Notification settings', level: 1 }).waitFor();

    // The server has push on (development default), so the device can be allowed.
    await expect.poll(() => page.getByRole('button', { name: 'Allow notifications on this device' }).isEnabled()).toBe(true);
    for (const kind of ['New matches', 'Messages', 'Likes', 'Dates and games', 'Events']) {
      await expect.poll(() => page.getByRole('checkbox', { name: kind }).isChecked()).toBe(true);
    }
    await page.getByRole('checkbox', { name: 'Likes' }).uncheck();
    await page.getByRole('checkbox', { name: 'Pause notifications during quiet hours' }).check();
    await page.getByLabel('From').fill('23:00');
    await page.getByLabel('To').fill('06:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved').first().waitFor();
    await saveScreenshot(page, 'push-settings');

    // What was saved is what the screen shows after a reload.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Likes' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Likes' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'New matches' }).isChecked()).toBe(true);
    expect(await page.getByLabel('From').inputValue()).toBe('23:00');
    expect(await page.getByLabel('To').inputValue()).toBe('06:30');
    await page.close();
  });
});
