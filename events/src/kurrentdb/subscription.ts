import { START, type AllStreamResolvedEvent, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { SubscriptionDroppedError, type RecordedEvent, type SubscribeOptions } from '../store.ts';
import { toRecordedEvent } from './convert.ts';
import { matchesFilter, serverFilter } from './filters.ts';
import { decodePosition, encodePosition } from './position.ts';

/** Buffered events above which the gRPC stream is paused (backpressure to the server). */
const HIGH_WATER = 256;
const LOW_WATER = 64;

/**
 * A catch-up-then-live subscription to `$all` with the filter applied by the server (and
 * again here, for the part the server cannot take). Ends quietly when `signal` aborts; any
 * other end — an error, or the server closing the stream — throws a `SubscriptionDroppedError`
 * carrying the position of the last event yielded, to resume from.
 */
export async function* subscribeToLog(
  client: KurrentDBClient,
  { after, filter, signal }: SubscribeOptions,
): AsyncGenerator<RecordedEvent> {
  if (signal?.aborted) return;
  const matches = matchesFilter(filter);
  const subscription = client.subscribeToAll({
    fromPosition: after === undefined ? START : decodePosition(after),
    filter: serverFilter(filter),
    resolveLinkTos: false,
  });

  const buffer: AllStreamResolvedEvent[] = [];
  let failure: { cause: unknown } | undefined;
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  subscription.on('data', (resolved: AllStreamResolvedEvent) => {
    buffer.push(resolved);
    if (buffer.length >= HIGH_WATER) subscription.pause();
    notify();
  });
  subscription.on('error', (error: Error) => {
    failure ??= { cause: error };
    notify();
  });
  subscription.on('end', () => {
    ended = true;
    notify();
  });
  subscription.on('close', () => {
    ended = true;
    notify();
  });
  signal?.addEventListener('abort', notify);

  let lastPosition = after;
  try {
    for (;;) {
      if (signal?.aborted) return;
      const resolved = buffer.shift();
      if (resolved) {
        if (buffer.length <= LOW_WATER && subscription.isPaused()) subscription.resume();
        const recorded = resolved.event;
        if (!recorded) continue;
        const position = encodePosition(recorded.position);
        // The server starts after `after`; this also guards against a repeat on reconnection.
        if (lastPosition !== undefined && position <= lastPosition) continue;
        if (!matches(recorded.streamId, recorded.type)) continue;
        lastPosition = position;
        yield toRecordedEvent(recorded, position);
        continue;
      }
      if (failure) throw new SubscriptionDroppedError(lastPosition, failure.cause);
      if (ended) throw new SubscriptionDroppedError(lastPosition, new Error('KurrentDB ended the subscription'));
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    signal?.removeEventListener('abort', notify);
    subscription.removeAllListeners('data');
    // Errors after this point (the cancellation itself) must not crash the process.
    subscription.on('error', () => undefined);
    await subscription.unsubscribe().catch(() => undefined);
  }
}
