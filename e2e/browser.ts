import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium: playwright's own browser downloads are not reachable from CI. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const phoneViewport = { width: 414, height: 896 };

export function launchBrowser(): Promise<Browser> {
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
  return context.newPage();
}
