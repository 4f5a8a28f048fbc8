import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { catalog } from '../all-events.ts';
import { newEvent } from '../catalog.ts';
import { collect } from '../contract/test-events.ts';
import { MemberRegistered, memberStream } from '../members/events.ts';
import { createPostgresEventStore, migrateEventStore } from '../postgres/index.ts';
import type { EventStore } from '../store.ts';
import { memberRegistration } from '../testing.ts';
import { encryptPersonalData } from './encrypt-personal-data.ts';
import { createMasterKeys } from './master-keys.ts';
import { ERASED_TEXT } from './personal-fields.ts';
import { createPostgresDataKeys, migrateDataKeys, rewrapDataKeys } from './postgres-data-keys.ts';
import { copyLogSealed } from './seal-copy.ts';

const pools: pg.Pool[] = [];
const freshDatabase = async () => {
  const pool = createPool(await createTestDatabase());
  pools.push(pool);
  await migrateEventStore(pool);
  await migrateDataKeys(pool);
  return { pool, raw: createPostgresEventStore(pool) };
};
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

const context = { actorId: 'system', correlationId: 'c1' };
const abena = (memberId: string) => {
  const marker = randomUUID().slice(0, 8);
  return memberRegistration(memberId, {
    firstName: `Abena${marker}`,
    email: `abena.${marker}@example.com`,
    phoneNumber: `+44 7700 ${marker}`,
    bio: `Potter from Kumasi ${marker}`,
    photos: [`/media/photos/${marker}.jpg`],
    latitude: 51.5,
    longitude: -0.12,
  });
};
const personalStrings = (registration: ReturnType<typeof abena>) => [registration.firstName, registration.email, registration.phoneNumber, registration.bio, registration.photos[0]!];
const storedLog = async (pool: pg.Pool) => (await pool.query<{ log: string }>("SELECT coalesce(string_agg(data::text || metadata::text, ' '), '') AS log FROM events")).rows[0]!.log;
const parsed = async (store: EventStore, stream: string) => (await collect(store.readStream(stream))).map((event) => catalog.parse(event));

describe("a member's registration in the log", () => {
  it('is stored sealed, reads back whole, and reads as erased (still valid) once her key is destroyed', async () => {
    const { pool, raw } = await freshDatabase();
    const keys = createPostgresDataKeys(pool, createMasterKeys('master-one'));
    const store = encryptPersonalData(raw, keys);
    const registration = abena(randomUUID());
    await store.append(memberStream(registration.memberId), [newEvent(MemberRegistered, registration, context)]);

    const stored = await storedLog(pool);
    for (const personal of personalStrings(registration)) expect(stored).not.toContain(personal);
    expect((await parsed(store, memberStream(registration.memberId)))[0]!.data).toEqual(registration);

    await keys.destroy(registration.memberId);
    const [erased] = await parsed(store, memberStream(registration.memberId));
    expect(erased!.data).toMatchObject({ memberId: registration.memberId, age: registration.age, firstName: ERASED_TEXT, email: ERASED_TEXT, photos: [], latitude: null });
    expect(erased!.metadata.erasedFields).toContain('bio');
    const keyRows = await pool.query('SELECT wrapped_key, destroyed_at FROM member_data_keys WHERE member_id = $1', [registration.memberId]);
    expect(keyRows.rows).toEqual([{ wrapped_key: null, destroyed_at: expect.any(Date) }]);
  });

  it('opens the fields of another process that made the key first', async () => {
    const { pool, raw } = await freshDatabase();
    const registration = abena(randomUUID());
    const writer = encryptPersonalData(raw, createPostgresDataKeys(pool, createMasterKeys('master-one')));
    const [first, second] = await Promise.all([
      createPostgresDataKeys(pool, createMasterKeys('master-one')).keyFor(registration.memberId),
      createPostgresDataKeys(pool, createMasterKeys('master-one')).keyFor(registration.memberId),
    ]);
    expect(first).toEqual(second);
    await writer.append(memberStream(registration.memberId), [newEvent(MemberRegistered, registration, context)]);
    const reader = encryptPersonalData(raw, createPostgresDataKeys(pool, createMasterKeys('master-one')));
    expect((await parsed(reader, memberStream(registration.memberId)))[0]!.data).toEqual(registration);
  });
});

describe('a deletion seen by another process', () => {
  it('erases her fields at once in its reads of history, though it read her key a moment before', async () => {
    const { pool, raw } = await freshDatabase();
    const registration = abena(randomUUID());
    const reader = encryptPersonalData(raw, createPostgresDataKeys(pool, createMasterKeys('master-one')));
    await reader.append(memberStream(registration.memberId), [newEvent(MemberRegistered, registration, context)]);
    expect((await parsed(reader, memberStream(registration.memberId)))[0]!.data).toEqual(registration);

    await createPostgresDataKeys(pool, createMasterKeys('master-one')).destroy(registration.memberId);
    expect((await parsed(reader, memberStream(registration.memberId)))[0]!.data).toMatchObject({ firstName: ERASED_TEXT, email: ERASED_TEXT });
  });
});

describe('the master key', () => {
  it('is rotated by sealing every data key again: the previous key opens them until then, the new one alone after', async () => {
    const { pool, raw } = await freshDatabase();
    const registration = abena(randomUUID());
    await encryptPersonalData(raw, createPostgresDataKeys(pool, createMasterKeys('master-one'))).append(memberStream(registration.memberId), [
      newEvent(MemberRegistered, registration, context),
    ]);
    const read = (masterKeys: ReturnType<typeof createMasterKeys>) => parsed(encryptPersonalData(raw, createPostgresDataKeys(pool, masterKeys)), memberStream(registration.memberId));

    await expect(read(createMasterKeys('master-two'))).rejects.toThrow(/Master key .* is not configured/);
    expect((await read(createMasterKeys('master-two', ['master-one'])))[0]!.data).toEqual(registration);
    expect(await rewrapDataKeys(pool, createMasterKeys('master-two', ['master-one']))).toBe(1);
    expect((await read(createMasterKeys('master-two')))[0]!.data).toEqual(registration);
    expect(await rewrapDataKeys(pool, createMasterKeys('master-two'))).toBe(0);
  });
});

describe('moving a log written in plain text', () => {
  it('copies it into a new store with every personal field sealed, the same events otherwise, and adds only what is new when run again', async () => {
    const source = await freshDatabase();
    const target = await freshDatabase();
    const registrations = [abena(randomUUID()), abena(randomUUID())];
    for (const registration of registrations) await source.raw.append(memberStream(registration.memberId), [newEvent(MemberRegistered, registration, context)]);
    const sealed = encryptPersonalData(target.raw, createPostgresDataKeys(target.pool, createMasterKeys('master-one')));

    expect(await copyLogSealed(encryptPersonalData(source.raw, createPostgresDataKeys(source.pool, createMasterKeys('master-one'))), sealed)).toEqual({ imported: 2, skipped: 0 });
    const stored = await storedLog(target.pool);
    for (const personal of registrations.flatMap(personalStrings)) expect(stored).not.toContain(personal);
    const withoutPosition = ({ position: _position, ...event }: { position: string }) => event;
    expect((await collect(sealed.readAll())).map(withoutPosition)).toEqual((await collect(source.raw.readAll())).map(withoutPosition));

    const later = abena(randomUUID());
    await source.raw.append(memberStream(later.memberId), [newEvent(MemberRegistered, later, context)]);
    expect(await copyLogSealed(source.raw, sealed)).toEqual({ imported: 1, skipped: 2 });
  });
});
