import { setTimeout } from 'node:timers/promises';
import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SubscriptionDroppedError, type EventStore, type RecordedEvent, type SubscribeOptions } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { createLiveFeed, type LiveMapperDependencies } from './live-feed.ts';

const event = (position: string, to: string): RecordedEvent => ({
  type: 'Waved',
  data: { to },
  stream: 'wave-1',
  revision: 0,
  position,
  metadata: { eventId: position, occurredAt: '', actorId: 'x', correlationId: 'x', causationId: null, schemaVersion: 1 },
});

/** The mappers of these tests read nothing. */
const dependencies = {} as LiveMapperDependencies;

const untilAborted = (signal: AbortSignal | undefined) => new Promise((resolve) => signal?.addEventListener('abort', resolve));

describe('the live feed', () => {
  it('follows the log from its head and resumes after the last event seen when the subscription drops', async () => {
    const subscribedAfter: Array<string | undefined> = [];
    let subscriptions = 0;
    const store = {
      headPosition: async () => 'p1',
      async *subscribe(options: SubscribeOptions = {}) {
        subscribedAfter.push(options.after);
        subscriptions++;
        if (subscriptions === 1) {
          yield event('p2', 'ama');
          throw new SubscriptionDroppedError('p2', new Error('connection lost'));
        }
        yield event('p3', 'kofi');
        await untilAborted(options.signal);
      },
    } as unknown as EventStore;

    const feed = createLiveFeed({
      store,
      mappers: [(recorded) => [{ memberId: (recorded.data as { to: string }).to, type: 'wave_received', payload: {} }]],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    const messages = await firstValueFrom(feed.messages.pipe(take(2), toArray()));
    feed.stop();

    expect(messages).toEqual([
      { memberId: 'ama', type: 'wave_received', payload: {}, position: 'p2' },
      { memberId: 'kofi', type: 'wave_received', payload: {}, position: 'p3' },
    ]);
    expect(subscribedAfter).toEqual(['p1', 'p2']);
  });

  it('keeps going when a mapper throws', async () => {
    const store = {
      headPosition: async () => null,
      async *subscribe(options: SubscribeOptions = {}) {
        yield event('p1', 'ama');
        await untilAborted(options.signal);
      },
    } as unknown as EventStore;
    const feed = createLiveFeed({
      store,
      mappers: [
        () => {
          throw new Error('bug in a feature');
        },
        () => [{ memberId: 'ama', type: 'still_here', payload: null }],
      ],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    expect(await firstValueFrom(feed.messages)).toEqual({ memberId: 'ama', type: 'still_here', payload: null, position: 'p1' });
    feed.stop();
  });

  it('hands on the messages of async mappers in log order, a slow lookup holding back the events after it', async () => {
    const store = {
      headPosition: async () => null,
      async *subscribe(options: SubscribeOptions = {}) {
        yield event('p1', 'ama');
        yield event('p2', 'kofi');
        await untilAborted(options.signal);
      },
    } as unknown as EventStore;
    const seenDependencies: unknown[] = [];
    const feed = createLiveFeed({
      store,
      mappers: [
        async (recorded, given) => {
          seenDependencies.push(given);
          if (recorded.position === 'p1') await setTimeout(50);
          return [{ memberId: (recorded.data as { to: string }).to, type: 'looked_up', payload: recorded.position }];
        },
      ],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    const messages = await firstValueFrom(feed.messages.pipe(take(2), toArray()));
    feed.stop();
    expect(messages.map((message) => message.position)).toEqual(['p1', 'p2']);
    expect(seenDependencies).toEqual([dependencies, dependencies]);
  });
});
