import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImages } from '@sankofa/adapters/safety-models/testing';
import { createPostgresEventStore, encryptPersonalData, type EventStore } from '@sankofa/events';
import { exportEvents } from '@sankofa/events/export';
import { createPool, loadConfig, openDataKeys } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { startAppUnderTest } from './app-under-test.ts';
import { callApi, logInThroughApi, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';
import { replayEveryReadModel } from './read-model-snapshot.ts';
import type { RunningApp } from '../bin/app.ts';

/**
 * Issue 25's proof: a member with distinctive strings uses the app, deletes her account, every projector is
 * rebuilt and the whole log exported, and none of her strings is anywhere: not in any table of the database
 * (the log and every read model, live or rebuilt), not in the export, not in media storage. Before her
 * deletion, the log itself held none of them in plain text.
 */
const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
const marker = letters(8);
const abena = {
  firstName: `Abena${marker}`,
  lastName: `Owusu${marker}`,
  email: `abena.${marker}@example.com`,
  phoneNumber: `+44 7700 ${randomInt(100000, 999999)}`,
  bio: `Kente weaver from Kumasi ${marker}`,
  message: `Meet me at Brixton market ${marker}`,
};

let app: RunningApp;
let pool: pg.Pool;
let dataDir: string;
let store: EventStore;
beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'sankofa-erasure-'));
  app = await startAppUnderTest({ databaseUrl, config: { dataDir } });
  pool = createPool(databaseUrl, 4);
  // The log as the app reads it: the same master key opens the same data keys.
  store = encryptPersonalData(createPostgresEventStore(pool), openDataKeys(pool, loadConfig()));
});
afterAll(async () => {
  await app.stop();
  await pool.end();
});

/** Her face: her first photo must show it, and the one-face checks keep its fingerprints. */
const uploadPhoto = async (): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'photo');
  // Her first photo must show a face (photo screening).
  form.append('file', new Blob([new Uint8Array(testImages.face())], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${app.url}/api/media`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
};

/** Every base table of every schema, one text per table. */
const everyTable = async (): Promise<Map<string, string>> => {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const dump = new Map<string, string>();
  for (const { name } of rows) dump.set(name, (await pool.query<{ text: string }>(`SELECT coalesce(string_agg(t::text, E'\\n'), '') AS text FROM ${name} t`)).rows[0]!.text);
  return dump;
};

/** Where each of `needles` is found in `haystacks` (case-insensitive), as `place: needle`. */
const found = (haystacks: Map<string, string>, needles: readonly string[]): string[] =>
  [...haystacks].flatMap(([place, text]) => needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${place}: ${needle}`));

const mediaFiles = async (): Promise<Map<string, string>> => {
  const root = path.join(dataDir, 'media');
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), (await readFile(file)).toString('latin1'));
  }
  return files;
};

const analyticsTotals = async (schema = 'public') =>
  (await pool.query<{ metric: string; total: string }>(`SELECT metric, sum(value)::text AS total FROM ${schema}.analytics_daily GROUP BY metric ORDER BY metric`)).rows;

describe('erasure that reaches the log', () => {
  it('leaves no trace of a deleted member in any table, rebuilt read model, export or media file, and keeps the others and the totals', { timeout: 180_000 }, async () => {
    const photoUrl = await uploadPhoto();
    const photoKey = photoUrl.split('/').at(-1)!;
    const signup = await fetch(`${app.url}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...abena, password: 'akwaaba-2024', age: 31, location: 'Peckham, London', heritage: 'Ghanaian', profession: 'Weaver', photos: [photoUrl] }),
    });
    expect(signup.status).toBe(201);
    const her: ApiMember = await logInThroughApi(app.url, { email: abena.email, password: 'akwaaba-2024' });
    // A reset link mailed to her: the development outbox keeps it.
    const reset = await fetch(`${app.url}/api/auth/password-reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: abena.email }) });
    expect(reset.status).toBe(202);
    const kofi = await signUpMember(app.url, 'Kofi');
    const matchId = await matchMembers(app.url, her, kofi);
    // Sent with an Idempotency-Key: the answer, her message, is kept to answer a retry.
    const sent = await fetch(`${app.url}/api/matches/${matchId}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${her.token}`, 'Idempotency-Key': `message-${marker}` },
      body: JSON.stringify({ content: abena.message }),
    });
    expect(sent.status).toBe(201);
    await callApi(app.url, kofi, 'POST', `/api/matches/${matchId}/messages`, { content: 'See you there, Kofi here' });
    await callApi(app.url, kofi, 'POST', `/api/users/${her.id}/view`);
    await expect
      .poll(async () => JSON.stringify(await callApi(app.url, kofi, 'GET', `/api/matches/${matchId}/messages`)), { timeout: 15_000 })
      .toContain(abena.message);

    // The one-face checks kept her photo's fingerprints, by her id.
    const oneFaceTables = async () => new Map([...(await everyTable())].filter(([table]) => table.includes('one_face')));
    await expect.poll(async () => found(await oneFaceTables(), [her.id]).filter((place) => place.includes('one_face_photos')).length, { timeout: 60_000 }).toBe(1);

    const hers = [abena.firstName, abena.lastName, abena.email, abena.phoneNumber, abena.bio, abena.message, photoKey];
    const logBefore = new Map([['events', (await everyTable()).get('public.events')!]]);
    expect(found(logBefore, hers), 'the log holds her personal data in plain text').toEqual([]);
    const servedBefore = found(await everyTable(), [abena.firstName, abena.email, abena.message]);
    for (const table of ['.members:', '.development_outbox:', '.idempotency_keys:']) expect(servedBefore.join('\n'), 'what she left before her deletion').toContain(table);
    const totalsBefore = await analyticsTotals();
    // An analyst's time travel copies every read model as it is now, her included.
    const copiedBefore = await replayEveryReadModel(pool, store);
    expect(found(new Map(Object.entries(copiedBefore).map(([table, rows]) => [table, rows.join('\n')])), [abena.firstName])).not.toEqual([]);

    const deleted = await fetch(`${app.url}/api/user/delete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${her.token}` },
      body: JSON.stringify({ password: 'akwaaba-2024' }),
    });
    expect(deleted.status).toBe(200);
    const { position } = (await deleted.json()) as { position: string };
    await expect
      .poll(async () => (await fetch(`${app.url}/api/matches`, { headers: { authorization: `Bearer ${kofi.token}`, 'X-Min-Position': position } })).json(), { timeout: 15_000 })
      .toEqual([]);

    await expect.poll(async () => (await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname LIKE 'replay\\_%'`)).rowCount, { timeout: 15_000 }).toBe(0);
    expect(found(await everyTable(), hers), 'the database once she is deleted').toEqual([]);

    const rebuilt = await replayEveryReadModel(pool, store);
    expect(Object.keys(rebuilt).length).toBeGreaterThan(20);
    const exported = (await collectText(exportEvents(store, { format: 'ndjson', includeContact: true }))).toLowerCase();

    expect(found(await everyTable(), hers), 'the database (the log and every table)').toEqual([]);
    expect(found(new Map(Object.entries(rebuilt).map(([table, rows]) => [table, rows.join('\n')])), hers), 'every read model rebuilt').toEqual([]);
    expect(found(new Map([['export', exported]]), hers), 'the exported log').toEqual([]);
    const media = await mediaFiles();
    expect(found(media, hers), 'media storage').toEqual([]);
    expect([...media.keys()].filter((file) => file.includes(photoKey.split('.')[0]!))).toEqual([]);

    expect(found(await oneFaceTables(), [her.id]), 'her photo fingerprints').toEqual([]);
    expect(found(await everyTable(), [kofi.id]).length, "the other member's data stays").toBeGreaterThan(0);
    expect(exported).toContain(kofi.email.toLowerCase());
    expect(await analyticsTotals()).toEqual(totalsBefore);
    expect(rebuiltTotals(rebuilt['analytics.analytics_daily']!)).toEqual(totalsBefore);
  });
});

const rebuiltTotals = (rows: string[]) => {
  const totals = new Map<string, number>();
  for (const row of rows.map((line) => JSON.parse(line) as { metric: string; value: string })) totals.set(row.metric, (totals.get(row.metric) ?? 0) + Number(row.value));
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([metric, total]) => ({ metric, total: String(total) }));
};

const collectText = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};
