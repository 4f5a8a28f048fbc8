import { lazy, Suspense } from 'react';

// The live channel's code loads just after the first screen, outside the first screens' JavaScript budget (issue 16).
const LiveUpdates = lazy(async () => ({ default: (await import('./live-updates.tsx')).LiveUpdates }));

export function LazyLiveUpdates() {
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}
