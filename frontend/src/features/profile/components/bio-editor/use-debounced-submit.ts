import { useCallback, useEffect, useRef } from 'react';

/**
 * Submits the latest value once typing pauses for `delayMs`, so a paragraph is one save and
 * not one per keystroke. A value still waiting when the component goes away is submitted then.
 */
export function useDebouncedSubmit(submit: (value: string) => void, delayMs: number) {
  const pending = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    submit(waiting.value);
  }, [submit]);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const schedule = useCallback(
    (value: string) => {
      cancel();
      pending.current = { value, timer: setTimeout(flush, delayMs) };
    },
    [cancel, flush, delayMs],
  );

  useEffect(() => flush, [flush]);

  return { schedule, cancel };
}
