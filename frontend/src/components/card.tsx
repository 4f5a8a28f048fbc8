import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface CardProps {
  title: string;
  icon?: LucideIcon;
  /** Beside the title, e.g. a badge or a small link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled section of a screen; its title is a heading so screen readers can jump between sections. */
export function Card({ title, icon: Icon, aside, className, children }: CardProps) {
  return (
    <section className={clsx('rounded-3xl border border-border bg-surface p-5', className)}>
      <div className="mb-3 flex items-center gap-2">
        {Icon && <Icon className="size-5 text-primary-ink" aria-hidden />}
        <h2 className="flex-1 text-lg font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
