import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { describeEventStoreContract } from '../contract/event-store-contract.ts';
import { describeSealingContract } from '../contract/sealing-contract.ts';
import { createMasterKeys, createPostgresDataKeys, migrateDataKeys } from '../sealing/index.ts';
import { isKurrentDbUrl } from '../open-event-store.ts';
import { SubscriptionDroppedError } from '../store.ts';
import { matchesFilter, serverFilter } from './filters.ts';
import { createKurrentDbEventStore } from './kurrentdb-event-store.ts';
import { decodePosition, encodePosition } from './position.ts';

// The contract suite needs a server: `docker compose up -d kurrentdb`, then
// KURRENTDB_URL='kurrentdb://localhost:2113?tls=false' npm test
const url = process.env.KURRENTDB_URL;
if (url) describeEventStoreContract('KurrentDB', async () => createKurrentDbEventStore(url));
// Members' data keys live in PostgreSQL whichever adapter holds the log.
if (url)
  describeSealingContract(
    'KurrentDB',
    async () => createKurrentDbEventStore(url),
    async () => {
      const pool = createPool(await createTestDatabase());
      await migrateDataKeys(pool);
      return { keys: createPostgresDataKeys(pool, createMasterKeys('contract-master-key')), close: () => pool.end() };
    },
  );

describe('KurrentDB positions', () => {
  it('sort as strings in (commit, prepare) order and round-trip', () => {
    const positions = [
      { commit: 0n, prepare: 0n },
      { commit: 9n, prepare: 9n },
      { commit: 10n, prepare: 10n },
      { commit: 10n, prepare: 250n },
      { commit: 1_000_000n, prepare: 1_000_000n },
      { commit: (1n << 64n) - 2n, prepare: (1n << 64n) - 2n },
    ];
    const encoded = positions.map(encodePosition);
    expect([...encoded].sort()).toEqual(encoded);
    expect(encoded.map(decodePosition)).toEqual(positions);
    expect(encoded[3]).toBe('00000000000000000010-00000000000000000250');
    expect(() => decodePosition('42')).toThrow(RangeError);
  });
});

describe('KurrentDB filters', () => {
  it('sends one filter to the server and applies the whole filter here', () => {
    expect(serverFilter()).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    const byType = serverFilter({ types: ['MatchMade', 'Odd.Type'], categories: ['match'] });
    expect(byType).toMatchObject({ filterOn: 'eventType' });
    const typeRegex = new RegExp((byType as { regex: string }).regex);
    expect(['MatchMade', 'Odd.Type'].every((type) => typeRegex.test(type))).toBe(true);
    expect(['MatchMadeX', 'OddxType', 'SwipeRecorded'].some((type) => typeRegex.test(type))).toBe(false);

    const byCategory = serverFilter({ categories: ['member', 'swipes'] });
    expect(byCategory).toMatchObject({ filterOn: 'streamName' });
    const streamRegex = new RegExp((byCategory as { regex: string }).regex);
    expect(['member-1', 'swipes-a-b', 'member'].every((stream) => streamRegex.test(stream))).toBe(true);
    expect(['members-1', 'match-1', '$ce-member'].some((stream) => streamRegex.test(stream))).toBe(false);

    const matches = matchesFilter({ types: ['MatchMade'], categories: ['match'] });
    expect(matches('match-1', 'MatchMade')).toBe(true);
    expect(matches('member-1', 'MatchMade')).toBe(false);
    expect(matches('match-1', 'MessageSent')).toBe(false);
    expect(matchesFilter()('$settings', 'Anything')).toBe(false);
    expect(matchesFilter()('member-1', '$metadata')).toBe(false);
  });
});

describe('KurrentDB adapter without a server', () => {
  const unusedPort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });

  it('is selected by kurrentdb:// and esdb:// URLs only', () => {
    expect(isKurrentDbUrl('kurrentdb://kurrentdb:2113?tls=false')).toBe(true);
    expect(isKurrentDbUrl('esdb://localhost:2113?tls=false')).toBe(true);
    expect(isKurrentDbUrl('kurrentdb+discover://a:2113,b:2113')).toBe(true);
    expect(isKurrentDbUrl('postgres://localhost/sankofa')).toBe(false);
    expect(isKurrentDbUrl(undefined)).toBe(false);
  });

  it('ends a subscription it cannot keep with an error to resume from', async () => {
    const store = createKurrentDbEventStore(`kurrentdb://127.0.0.1:${await unusedPort()}?tls=false`);
    const after = encodePosition({ commit: 100n, prepare: 100n });
    try {
      const consume = async () => {
        for await (const _event of store.subscribe({ after })) throw new Error('no events expected');
      };
      const error = await consume().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SubscriptionDroppedError);
      expect((error as SubscriptionDroppedError).lastPosition).toBe(after);
    } finally {
      await store.close();
    }
  });

  it('ends a subscription quietly when aborted', async () => {
    const store = createKurrentDbEventStore(`kurrentdb://127.0.0.1:${await unusedPort()}?tls=false`);
    const abort = new AbortController();
    abort.abort();
    try {
      const received = [];
      for await (const event of store.subscribe({ signal: abort.signal })) received.push(event);
      expect(received).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
