import { MobileLayout } from '../components/layout/mobile-layout.tsx';
import { LazyCheckInPrompt } from '../features/date-safety/components/lazy-check-in-prompt.tsx';
import { InstallOffer } from '../features/pwa/components/install-offer.tsx';
import { OfflineBanner } from '../features/pwa/components/offline-banner.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <OfflineBanner />
      <MobileLayout>
        <AppRouter />
      </MobileLayout>
      <InstallOffer />
      <LazyCheckInPrompt />
    </AppProviders>
  );
}
