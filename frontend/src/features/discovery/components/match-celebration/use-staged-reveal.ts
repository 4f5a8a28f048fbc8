import { useEffect, useState } from 'react';

/** The spec's steps: the celebration's content appears at 300, 1000 and 1800 ms. */
export const revealStepsMs = [300, 1000, 1800] as const;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How many steps have been revealed since `key` last changed (0 to 3); all at once for members who ask for less motion. */
export function useStagedReveal(key: string | null): number {
  const [revealed, setRevealed] = useState<{ key: string | null; steps: number }>({ key, steps: 0 });

  useEffect(() => {
    if (key === null) return;
    const timers = revealStepsMs.map((delay, index) => setTimeout(() => setRevealed({ key, steps: index + 1 }), delay));
    return () => timers.forEach(clearTimeout);
  }, [key]);

  if (key !== null && prefersReducedMotion()) return revealStepsMs.length;
  return revealed.key === key ? revealed.steps : 0;
}
