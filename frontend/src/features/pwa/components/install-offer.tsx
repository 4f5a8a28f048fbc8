import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../lib/paths.ts';
import { useInstallOffer } from '../../../lib/pwa/install-offer.ts';

const InstallCard = lazy(async () => ({ default: (await import('./install-card.tsx')).InstallCard }));

/**
 * Offers to install once it means something: on the Matches screen, after the member's first
 * match (the card checks), and never again once they said not now. The browser must have
 * offered it too.
 */
export function InstallOffer() {
  const offer = useInstallOffer();
  const [location] = useLocation();
  if (offer === 'unavailable' || location !== paths.matches.href) return null;
  // Nothing shows, so the decision is marked: a journey waits for it before checking that no offer came.
  if (offer === 'declined') return <span hidden data-install-offer="declined" />;
  return (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  );
}
