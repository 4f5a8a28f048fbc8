import type { ReactNode } from 'react';

/** Stands in for a screen's content until the issue that builds that screen. */
export function PlaceholderNote({ children }: { children: ReactNode }) {
  return (
    <section className="px-4 pt-2">
      <p className="rounded-3xl border border-border bg-surface p-6 text-base leading-relaxed text-muted-foreground">
        {children}
      </p>
    </section>
  );
}
