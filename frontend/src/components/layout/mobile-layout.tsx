import type { ReactNode } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { BottomNav } from './bottom-nav.tsx';

// Screens that need the whole height for their own controls (composer, forms) hide the bar.
const screensWithoutBottomNav = [paths.chat.pattern, paths.signup.pattern, paths.login.pattern, paths.forgotPassword.pattern, paths.resetPassword.pattern, paths.confirmEmail.pattern, paths.accountDeleted.pattern, paths.sharedDate.pattern];

export function MobileLayout({ children }: { children: ReactNode }) {
  const { parser } = useRouter();
  const [location] = useLocation();
  const showBottomNav = !screensWithoutBottomNav.some((pattern) => matchRoute(parser, pattern, location)[0]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col bg-background shadow-2xl shadow-black/40">
      <main className={showBottomNav ? 'flex-1 pb-20' : 'flex-1'}>{children}</main>
      {showBottomNav && <BottomNav />}
    </div>
  );
}
