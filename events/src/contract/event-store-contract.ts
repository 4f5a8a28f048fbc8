import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventStore, type RecordedEvent } from '../store.ts';
import { collect, testEvent, uniqueCategory } from './test-events.ts';

/**
 * The behaviour every EventStore adapter must have. Each test works in categories and event
 * types of its own, so the suite holds on a log that other tests or runs also write to.
 */
export const describeEventStoreContract = (adapter: string, open: () => Promise<EventStore>) => {
  describe(`${adapter} event store contract`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    const ordered = (events: RecordedEvent[]) => events.every((event, index) => index === 0 || events[index - 1]!.position < event.position);

    describe('append with an expected state', () => {
      it('creates a stream with no_stream and refuses a second no_stream', async () => {
        const stream = `${uniqueCategory()}-1`;
        const first = await store.append(stream, [testEvent('Created'), testEvent('Renamed')], { expected: 'no_stream' });
        expect(first.revision).toBe(1);
        expect(first.positions).toHaveLength(2);
        const conflict = store.append(stream, [testEvent('Created')], { expected: 'no_stream' });
        await expect(conflict).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(conflict).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 1 });
      });

      it('appends on an exact revision only', async () => {
        const stream = `${uniqueCategory()}-1`;
        await store.append(stream, [testEvent('Created')], { expected: 'no_stream' });
        const next = await store.append(stream, [testEvent('Renamed')], { expected: 0 });
        expect(next.revision).toBe(1);
        await expect(store.append(stream, [testEvent('Renamed')], { expected: 0 })).rejects.toMatchObject({ actual: 1, expected: 0 });
        await expect(store.append(`${uniqueCategory()}-1`, [testEvent('Renamed')], { expected: 0 })).rejects.toMatchObject({
          actual: 'no_stream',
        });
      });

      it('appends with exists only to a stream that exists', async () => {
        const stream = `${uniqueCategory()}-1`;
        await expect(store.append(stream, [testEvent('Renamed')], { expected: 'exists' })).rejects.toBeInstanceOf(ConcurrencyError);
        await store.append(stream, [testEvent('Created')]);
        expect((await store.append(stream, [testEvent('Renamed')], { expected: 'exists' })).revision).toBe(1);
      });

      it('appends with any whatever the stream holds', async () => {
        const stream = `${uniqueCategory()}-1`;
        expect((await store.append(stream, [testEvent('Created')], { expected: 'any' })).revision).toBe(0);
        expect((await store.append(stream, [testEvent('Renamed'), testEvent('Renamed')])).revision).toBe(2);
      });

      it('lets exactly one of many writers expecting the same revision win', async () => {
        const stream = `${uniqueCategory()}-1`;
        await store.append(stream, [testEvent('Created')]);
        const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(stream, [testEvent('Renamed')], { expected: 0 })));
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        expect(failures.every((failure) => failure.reason instanceof ConcurrencyError)).toBe(true);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });

      it('checks the expected state of an empty append without writing', async () => {
        const stream = `${uniqueCategory()}-1`;
        expect(await store.append(stream, [], { expected: 'no_stream' })).toEqual({ revision: -1, positions: [] });
        await expect(store.append(stream, [], { expected: 'exists' })).rejects.toBeInstanceOf(ConcurrencyError);
      });
    });

    describe('appending to several streams at once', () => {
      const flat = (results: Array<{ positions: string[] }>) => results.flatMap((result) => result.positions);

      it('appends to every stream at its expected state, positions in the order given', async () => {
        const category = uniqueCategory();
        const [exact, exists, fresh, any] = [`${category}-exact`, `${category}-exists`, `${category}-fresh`, `${category}-any`];
        await store.append(exact, [testEvent('Created')]);
        await store.append(exists, [testEvent('Created'), testEvent('Renamed')]);
        const events = [testEvent('Liked', { n: 1 }), testEvent('Liked', { n: 2 }), testEvent('Counted'), testEvent('Opened'), testEvent('Noted')];
        const results = await store.appendToStreams([
          { stream: exact, events: events.slice(0, 2), expected: 0 },
          { stream: exists, events: [events[2]!], expected: 'exists' },
          { stream: fresh, events: [events[3]!], expected: 'no_stream' },
          { stream: any, events: [events[4]!], expected: 'any' },
        ]);
        expect(results.map((result) => result.revision)).toEqual([2, 2, 0, 0]);
        expect(results.map((result) => result.positions.length)).toEqual([2, 1, 1, 1]);
        expect([...flat(results)].sort()).toEqual(flat(results));

        const read = await collect(store.readAll({ categories: [category], after: (await collect(store.readStream(exists)))[1]!.position }));
        expect(read.map((event) => event.position)).toEqual(flat(results));
        expect(read.map((event) => [event.stream, event.revision, event.data])).toEqual([
          [exact, 1, { n: 1 }],
          [exact, 2, { n: 2 }],
          [exists, 2, {}],
          [fresh, 0, {}],
          [any, 0, {}],
        ]);
        expect(read.map((event) => event.metadata)).toEqual(events.map((event) => event.metadata));
      });

      it('writes nothing when one stream is not at its expected state, and names that stream', async () => {
        const category = uniqueCategory();
        const [pair, quota, opened] = [`${category}-pair`, `${category}-quota`, `${category}-opened`];
        await store.append(pair, [testEvent('Liked')]);
        await store.append(quota, [testEvent('Counted'), testEvent('Counted')]);
        const attempt = (quotaExpected: number) =>
          store.appendToStreams([
            { stream: pair, events: [testEvent('Liked'), testEvent('Matched')], expected: 0 },
            { stream: quota, events: [testEvent('Counted')], expected: quotaExpected },
            { stream: opened, events: [testEvent('Opened')], expected: 'no_stream' },
          ]);
        await expect(attempt(0)).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(attempt(0)).rejects.toMatchObject({ stream: quota, expected: 0, actual: 1 });
        expect((await collect(store.readStream(pair))).map((event) => event.type)).toEqual(['Liked']);
        expect(await collect(store.readStream(quota))).toHaveLength(2);
        expect(await collect(store.readStream(opened))).toEqual([]);

        await expect(
          store.appendToStreams([
            { stream: opened, events: [testEvent('Opened')], expected: 'no_stream' },
            { stream: `${category}-missing`, events: [testEvent('Renamed')], expected: 'exists' },
          ]),
        ).rejects.toMatchObject({ stream: `${category}-missing`, expected: 'exists', actual: 'no_stream' });
        await expect(store.appendToStreams([{ stream: pair, events: [testEvent('Liked')], expected: 'no_stream' }])).rejects.toMatchObject({ stream: pair, actual: 0 });
        expect(await collect(store.readStream(opened))).toEqual([]);

        expect((await attempt(1)).map((result) => result.revision)).toEqual([2, 2, 0]);
      });

      it('checks a share with no events at its revision: the others are written while it holds, nothing once it moved', async () => {
        const category = uniqueCategory();
        const [member, pair] = [`${category}-member`, `${category}-pair`];
        await store.append(member, [testEvent('Registered'), testEvent('Renamed')]);
        const swipe = () => store.appendToStreams([
          { stream: pair, events: [testEvent('Liked')], expected: 'any' },
          { stream: member, events: [], expected: 1 },
        ]);
        const [liked, checked] = await swipe();
        expect([liked!.revision, checked]).toEqual([0, { revision: 1, positions: [] }]);

        await store.append(member, [testEvent('Blocked')]);
        await expect(swipe()).rejects.toMatchObject({ stream: member, expected: 1, actual: 2 });
        expect(await collect(store.readStream(pair))).toHaveLength(1);
        // A check names its revision, and checks alone append nothing.
        await expect(store.appendToStreams([{ stream: pair, events: [testEvent('Liked')] }, { stream: member, events: [], expected: 'any' }])).rejects.toBeInstanceOf(RangeError);
        await expect(store.appendToStreams([{ stream: member, events: [], expected: 2 }])).rejects.toBeInstanceOf(RangeError);
      });

      it('lets exactly one of many writers expecting the same revisions win, whatever order they name the streams in', async () => {
        const category = uniqueCategory();
        const [first, second] = [`${category}-1`, `${category}-2`];
        await store.append(first, [testEvent('Created')]);
        await store.append(second, [testEvent('Created')]);
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, (_, index) => {
            const shares = [
              { stream: first, events: [testEvent('Renamed')], expected: 0 },
              { stream: second, events: [testEvent('Renamed')], expected: 0 },
            ];
            return store.appendToStreams(index % 2 ? shares.reverse() : shares);
          }),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        expect(failures.every((failure) => failure.reason instanceof ConcurrencyError)).toBe(true);
        expect(await collect(store.readStream(first))).toHaveLength(2);
        expect(await collect(store.readStream(second))).toHaveLength(2);
      });

      it('is seen whole by a live subscriber, in position order', async () => {
        const category = uniqueCategory();
        const abort = new AbortController();
        const received: RecordedEvent[] = [];
        const done = (async () => {
          for await (const event of store.subscribe({ filter: { categories: [category] }, signal: abort.signal })) {
            received.push(event);
            if (received.length === 4) abort.abort();
          }
        })();
        const results = await store.appendToStreams([
          { stream: `${category}-a`, events: [testEvent('Liked'), testEvent('Matched')], expected: 'no_stream' },
          { stream: `${uniqueCategory()}-b`, events: [testEvent('Counted')] },
          { stream: `${category}-c`, events: [testEvent('Opened'), testEvent('Noted')] },
        ]);
        await done;
        expect(received.map((event) => event.position)).toEqual([...results[0]!.positions, ...results[2]!.positions]);
      });
    });

    describe('reading a stream', () => {
      it('reads forwards, backwards, from a revision and up to a count, and nothing for a missing stream', async () => {
        const stream = `${uniqueCategory()}-1`;
        const events = Array.from({ length: 12 }, (_, index) => testEvent('Counted', { index }));
        const appended = await store.append(stream, events);
        const forwards = await collect(store.readStream(stream));
        expect(forwards.map((event) => event.data)).toEqual(events.map((event) => event.data));
        expect(forwards.map((event) => event.revision)).toEqual(events.map((_, index) => index));
        expect(forwards.map((event) => event.position)).toEqual(appended.positions);
        expect(forwards[0]!.metadata).toEqual(events[0]!.metadata);
        expect(forwards[0]!.stream).toBe(stream);

        const backwards = await collect(store.readStream(stream, { direction: 'backwards', maxCount: 3 }));
        expect(backwards.map((event) => event.revision)).toEqual([11, 10, 9]);
        const fromFive = await collect(store.readStream(stream, { from: 5, maxCount: 2 }));
        expect(fromFive.map((event) => event.revision)).toEqual([5, 6]);
        const backFromFive = await collect(store.readStream(stream, { from: 5, direction: 'backwards' }));
        expect(backFromFive.map((event) => event.revision)).toEqual([5, 4, 3, 2, 1, 0]);
        expect(await collect(store.readStream(`${uniqueCategory()}-missing`))).toEqual([]);
      });
    });

    describe('reading the whole log', () => {
      it('reads in position order across pages, filtered by type and category, between bounds', async () => {
        const category = uniqueCategory();
        const other = uniqueCategory();
        const type = `${category}Happened`;
        const positions: string[] = [];
        for (let batch = 0; batch < 3; batch++) {
          const appended = await store.append(`${category}-${batch}`, Array.from({ length: 500 }, (_, index) => testEvent(type, { batch, index })));
          positions.push(...appended.positions);
          await store.append(`${other}-${batch}`, [testEvent(type), testEvent(`${other}Ignored`)]);
        }
        const mine = await collect(store.readAll({ categories: [category] }));
        expect(mine).toHaveLength(1500);
        expect(mine.map((event) => event.position)).toEqual(positions);
        expect(ordered(mine)).toBe(true);

        const byType = await collect(store.readAll({ types: [type], after: positions[0]! }));
        expect(byType).toHaveLength(1499 + 3);
        expect(byType.every((event) => event.type === type)).toBe(true);

        const both = await collect(store.readAll({ types: [`${other}Ignored`], categories: [other] }));
        expect(both.map((event) => event.stream)).toEqual([`${other}-0`, `${other}-1`, `${other}-2`]);

        const window = await collect(store.readAll({ categories: [category], after: positions[9]!, before: positions[20]! }));
        expect(window.map((event) => event.position)).toEqual(positions.slice(10, 20));
        const limited = await collect(store.readAll({ categories: [category], limit: 1001 }));
        expect(limited.map((event) => event.position)).toEqual(positions.slice(0, 1001));
      });

      it('reports a head position at or past the last append', async () => {
        const { positions } = await store.append(`${uniqueCategory()}-1`, [testEvent('Created')]);
        const head = await store.headPosition();
        expect(head).not.toBeNull();
        expect(head! >= positions[0]!).toBe(true);
      });
    });

    describe('subscribing', () => {
      it('catches up, then delivers live events in order, and stops when aborted', async () => {
        const category = uniqueCategory();
        const before = await store.append(`${category}-1`, [testEvent('Created'), testEvent('Renamed')]);
        const abort = new AbortController();
        const received: RecordedEvent[] = [];
        const done = (async () => {
          for await (const event of store.subscribe({ filter: { categories: [category] }, signal: abort.signal })) {
            received.push(event);
            if (received.length === 6) abort.abort();
          }
        })();
        await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
        const live = [
          await store.append(`${category}-2`, [testEvent('Created')]),
          await store.append(`${category}-1`, [testEvent('Renamed'), testEvent('Renamed')]),
          await store.append(`${uniqueCategory()}-1`, [testEvent('Created')]),
          await store.append(`${category}-3`, [testEvent('Created')]),
        ];
        await done;
        const expected = [before, live[0]!, live[1]!, live[3]!].flatMap((result) => result.positions);
        expect(received.map((event) => event.position)).toEqual(expected);
      });

      it('resumes after a position, filtered by type', async () => {
        const category = uniqueCategory();
        const type = `${category}Liked`;
        const first = await store.append(`${category}-1`, [testEvent(type, { n: 1 }), testEvent('Other'), testEvent(type, { n: 2 })]);
        const abort = new AbortController();
        const received: RecordedEvent[] = [];
        for await (const event of store.subscribe({ after: first.positions[0]!, filter: { types: [type] }, signal: abort.signal })) {
          received.push(event);
          abort.abort();
        }
        expect(received.map((event) => event.data)).toEqual([{ n: 2 }]);
      });
    });
  });
};
