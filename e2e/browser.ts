import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/** Debian's Chromium: playwright's own browser downloads are not reachable from CI. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const phoneViewport = { width: 414, height: 896 };

/**
 * `fakeMedia`: a synthetic camera and microphone, granted without asking (calls and recordings);
 * `captureFile`: a .y4m video the fake camera plays in a loop instead of Chromium's test pattern.
 */
export function launchBrowser(options: { fakeMedia?: boolean; captureFile?: string } = {}): Promise<Browser> {
  const media = options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : [];
  if (options.fakeMedia && options.captureFile) media.push(`--use-file-for-fake-video-capture=${options.captureFile}`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox', // CI runs as root, where Chromium's sandbox cannot start
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...media,
    ],
  });
}

/** A fresh context per page, so local storage (token, theme) never leaks between tests. */
export async function openPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // Playwright's 30 s default is short when four journeys' apps load their safety models at once on a slow machine of the kind.
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/** Collects what the page refused under the Content-Security-Policy (Chromium logs each refusal as a console error). */
export function collectPolicyViolations(page: Page, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) into.push(message.text());
  });
}

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

/** Saved under e2e/screenshots (ignored by git) for a person to look at. */
export function saveScreenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * Waits until the animations and transitions running on the page have ended (a fade-in, an
 * entrance), as a person would before looking. Endless ones (a spinner, falling confetti) never
 * end and are left out; one cancelled meanwhile (its element gone) has stopped all the same.
 */
export function animationsFinished(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(ending.map((animation) => animation.finished));
  });
}

/** How a journey signs a member in: each page logs in for itself, as a member on another device would. */
export interface MemberCredentials {
  email: string;
  password: string;
}

/** A new member made through the real signup API, for journeys that start signed in. */
export async function signUpThroughApi(appUrl: string): Promise<MemberCredentials> {
  const credentials = { email: `kofi.${crypto.randomUUID()}@example.com`, password: 'correct-horse-battery' };
  const response = await fetch(`${appUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...credentials,
      phoneNumber: uniquePhoneNumber(),
      firstName: 'Kofi',
      lastName: 'Boateng',
      age: 33,
      location: 'London, United Kingdom',
      heritage: 'Ghanaian',
      profession: 'Engineer',
    }),
  });
  if (!response.ok) throw new Error(`Signup failed: ${response.status} ${await response.text()}`);
  return credentials;
}

/**
 * A phone page signed in as after logging in: the login goes through the page's own browser
 * context, so its HttpOnly refresh cookie is the context's, and the app gets an access token from
 * it on load (the access token lives only in memory).
 */
export async function openSignedInPhonePage(browser: Browser, member: MemberCredentials, appUrl: string): Promise<Page> {
  const page = await openPhonePage(browser);
  const login = await page.context().request.post(`${appUrl}/api/auth/login`, { data: member });
  if (!login.ok()) throw new Error(`Login failed: ${login.status()} ${await login.text()}`);
  return page;
}

/**
 * A page's reads carry no position of a write someone else made: it shows once the read model has
 * it, as on the member's next visit. Reloads (and `reopen`s what the screen needs) until `shown` appears.
 */
export async function reloadUntilShown(page: Page, shown: Locator, reopen: () => Promise<void> = async () => undefined): Promise<void> {
  await expect
    .poll(async () => {
      await page.reload();
      await reopen();
      return shown.waitFor({ timeout: 3_000 }).then(() => true, () => false);
    })
    .toBe(true);
}
