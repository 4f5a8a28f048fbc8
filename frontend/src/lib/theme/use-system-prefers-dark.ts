import { useSyncExternalStore } from 'react';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(darkSchemeQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return window.matchMedia(darkSchemeQuery).matches;
}

/** Live, so the 'system' preference follows the OS when it switches (e.g. at sunset). */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark);
}
