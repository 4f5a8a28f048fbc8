/**
 * The member's access token, kept in memory only: script injected into the page cannot find it
 * in storage, and a reload gets a fresh one from the refresh token, which lives in an HttpOnly
 * cookie this code never sees (see `restoreSession` in api-client.ts).
 */

export interface AuthTokens {
  accessToken: string;
}

/** 'signed-in' is a new member (or the same one again); 'refreshed' keeps the member and renews the token. */
export type SessionChange = 'signed-in' | 'refreshed' | 'signed-out';

let accessToken: string | null = null;
const listeners = new Set<(change: SessionChange) => void>();

export const readAccessToken = (): string | null => accessToken;

function notify(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

export function storeTokens(tokens: AuthTokens, change: 'signed-in' | 'refreshed'): void {
  accessToken = tokens.accessToken;
  notify(change);
}

export function clearTokens(): void {
  accessToken = null;
  notify('signed-out');
}

export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
