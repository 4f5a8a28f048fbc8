import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../lib/toast.ts';

// The toast library loads with the first toast, not before the first screen (issue 16's budget).
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** The Toaster, mounted from the first toast on (and kept, so later toasts animate as usual). */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
