import { ConcurrencyError, streamCategory, type EventStore } from '@sankofa/events';
import { appMetrics } from './metrics.ts';

const outcomeOf = (error: unknown) => (error instanceof ConcurrencyError ? 'conflict' : 'error');

/**
 * The same log, its appends counted and timed (either adapter: this wraps the interface). A
 * conflict is a normal outcome of optimistic concurrency, so it is told apart from an error.
 */
export const instrumentEventStore = (store: EventStore): EventStore => {
  const append: EventStore['append'] = async (stream, events, options) => {
    const stopTimer = appMetrics.appendDuration.startTimer();
    try {
      const result = await store.append(stream, events, options);
      stopTimer({ outcome: 'ok' });
      appMetrics.eventAppends.inc({ outcome: 'ok' });
      if (events.length > 0) appMetrics.eventsAppended.inc({ category: streamCategory(stream) }, events.length);
      return result;
    } catch (error) {
      stopTimer({ outcome: outcomeOf(error) });
      appMetrics.eventAppends.inc({ outcome: outcomeOf(error) });
      throw error;
    }
  };
  // Every other method is the store's own, bound to it, so this is a drop-in.
  return {
    append,
    readStream: store.readStream.bind(store),
    readAll: store.readAll.bind(store),
    subscribe: store.subscribe.bind(store),
    headPosition: store.headPosition.bind(store),
    close: store.close.bind(store),
  };
};
