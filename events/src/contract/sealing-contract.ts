import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataKeys } from '../sealing/data-keys.ts';
import { encryptPersonalData } from '../sealing/encrypt-personal-data.ts';
import { ERASED_TEXT, type PersonalFields } from '../sealing/personal-fields.ts';
import type { EventStore, RecordedEvent } from '../store.ts';
import { collect, testEvent, uniqueCategory } from './test-events.ts';

export interface OpenedDataKeys {
  keys: DataKeys;
  close(): Promise<void>;
}

const PROFILE_WRITTEN = 'ContractProfileWritten';
const registry: Record<string, PersonalFields> = {
  [PROFILE_WRITTEN]: { owner: ['memberId'], fields: { name: ERASED_TEXT, 'home.city': ERASED_TEXT, photos: [] } },
};

/**
 * Members' personal fields sealed over the adapter (issue 25, item 7): what the adapter stores holds none of
 * them, every read gives them back, and once a member's key is destroyed every read gives them erased.
 */
export const describeSealingContract = (adapter: string, open: () => Promise<EventStore>, openKeys: () => Promise<OpenedDataKeys>) => {
  describe(`${adapter} log with personal data sealed`, () => {
    let raw: EventStore;
    let opened: OpenedDataKeys;
    let store: EventStore;
    beforeAll(async () => {
      [raw, opened] = await Promise.all([open(), openKeys()]);
      store = encryptPersonalData(raw, opened.keys, registry);
    });
    afterAll(async () => {
      await Promise.all([raw.close(), opened.close()]);
    });

    const profileOf = (memberId: string) => {
      const marker = randomUUID().slice(0, 8);
      return { memberId, name: `Abena-${marker}`, home: { city: `Kumasi-${marker}`, country: 'GH' }, photos: [`/media/${marker}.jpg`], age: 29 };
    };
    const storedText = async (stream: string) => JSON.stringify(await collect(raw.readStream(stream)));
    const dataOf = (events: RecordedEvent[]) => events.map((event) => event.data);

    it('stores none of the personal fields, and gives them back on every read', async () => {
      const stream = `${uniqueCategory()}-1`;
      const profile = profileOf(randomUUID());
      const { positions } = await store.append(stream, [testEvent(PROFILE_WRITTEN, profile), testEvent('ContractLiked', { by: profile.memberId })]);

      const stored = await storedText(stream);
      for (const personal of [profile.name, profile.home.city, profile.photos[0]!]) expect(stored).not.toContain(personal);
      expect(stored).toContain(profile.memberId);

      const expected = [profile, { by: profile.memberId }];
      expect(dataOf(await collect(store.readStream(stream)))).toEqual(expected);
      expect(dataOf(await collect(store.readAll({ categories: [stream.split('-')[0]!] })))).toEqual(expected);
      const abort = new AbortController();
      const live: RecordedEvent[] = [];
      for await (const event of store.subscribe({ after: positions[0], filter: { categories: [stream.split('-')[0]!] }, signal: abort.signal })) {
        live.push(event);
        abort.abort();
      }
      expect(dataOf(live)).toEqual([{ by: profile.memberId }]);
    });

    it('seals a multi-stream append too', async () => {
      const [first, second] = [`${uniqueCategory()}-1`, `${uniqueCategory()}-1`];
      const [hers, his] = [profileOf(randomUUID()), profileOf(randomUUID())];
      await store.appendToStreams([
        { stream: first, events: [testEvent(PROFILE_WRITTEN, hers)], expected: 'no_stream' },
        { stream: second, events: [testEvent(PROFILE_WRITTEN, his)] },
      ]);
      const stored = (await storedText(first)) + (await storedText(second));
      for (const personal of [hers.name, hers.home.city, his.name, his.photos[0]!]) expect(stored).not.toContain(personal);
      expect(dataOf([...(await collect(store.readStream(first))), ...(await collect(store.readStream(second)))])).toEqual([hers, his]);
    });

    it("reads a member's fields as erased once her key is destroyed, and leaves everyone else's", async () => {
      const stream = `${uniqueCategory()}-1`;
      const [hers, his] = [profileOf(randomUUID()), profileOf(randomUUID())];
      await store.append(stream, [testEvent(PROFILE_WRITTEN, hers), testEvent(PROFILE_WRITTEN, his)]);
      await opened.keys.destroy(hers.memberId);

      const [erased, kept] = await collect(store.readStream(stream));
      expect(erased!.data).toEqual({ ...hers, name: ERASED_TEXT, home: { city: ERASED_TEXT, country: 'GH' }, photos: [] });
      expect(erased!.metadata.erasedFields).toEqual(['name', 'home.city', 'photos']);
      expect(kept!.data).toEqual(his);
      expect(kept!.metadata.erasedFields).toBeUndefined();
    });

    it('writes what a destroyed key would have sealed as erased, never in plain text', async () => {
      const stream = `${uniqueCategory()}-1`;
      const late = profileOf(randomUUID());
      await opened.keys.destroy(late.memberId);
      await store.append(stream, [testEvent(PROFILE_WRITTEN, late)]);
      expect(await storedText(stream)).not.toContain(late.name);
      expect(dataOf(await collect(store.readStream(stream)))).toEqual([{ ...late, name: ERASED_TEXT, home: { city: ERASED_TEXT, country: 'GH' }, photos: [] }]);
    });

    it('reads events written before sealing as they were', async () => {
      const stream = `${uniqueCategory()}-1`;
      const plain = profileOf(randomUUID());
      await raw.append(stream, [testEvent(PROFILE_WRITTEN, plain)]);
      expect(dataOf(await collect(store.readStream(stream)))).toEqual([plain]);
    });
  });
};
