import { Observable, Subject, retry, tap, timer, type Subscription } from 'rxjs';
import type { EventStore, Position, RecordedEvent } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';

/** A message for one member's live channel. */
export interface LiveMessage {
  memberId: string;
  type: string;
  payload: unknown;
  position: Position;
}

/** Registered by a feature: who should hear about this event, and what (`new_match`, `new_message`…). */
export type LiveMapper = (event: RecordedEvent) => Array<Omit<LiveMessage, 'position'>>;

export interface LiveFeed {
  messages: Observable<LiveMessage>;
  stop(): void;
}

const followLog = (store: EventStore, startAfter: () => Promise<Position | undefined>) =>
  new Observable<RecordedEvent>((subscriber) => {
    const abort = new AbortController();
    void (async () => {
      for await (const event of store.subscribe({ after: await startAfter(), signal: abort.signal })) subscriber.next(event);
      subscriber.complete();
    })().catch((error: unknown) => subscriber.error(error));
    return () => abort.abort();
  });

const INITIAL_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * This instance's own subscription to the log, from its head when it starts (a live channel
 * pushes news, history is for the GET routes), turned into member messages by the mappers
 * and multicast through one Subject. A dropped subscription resumes after the last event
 * seen, with a growing delay while it keeps failing.
 */
export const createLiveFeed = ({ store, mappers, logger }: { store: EventStore; mappers: readonly LiveMapper[]; logger: Logger }): LiveFeed => {
  const messages = new Subject<LiveMessage>();
  let resumePoint: { after: Position | undefined } | undefined;
  const startAfter = async () => {
    resumePoint ??= { after: (await store.headPosition()) ?? undefined };
    return resumePoint.after;
  };

  const toMessages = (event: RecordedEvent) => {
    for (const mapper of mappers) {
      try {
        for (const message of mapper(event)) messages.next({ ...message, position: event.position });
      } catch (error) {
        logger.error('live mapper failed; its members miss this event', { type: event.type, position: event.position, error });
      }
    }
  };

  const subscription: Subscription = followLog(store, startAfter)
    .pipe(
      tap((event) => (resumePoint = { after: event.position })),
      retry({
        resetOnSuccess: true,
        delay: (error: unknown, attempt) => {
          logger.warn('live feed lost the log subscription; resuming', { attempt, error });
          return timer(Math.min(MAX_RETRY_DELAY_MS, INITIAL_RETRY_DELAY_MS * 2 ** (attempt - 1)));
        },
      }),
    )
    .subscribe({ next: toMessages, complete: () => messages.complete() });

  return {
    messages: messages.asObservable(),
    stop: () => {
      subscription.unsubscribe();
      messages.complete();
    },
  };
};
