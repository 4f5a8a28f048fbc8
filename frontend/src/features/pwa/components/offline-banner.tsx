import { lazy, Suspense } from 'react';
import { useIsOnline } from '../../../lib/pwa/connection.ts';

// Fetched the first time it is needed, from the service worker's copy (it is part of the shell).
const OfflineMessage = lazy(async () => ({ default: (await import('./offline-message.tsx')).OfflineMessage }));

/** Above every screen while the server cannot be reached; it goes away by itself when it can. */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-50 mx-auto max-w-md">
      {!online && (
        <Suspense fallback={null}>
          <OfflineMessage />
        </Suspense>
      )}
    </div>
  );
}
