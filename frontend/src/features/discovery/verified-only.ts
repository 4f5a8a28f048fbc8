import { useSyncExternalStore } from 'react';

/** Discover's 'verified only' filter, kept on this device: the discovery fetcher sends it with every page. */
const STORAGE_KEY = 'sankofa.discover.verifiedOnly';
const listeners = new Set<() => void>();

export const isVerifiedOnly = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

export const setVerifiedOnly = (on: boolean): void => {
  try {
    localStorage.setItem(STORAGE_KEY, String(on));
  } catch {
    // Private modes without storage keep the default.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useVerifiedOnly = (): boolean => useSyncExternalStore(subscribe, isVerifiedOnly, () => false);
