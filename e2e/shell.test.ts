import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { collectPolicyViolations, openPhonePage, openSignedInPhonePage, phoneViewport, signUpThroughApi, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

const bottomNavItems = [
  { label: 'Matches', path: '/matches' },
  { label: 'Dates', path: '/virtual-dates' },
  { label: 'Events', path: '/events' },
  { label: 'Profile', path: '/profile' },
  { label: 'Discover', path: '/' },
];

// Every route of both specs, with the title its screen shows.
const routeTitles: Record<string, string> = {
  '/': 'Sankofa',
  '/discover': 'Sankofa',
  '/matches': 'Matches',
  '/chat/1': 'Chat',
  '/profile': 'Profile',
  '/filters': 'Cultural Compatibility',
  '/location-discovery': 'Location Discovery',
  '/signup': 'Create Your Account',
  '/login': 'Log In',
  '/notifications': 'Notifications',
  '/events': 'Community Events',
  '/security': 'Security & Privacy',
  '/enhanced-verification': 'Enhanced Verification',
  '/subscribe': 'Sankofa Premium',
  '/profile-viewers': 'Profile Viewers',
  '/virtual-dates': 'Virtual Dates',
  '/consumables': 'Consumable Items',
  '/love-passport': 'Diaspora Love Passport',
  '/cultural-influencers': 'Cultural Influencers',
  '/games': 'Games',
  '/voice-messages': 'Voice Messages',
  '/ai-matchmaking': 'AI Matchmaking',
  '/events-discovery': 'Discover Events',
};

const journey = journeyUnderTest();
let member: MemberCredentials;

beforeAll(async () => {
  member = await signUpThroughApi(journey.app.url);
});

async function open(pathname: string, as: 'visitor' | 'member' = 'visitor'): Promise<Page> {
  const page = as === 'member' ? await openSignedInPhonePage(journey.browser, member, journey.app.url) : await openPhonePage(journey.browser);
  await page.goto(journey.app.url + pathname);
  return page;
}

function screenshot(page: Page, name: string) {
  return page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

describe('app shell', () => {
  test('renders the Discover header in a phone-width column without sideways scrolling', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Sankofa' }).waitFor();
    for (const name of ['Sign Up', 'Filters', 'Notifications']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Toggle theme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
    const navBox = await primaryNav(page).boundingBox();
    expect(navBox?.width).toBe(phoneViewport.width);
    expect((navBox?.y ?? 0) + (navBox?.height ?? 0)).toBe(phoneViewport.height);
    await screenshot(page, 'discover-dark');
  });

  test('each bottom-nav item navigates and is the only one highlighted', async () => {
    const page = await open('/', 'member');
    for (const { label, path: expectedPath } of bottomNavItems) {
      await primaryNav(page).getByRole('link', { name: label }).click();
      await page.waitForURL(journey.app.url + expectedPath);
      const current = await primaryNav(page).locator('[aria-current="page"]').allTextContents();
      expect(current).toEqual([label]);
      await screenshot(page, `nav-${label.toLowerCase()}`);
    }
  });

  test('every route of the spec shows its screen, with nothing refused by the Content-Security-Policy', async () => {
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    const refused: string[] = [];
    collectPolicyViolations(page, refused);
    for (const [pathname, title] of Object.entries(routeTitles)) {
      await page.goto(journey.app.url + pathname);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent(), pathname).toBe(title);
    }
    expect(refused).toEqual([]);
  });

  test('a visitor opening a member screen is sent to the login screen', async () => {
    const page = await open('/profile');
    await page.waitForURL(journey.app.url + '/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    expect(await primaryNav(page).count()).toBe(0);
  });

  test('an unknown path shows the 404 page', async () => {
    const page = await open('/no-such-screen');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await screenshot(page, 'not-found');
  });

  test('the theme is dark by default, toggles to light and stays light after a reload', async () => {
    const page = await open('/', 'member');
    const toggle = page.getByRole('button', { name: 'Toggle theme' });
    await toggle.waitFor();
    expect(await htmlIsDark(page)).toBe(true);

    await toggle.click();
    expect(await htmlIsDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('sankofa-theme'))).toBe('light');
    await screenshot(page, 'discover-light');

    await page.reload();
    await toggle.waitFor();
    expect(await htmlIsDark(page)).toBe(false);
    await primaryNav(page).getByRole('link', { name: 'Profile' }).click();
    await screenshot(page, 'profile-light');
  });

  test("the 'system' preference follows the device's colour scheme", async () => {
    const page = await openPhonePage(journey.browser);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('sankofa-theme', 'system'));
    await page.goto(journey.app.url + '/');
    await page.getByRole('button', { name: 'Toggle theme' }).waitFor();
    expect(await htmlIsDark(page)).toBe(false);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });
});
