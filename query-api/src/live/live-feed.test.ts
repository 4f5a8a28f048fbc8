import { setTimeout } from 'node:timers/promises';
import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MessageSent,
  SubscriptionDroppedError,
  createPostgresEventStore,
  defineEvent,
  eventsOf,
  matchStream,
  migrateEventStore,
  type EventStore,
  type RecordedEvent,
  type SubscribeOptions,
} from '@sankofa/events';
import { createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { createLiveFeed, liveMapper, type LiveMapperDependencies } from './live-feed.ts';

const Waved = defineEvent('Waved', z.object({ to: z.string() }));
const waves = eventsOf(Waved);

const event = (position: string, to: string): RecordedEvent => ({
  type: Waved.type,
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
      mappers: [liveMapper(waves, (waved) => [{ memberId: waved.data.to, type: 'wave_received', payload: {} }])],
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
        liveMapper(waves, () => {
          throw new Error('bug in a feature');
        }),
        liveMapper(waves, () => [{ memberId: 'ama', type: 'still_here', payload: null }]),
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
        liveMapper(waves, async (waved, given) => {
          seenDependencies.push(given);
          if (waved.position === 'p1') await setTimeout(50);
          return [{ memberId: waved.data.to, type: 'looked_up', payload: waved.position }];
        }),
      ],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    const messages = await firstValueFrom(feed.messages.pipe(take(2), toArray()));
    feed.stop();
    expect(messages.map((message) => message.position)).toEqual(['p1', 'p2']);
    expect(seenDependencies).toEqual([dependencies, dependencies]);
  });

  it('hands a mapper only the events it handles', async () => {
    const store = {
      headPosition: async () => null,
      async *subscribe(options: SubscribeOptions = {}) {
        yield { ...event('p1', 'ama'), type: 'Shrugged' };
        yield event('p2', 'kofi');
        await untilAborted(options.signal);
      },
    } as unknown as EventStore;
    const feed = createLiveFeed({
      store,
      mappers: [liveMapper(waves, (waved) => [{ memberId: waved.data.to, type: 'wave_received', payload: {} }])],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    expect(await firstValueFrom(feed.messages)).toEqual({ memberId: 'kofi', type: 'wave_received', payload: {}, position: 'p2' });
    feed.stop();
  });

  it('hands a mapper an event recorded at an older schema version upcast to the current one', async () => {
    const pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    const store = createPostgresEventStore(pool);
    // Version 1 of MessageSent did not name the receiver.
    const sentAtVersion1 = { matchId: 'm1', messageId: 'msg1', senderId: 'kofi', content: 'Akwaaba', originalLanguage: null };
    const metadata = { eventId: crypto.randomUUID(), occurredAt: new Date().toISOString(), actorId: 'kofi', correlationId: 'test', causationId: null, schemaVersion: 1 };
    const [position] = (await store.append(matchStream('m1'), [{ type: MessageSent.type, data: sentAtVersion1, metadata }])).positions;
    const feed = createLiveFeed({
      // From the start of the log, where the old message already is, rather than from its head.
      store: { ...store, headPosition: async () => null },
      mappers: [liveMapper(eventsOf(MessageSent), (sent) => [{ memberId: sent.data.senderId, type: 'message_sent', payload: { data: sent.data, schemaVersion: sent.metadata.schemaVersion } }])],
      dependencies,
      logger: createLogger('live-feed-test', { silent: true }),
    });
    const message = await firstValueFrom(feed.messages);
    feed.stop();
    await store.close();
    await pool.end();
    expect(message).toEqual({ memberId: 'kofi', type: 'message_sent', payload: { data: { ...sentAtVersion1, receiverId: null }, schemaVersion: 2 }, position });
  });
});
