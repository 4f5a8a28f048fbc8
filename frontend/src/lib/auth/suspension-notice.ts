/**
 * Why the member's account is suspended, as the server said it when it refused a refresh: the app
 * then signs out and opens the login screen, which shows it. Kept for the tab only.
 */
const KEY = 'sankofa-suspension';

export function noteSuspension(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the login attempt will tell the member again.
  }
}

export function readSuspensionNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearSuspensionNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
