import { useRef } from 'react';

/** The server runs a write carrying this header once per key (command-api idempotency middleware) and replays its answer to repeats. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * One key per user action that spends money: made when the button is first pressed and kept
 * until the action succeeds, so a double click, a retry of the same call or pressing again after
 * a failure all carry the same key and the server charges once (a failed run frees its key, so
 * the retry really runs). After a success the next press is a new purchase with a new key.
 */
export function useActionKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(action: string): string {
      const existing = keys.current.get(action);
      if (existing) return existing;
      const key = crypto.randomUUID();
      keys.current.set(action, key);
      return key;
    },
    succeeded(action: string): void {
      keys.current.delete(action);
    },
  };
}
