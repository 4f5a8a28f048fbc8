/** The member's tokens, in local storage under the spec's keys, and who wants to know when they change. */

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** 'signed-in' is a new member (or the same one again); 'refreshed' keeps the member and renews the pair. */
export type SessionChange = 'signed-in' | 'refreshed' | 'signed-out';

const accessTokenKey = 'accessToken';
const refreshTokenKey = 'refreshToken';
const listeners = new Set<(change: SessionChange) => void>();

export const readAccessToken = (): string | null => localStorage.getItem(accessTokenKey);
export const readRefreshToken = (): string | null => localStorage.getItem(refreshTokenKey);

function notify(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

export function storeTokens(tokens: AuthTokens, change: 'signed-in' | 'refreshed'): void {
  localStorage.setItem(accessTokenKey, tokens.accessToken);
  localStorage.setItem(refreshTokenKey, tokens.refreshToken);
  notify(change);
}

export function clearTokens(): void {
  localStorage.removeItem(accessTokenKey);
  localStorage.removeItem(refreshTokenKey);
  notify('signed-out');
}

export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
