import { ChevronRight, Flag } from 'lucide-react';
import { Link } from 'wouter';

/** For administrators only: the way to the moderation queue (until an /admin landing page gathers the admin screens). */
export function AdminLink() {
  return (
    <Link href="/admin/reports" className="flex items-center gap-3 rounded-3xl border border-border bg-surface p-4 transition-colors hover:bg-surface-muted">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-kente-red/15 text-kente-red">
        <Flag className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">Moderation</span>
        <span className="block truncate text-sm text-muted-foreground">Reports and suspended members</span>
      </span>
      <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
    </Link>
  );
}
