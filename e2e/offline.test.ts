import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, reloadUntilShown, saveScreenshot, signUpThroughApi, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { matchMembers, signUpMember } from './matched-members.ts';

const journey = journeyUnderTest();
let member: MemberCredentials;

beforeAll(async () => {
  member = await signUpThroughApi(journey.app.url);
});

/** Resolves once a service worker controls the page (it claims open pages when it activates). */
const serviceWorkerControls = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller.scriptURL;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return navigator.serviceWorker.controller!.scriptURL;
  });

/** Moves within the single-page app (as a link would), without a page load. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('installable', () => {
  test('the page links a manifest naming Sankofa, standalone, with its icons in both kinds', async () => {
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    await page.goto(journey.app.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(new URL(href!, journey.app.url).href)).json();
    expect(manifest).toMatchObject({ name: 'Sankofa', display: 'standalone', start_url: '/', scope: '/', theme_color: '#15120f' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
      const icon = icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      const response = await page.request.get(journey.app.url + icon!.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#15120f');
    await page.context().close();
  });

  test('the service worker is served to be checked on every visit', async () => {
    const response = await fetch(`${journey.app.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('/index.html');
  });
});

describe('offline', () => {
  test('opens from the cached shell with "You are offline", and recovers when the network returns', async () => {
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    const violations: string[] = [];
    collectPolicyViolations(page, violations);
    await page.goto(journey.app.url);
    await page.getByRole('heading', { level: 2, name: 'No more profiles nearby' }).waitFor();
    expect(await serviceWorkerControls(page)).toBe(`${journey.app.url}/sw.js`);

    await page.context().setOffline(true);
    await page.getByText('You are offline').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sankofa' }).waitFor();
    await page.getByText('You are offline').waitFor();
    // The member's screen waits for the network; it does not take them for a visitor.
    await page.getByText('Finding amazing people...').waitFor();
    expect(await page.getByRole('heading', { name: 'Meet your community' }).count()).toBe(0);
    await saveScreenshot(page, 'offline-discover');

    // A screen whose code this device has never fetched says so rather than breaking the app.
    await navigateInApp(page, '/signup');
    await page.getByRole('heading', { name: 'This screen needs a connection' }).waitFor();
    await saveScreenshot(page, 'offline-unvisited-screen');
    await navigateInApp(page, '/');

    await page.context().setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached', timeout: 20_000 });
    // Signed in again from the refresh cookie, and the screen read again.
    await page.getByRole('heading', { level: 2, name: 'No more profiles nearby' }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'offline-recovered');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('notices a server it cannot reach although the browser says it is online, and recovers', async () => {
    const page = await openSignedInPhonePage(journey.browser, member, journey.app.url);
    await page.goto(journey.app.url);
    await page.getByRole('heading', { level: 2, name: 'No more profiles nearby' }).waitFor();
    // Calls fail as on a dead Wi-Fi; navigator.onLine stays true.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => fetch('/api/user').catch(() => undefined));
    await page.getByRole('link', { name: 'Matches' }).first().click();
    await page.getByText('You are offline').waitFor();
    await page.unroute('**/api/**');
    // The probe finds the server again within its interval.
    await page.getByText('You are offline').waitFor({ state: 'detached', timeout: 20_000 });
    await page.context().close();
  });
});

/** What Chromium fires when the app may be installed; the stand-in records whether the app asked. */
const browserOffersInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(offer);
  });

const installOffer = (page: Page) => page.getByRole('region', { name: 'Add Sankofa to your home screen' });

describe('install offer', () => {
  test('never on arrival or before a match; on Matches after the first match, and installs when accepted', async () => {
    const [ama, kwame] = await Promise.all([signUpMember(journey.app.url, 'Ama'), signUpMember(journey.app.url, 'Kwame')]);
    const page = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    await page.goto(journey.app.url);
    await page.getByRole('heading', { level: 1, name: 'Sankofa' }).waitFor();
    await browserOffersInstall(page);
    await page.getByRole('link', { name: 'Matches' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Matches' }).waitFor();
    // The offer has read the match count and decided.
    await page.locator('[data-install-offer="no-match"]').waitFor({ state: 'attached' });
    expect(await installOffer(page).count()).toBe(0);

    await matchMembers(journey.app.url, ama, kwame);
    await reloadUntilShown(page, installOffer(page), async () => {
      await page.getByText('Kwame').first().waitFor();
      await browserOffersInstall(page);
    });
    await saveScreenshot(page, 'install-offer');
    await installOffer(page).getByRole('button', { name: 'Install' }).click();
    await installOffer(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await page.context().close();
  });

  test('"Not now" is remembered on the device', async () => {
    const [efua, kofi] = await Promise.all([signUpMember(journey.app.url, 'Efua'), signUpMember(journey.app.url, 'Kofi')]);
    await matchMembers(journey.app.url, efua, kofi);
    const page = await openSignedInPhonePage(journey.browser, efua, journey.app.url);
    await page.goto(`${journey.app.url}/matches`);
    await page.getByText('Kofi').first().waitFor();
    await browserOffersInstall(page);
    await installOffer(page).getByRole('button', { name: 'Not now' }).click();
    await installOffer(page).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Kofi').first().waitFor();
    await browserOffersInstall(page);
    // The offer has read the member's "not now" and decided.
    await page.locator('[data-install-offer="declined"]').waitFor({ state: 'attached' });
    expect(await installOffer(page).count()).toBe(0);
    await page.context().close();
  });
});
