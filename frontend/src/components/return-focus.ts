/**
 * Radix returns focus to a dialog's Trigger when it closes; most of our dialogs open from state, with no
 * Trigger, so focus would fall to the page's start. This remembers the last element focused outside any
 * dialog, so a dialog can hand focus back to whatever opened it (`onCloseAutoFocus={returnFocusToOpener}`).
 */
let lastFocusedOutsideDialogs: HTMLElement | null = null;

/** Started with the app: dialogs load on demand, after what opened them was focused. */
export function trackFocusOutsideDialogs(): void {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"], [role="alertdialog"]')) lastFocusedOutsideDialogs = event.target;
  });
}

export function returnFocusToOpener(event: Event): void {
  if (!lastFocusedOutsideDialogs?.isConnected) return;
  event.preventDefault();
  lastFocusedOutsideDialogs.focus();
}
