import { useSyncExternalStore } from 'react';

/** Chromium's install event (not yet in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'sankofa-install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The browser offers to install as soon as it can; we hold that offer back (never on arrival)
 * and make it ourselves at a better moment: after the member's first match.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

const readDismissed = (): boolean => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the browser lets us offer installation and the member has not said no. */
export const useCanOfferInstall = (): boolean => useSyncExternalStore(subscribe, () => deferred !== null && !readDismissed(), () => false);

/** Shows the browser's own install dialog; the offer is spent either way. */
export async function acceptInstallOffer(): Promise<void> {
  const offer = deferred;
  deferred = null;
  notify();
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
}

/** Not now: remembered on this device, so the offer never comes back. */
export function dismissInstallOffer(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'yes');
  } catch {
    // Not remembered; the offer still goes away for this visit.
  }
  notify();
}
