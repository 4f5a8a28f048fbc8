import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { demoAdmin } from './admin-member.ts';
import { animationsFinished, openPhonePage, openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';

const demoMember: MemberCredentials = { email: 'demo@sankofa.app', password: 'sankofa-demo' };

const visitorRoutes = ['/login', '/signup', '/verify-email', '/forgot-password', '/reset-password', '/confirm-email', '/privacy', '/not-a-screen'];
const memberRoutes = [
  '/',
  '/matches',
  '/profile',
  '/profile/photos',
  '/filters',
  '/location-discovery',
  '/notifications',
  '/events',
  '/security',
  '/enhanced-verification',
  '/subscribe',
  '/profile-viewers',
  '/passed-profiles',
  '/virtual-dates',
  '/consumables',
  '/love-passport',
  '/cultural-influencers',
  '/games',
  '/voice-messages',
  '/ai-matchmaking',
  '/events-discovery',
  '/settings/notifications',
];
/** The member's screens are checked in two halves at once. */
const MEMBER_HALF = Math.ceil(memberRoutes.length / 2);
const adminRoutes = ['/admin', '/admin/reports', '/admin/verifications', '/admin/photo-reviews', '/admin/outbox', '/admin/influencers', '/admin/events', '/admin/projections', '/admin/time-travel', '/admin/analytics'];
const themes = ['light', 'dark'] as const;

const journey = journeyUnderTest({ app: { demoCommunitySize: 30 } });

async function pageIn(theme: (typeof themes)[number], as?: MemberCredentials): Promise<Page> {
  const page = as ? await openSignedInPhonePage(journey.browser, as, journey.app.url) : await openPhonePage(journey.browser);
  await page.addInitScript((chosen) => localStorage.setItem('sankofa-theme', chosen), theme);
  return page;
}

/** A screen is checked once what it shows has arrived: no request in flight and its first heading on screen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading').first().waitFor();
  // Entrance animations end before contrast is measured.
  await animationsFinished(page);
}

async function violationsOf(page: Page, pathname: string) {
  await page.goto(journey.app.url + pathname);
  await settle(page);
  return seriousViolations(page);
}

// The checks share the app and the browser and run at once, each on its own page: they only look.
describe.concurrent('every screen passes WCAG 2.1 AA (no serious or critical axe-core violation)', () => {
  for (const theme of themes) {
    test(`screens a visitor sees, ${theme} theme`, { timeout: 240_000 }, async ({ expect }) => {
      const page = await pageIn(theme);
      for (const pathname of visitorRoutes) expect.soft({ pathname, violations: await violationsOf(page, pathname) }).toEqual({ pathname, violations: [] });
      await page.context().close();
    });

    test(`screens a member sees first, ${theme} theme`, { timeout: 300_000 }, async ({ expect }) => {
      const page = await pageIn(theme, demoMember);
      for (const pathname of memberRoutes.slice(0, MEMBER_HALF)) expect.soft({ pathname, violations: await violationsOf(page, pathname) }).toEqual({ pathname, violations: [] });
      await page.context().close();
    });

    test(`the other screens a member sees, including a conversation, ${theme} theme`, { timeout: 300_000 }, async ({ expect }) => {
      const page = await pageIn(theme, demoMember);
      for (const pathname of memberRoutes.slice(MEMBER_HALF)) expect.soft({ pathname, violations: await violationsOf(page, pathname) }).toEqual({ pathname, violations: [] });
      await page.goto(journey.app.url + '/matches');
      await page.getByRole('link', { name: /Amara|Kwame|Chat/ }).first().click();
      await settle(page);
      expect.soft({ pathname: page.url(), violations: await seriousViolations(page) }).toEqual({ pathname: page.url(), violations: [] });
      await page.context().close();
    });

    test(`screens an admin sees, ${theme} theme`, { timeout: 240_000 }, async ({ expect }) => {
      const page = await pageIn(theme, demoAdmin);
      for (const pathname of adminRoutes) expect.soft({ pathname, violations: await violationsOf(page, pathname) }).toEqual({ pathname, violations: [] });
      await page.context().close();
    });
  }
});

const topCard = (page: Page) => page.getByRole('region', { name: 'Profiles to discover' }).getByRole('article').last();
const celebration = (page: Page) => page.getByRole('dialog', { name: "It's a Match!" });
const focusIsInside = (page: Page, selector: string) => page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);

describe('without a pointer, and with less motion', () => {
  test('the card stack swipes from the keyboard, a dialog keeps and returns focus, and the match celebration stays still', { timeout: 180_000 }, async () => {
    const page = await openSignedInPhonePage(journey.browser, demoMember, journey.app.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(journey.app.url + '/');
    await topCard(page).waitFor();

    const sendMessage = page.getByRole('button', { name: /^Send .+ a message$/ });
    await sendMessage.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    for (let step = 0; step < 8; step++) await page.keyboard.press('Tab');
    expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await sendMessage.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.locator('body').focus();
    // The keys, like the buttons, wait while the previous card leaves.
    const readyToSwipe = () => expect.poll(() => page.getByRole('button', { name: 'Like', exact: true }).isEnabled()).toBe(true);
    await readyToSwipe();
    const first = await topCard(page).getAttribute('aria-label');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => topCard(page).getAttribute('aria-label')).not.toBe(first);

    // Some of the demo community liked the demo member first: liking by keyboard reaches a match.
    for (let liked = 0; liked < 12 && (await celebration(page).count()) === 0; liked++) {
      await readyToSwipe();
      const label = await topCard(page).getAttribute('aria-label');
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await celebration(page).count()) > 0 || (await topCard(page).getAttribute('aria-label').catch(() => null)) !== label).toBe(true);
    }
    await celebration(page).waitFor();
    expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
    expect(await celebration(page).getByTestId('confetti').first().isVisible()).toBe(false);
    // Everything at once rather than in three timed steps.
    expect(await celebration(page).getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'accessibility-match-reduced-motion');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
