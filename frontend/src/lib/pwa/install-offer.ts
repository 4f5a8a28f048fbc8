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

/** Whether we may offer installation: the browser has not offered it (yet), it has, or it has and the member said not now. */
export type InstallOfferState = 'unavailable' | 'available' | 'declined';

const offerState = (): InstallOfferState => (deferred === null ? 'unavailable' : readDismissed() ? 'declined' : 'available');

export const useInstallOffer = (): InstallOfferState => useSyncExternalStore(subscribe, offerState, () => 'unavailable');

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
