import { ConcurrencyError, streamCategory, type EventStore } from '@sankofa/events';
import { appMetrics } from './metrics.ts';

const outcomeOf = (error: unknown) => (error instanceof ConcurrencyError ? 'conflict' : 'error');

/**
 * The same log, its appends counted and timed (either adapter: this wraps the interface). A
 * conflict is a normal outcome of optimistic concurrency, so it is told apart from an error.
 */
export const instrumentEventStore = (store: EventStore): EventStore => {
  const counted = async <Result>(shares: ReadonlyArray<{ stream: string; events: readonly unknown[] }>, append: () => Promise<Result>): Promise<Result> => {
    const stopTimer = appMetrics.appendDuration.startTimer();
    try {
      const result = await append();
      stopTimer({ outcome: 'ok' });
      appMetrics.eventAppends.inc({ outcome: 'ok' });
      for (const { stream, events } of shares) {
        if (events.length > 0) appMetrics.eventsAppended.inc({ category: streamCategory(stream) }, events.length);
      }
      return result;
    } catch (error) {
      stopTimer({ outcome: outcomeOf(error) });
      appMetrics.eventAppends.inc({ outcome: outcomeOf(error) });
      throw error;
    }
  };
  const append: EventStore['append'] = (stream, events, options) => counted([{ stream, events }], () => store.append(stream, events, options));
  // A multi-stream append is one append (one statement, one transaction), whatever streams it spans.
  const appendToStreams: EventStore['appendToStreams'] = (appends) => counted(appends, () => store.appendToStreams(appends));
  // Every other method is the store's own, bound to it, so this is a drop-in.
  return {
    append,
    appendToStreams,
    readStream: store.readStream.bind(store),
    readAll: store.readAll.bind(store),
    subscribe: store.subscribe.bind(store),
    headPosition: store.headPosition.bind(store),
    close: store.close.bind(store),
  };
};
