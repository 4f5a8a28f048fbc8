import { MobileLayout } from '../components/layout/mobile-layout.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <MobileLayout>
        <AppRouter />
      </MobileLayout>
    </AppProviders>
  );
}
