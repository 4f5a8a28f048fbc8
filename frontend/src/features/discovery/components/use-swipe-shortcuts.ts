import { useEffect } from 'react';
import type { SwipeKind } from './use-swipe-deck.ts';

/** The arrow keys swipe the top card, as the buttons do, so the stack works without a pointer. */
export const swipeShortcuts: Record<string, SwipeKind> = { ArrowLeft: 'pass', ArrowUp: 'super_like', ArrowRight: 'like' };

// Arrows keep their own meaning where the member is typing, choosing or sliding, and behind an open dialog.
const keepsItsArrows = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.closest('input, textarea, select, [contenteditable="true"], [role="slider"], [role="radiogroup"], [role="tablist"], [role="dialog"]') !== null);

export function useSwipeShortcuts(enabled: boolean, onSwipe: (kind: SwipeKind) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const kind = swipeShortcuts[event.key];
      if (!kind || event.altKey || event.ctrlKey || event.metaKey || keepsItsArrows(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      onSwipe(kind);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onSwipe]);
}
