import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../lib/paths.ts';
import { useCanOfferInstall } from '../../../lib/pwa/install-offer.ts';

const InstallCard = lazy(async () => ({ default: (await import('./install-card.tsx')).InstallCard }));

/**
 * Offers to install once it means something: on the Matches screen, after the member's first
 * match (the card checks), and never again once they said not now. The browser must have
 * offered it too.
 */
export function InstallOffer() {
  const canOffer = useCanOfferInstall();
  const [location] = useLocation();
  if (!canOffer || location !== paths.matches.href) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  );
}
