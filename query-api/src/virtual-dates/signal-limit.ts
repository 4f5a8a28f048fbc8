/** Signals one member may send in a window: a call needs a few dozen (offer, answer, ICE candidates), a flood is dropped. */
export const SIGNALS_PER_WINDOW = 200;
export const SIGNAL_WINDOW_MS = 10_000;

/** A fixed-window count per member, in this instance's memory (the relay only drops what exceeds it). */
export const createSignalLimit = (limit = SIGNALS_PER_WINDOW, windowMs = SIGNAL_WINDOW_MS, now = () => Date.now()) => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (memberId: string): boolean => {
    const at = now();
    const current = windows.get(memberId);
    if (!current || at - current.startedAt >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(memberId, { startedAt: at, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
};
