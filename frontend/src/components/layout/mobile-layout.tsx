import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BottomNav } from './bottom-nav.tsx';

// Screens that need the whole height for their own controls (composer, forms) hide the bar.
const pathsWithoutBottomNav = [/^\/chat\//, /^\/signup$/, /^\/login$/];

export function MobileLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const showBottomNav = !pathsWithoutBottomNav.some((pattern) => pattern.test(location));

  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col bg-background shadow-2xl shadow-black/40">
      <main className={showBottomNav ? 'flex-1 pb-20' : 'flex-1'}>{children}</main>
      {showBottomNav && <BottomNav />}
    </div>
  );
}
