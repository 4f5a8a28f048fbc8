/** Full-width, thumb-sized actions; the primary one is the screen's main step forward. */
export const primaryButtonClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 text-base font-semibold text-primary-foreground transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButtonClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full border border-border bg-surface px-6 text-base font-semibold text-foreground transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50';

export const smallPrimaryButtonClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border border-primary bg-primary px-4 text-sm font-semibold text-primary-foreground transition-opacity hover:opacity-90 disabled:opacity-50';

export const smallButtonClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border border-border bg-surface px-4 text-sm font-semibold text-foreground transition-colors hover:bg-surface-muted disabled:opacity-50';
