import { lazy, Suspense } from 'react';

// Loaded after the first screen, outside its JavaScript budget: the check-in is never the first thing shown.
const CheckInPrompt = lazy(async () => ({ default: (await import('./check-in-prompt.tsx')).CheckInPrompt }));

export function LazyCheckInPrompt() {
  return (
    <Suspense fallback={null}>
      <CheckInPrompt />
    </Suspense>
  );
}
