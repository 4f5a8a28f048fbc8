import type pg from 'pg';
import { Observable, Subject, concatMap, map, retry, tap, timer, type Subscription } from 'rxjs';
import type { EventSet, EventStore, Position, RecordedEvent } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';
import type { ProjectorsPassed } from './projectors-passed.ts';

/** What a mapper pushes: the app's mappers push the contract's messages (`LiveMapper<LivePush>`); the feed itself carries any. */
type Push = { type: string; payload: unknown };

/** A message for one member's live channel. */
export type LiveMessage<Message extends Push = Push> = Message & { memberId: string; position: Position };

/**
 * What a mapper may read to fill in its messages (the other member's card of a `new_match`):
 * a read model, once `projectorsPassed` says the projectors writing it have passed the event.
 */
export interface LiveMapperDependencies {
  pool: pg.Pool;
  projectorsPassed: ProjectorsPassed;
}

type MemberMessage<Message extends Push> = Message & { memberId: string };

/**
 * Registered by a feature: who should hear about the events it `handles`, and what (`new_match`,
 * `new_message`…). `map` receives them parsed and upcast. It may answer later (a promise) when it
 * waits for a read model; messages still leave in log order.
 */
export interface LiveMapper<Message extends Push = Push, Handled extends RecordedEvent = RecordedEvent> {
  handles: EventSet<Handled>;
  map(event: Handled, dependencies: LiveMapperDependencies): MemberMessage<Message>[] | Promise<MemberMessage<Message>[]>;
}

/**
 * Types `map`'s event from `handles`: `liveMapper(eventsOf(MatchMade), (event) => …)`. Its messages
 * are checked against the mapper's declared type (`LiveMapper<LivePush>`), never inferred from
 * what `map` happens to return first.
 */
export const liveMapper = <Message extends Push, Handled extends RecordedEvent>(
  handles: EventSet<Handled>,
  map: (event: Handled, dependencies: LiveMapperDependencies) => MemberMessage<NoInfer<Message>>[] | Promise<MemberMessage<NoInfer<Message>>[]>,
): LiveMapper<Message, Handled> => ({ handles, map });

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

export interface LiveFeedOptions {
  store: EventStore;
  mappers: readonly LiveMapper[];
  dependencies: LiveMapperDependencies;
  logger: Logger;
}

/**
 * This instance's own subscription to the log, from its head when it starts (a live channel
 * pushes news, history is for the GET routes), turned into member messages by the mappers
 * and multicast through one Subject. A dropped subscription resumes after the last event
 * seen, with a growing delay while it keeps failing.
 */
export const createLiveFeed = ({ store, mappers, dependencies, logger }: LiveFeedOptions): LiveFeed => {
  const messages = new Subject<LiveMessage>();
  let resumePoint: { after: Position | undefined } | undefined;
  const startAfter = async () => {
    resumePoint ??= { after: (await store.headPosition()) ?? undefined };
    return resumePoint.after;
  };

  const messagesOf = async (event: RecordedEvent): Promise<LiveMessage[]> => {
    const perMapper = await Promise.all(
      mappers.map(async (mapper) => {
        if (!mapper.handles.has(event)) return [];
        try {
          return await mapper.map(mapper.handles.parse(event), dependencies);
        } catch (error) {
          logger.error('live mapper failed; its members miss this event', { type: event.type, position: event.position, error });
          return [];
        }
      }),
    );
    return perMapper.flat().map((message) => ({ ...message, position: event.position }));
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
      // Each event's mapping starts as it arrives, so lookups overlap; concatMap still hands them on in log order.
      map(messagesOf),
      concatMap((pending) => pending),
    )
    .subscribe({ next: (batch) => batch.forEach((message) => messages.next(message)), complete: () => messages.complete() });

  return {
    messages: messages.asObservable(),
    stop: () => {
      subscription.unsubscribe();
      messages.complete();
    },
  };
};
