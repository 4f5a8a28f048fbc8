/** The look every text-like control shares, so forms read as one family. */
export const inputClass =
  'h-12 w-full rounded-2xl border border-border bg-surface px-4 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-kente-red';

export const labelClass = 'mb-1.5 block text-sm font-medium text-foreground';

export const errorClass = 'mt-1.5 text-sm text-kente-red';
