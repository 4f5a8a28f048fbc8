/** The round, thumb-sized target shared by header icon buttons and icon links. */
export const iconButtonClass =
  'grid size-10 shrink-0 place-items-center rounded-full text-foreground transition-colors hover:bg-surface-muted';
