import { Bell, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';

export function DiscoverHeader() {
  return (
    <header className="sticky top-0 z-10 bg-background/95 backdrop-blur">
      <div className="kente-stripe h-1" aria-hidden />
      <div className="flex h-16 items-center gap-1 px-4">
        <h1 className="flex-1 font-display text-2xl font-bold tracking-tight text-primary-ink">Sankofa</h1>
        <Link
          href="/signup"
          className="mr-1 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground transition-opacity hover:opacity-90"
        >
          Sign Up
        </Link>
        <Link href="/filters" aria-label="Filters" className={iconButtonClass}>
          <SlidersHorizontal className="size-5" aria-hidden />
        </Link>
        <ThemeToggle />
        <Link href="/notifications" aria-label="Notifications" className={iconButtonClass}>
          <Bell className="size-5" aria-hidden />
        </Link>
      </div>
    </header>
  );
}
