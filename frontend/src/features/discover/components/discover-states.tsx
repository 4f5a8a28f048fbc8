import { Link } from 'wouter';
import { RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { cardHeightPx } from '../swipe-constants.ts';

const reload = () => window.location.reload();

function StateCard({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ minHeight: cardHeightPx / 2 }}
      className="grid place-items-center rounded-3xl border border-border bg-surface p-8 text-center"
    >
      <div>{children}</div>
    </div>
  );
}

export function FindingPeople() {
  return (
    <StateCard>
      <span className="mx-auto mb-4 block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden />
      <p role="status" className="text-lg font-medium text-muted-foreground">
        Finding amazing people...
      </p>
    </StateCard>
  );
}

export function NoMoreProfiles({ failed }: { failed?: boolean }) {
  return (
    <StateCard>
      <SearchX className="mx-auto mb-3 size-12 text-primary-ink" aria-hidden />
      <h2 className="text-xl font-semibold">{failed ? 'Profiles could not be loaded' : 'No more profiles nearby'}</h2>
      <p className="mt-2 text-muted-foreground">
        {failed ? 'Please check your connection and try again.' : 'Check back later for new connections!'}
      </p>
      <button type="button" onClick={reload} className={`${smallButtonClass} mt-5`}>
        <RefreshCw className="size-4" aria-hidden />
        Refresh
      </button>
    </StateCard>
  );
}

export function JoinToDiscover() {
  return (
    <StateCard>
      <h2 className="text-xl font-semibold">Meet your community</h2>
      <p className="mt-2 text-muted-foreground">Sign up or log in to discover people who share your roots.</p>
      <Link href="/login" className={`${primaryButtonClass} mt-5`}>
        Log In
      </Link>
    </StateCard>
  );
}
