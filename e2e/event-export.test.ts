import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventExportsStream, openEventStore, type EventStore } from '@sankofa/events';
import { importEvents } from '@sankofa/events/export';
import { createPool, loadConfig, openDataKeys } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { registerAdmin } from './admin-member.ts';
import { callApi, logInThroughApi, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';
import { replayEveryReadModel } from './read-model-snapshot.ts';

let app: RunningApp;
let appStopped: Promise<void> | undefined;
let databaseUrl: string;
/** The original log must stop moving before its read models are compared with the copy's. */
const stopApp = () => (appStopped ??= app.stop());
const pools: pg.Pool[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await startAppUnderTest({ databaseUrl });
});

afterAll(async () => {
  if (app) await stopApp();
  for (const pool of pools) await pool.end();
});

const openStore = async (url: string): Promise<{ pool: pg.Pool; store: EventStore }> => {
  const pool = createPool(url);
  pools.push(pool);
  // As the app opens its log: members' personal fields sealed, with the app's master key.
  return { pool, store: await openEventStore({ pool, dataKeys: openDataKeys(pool, loadConfig()) }) };
};

const givenAdmin = async (): Promise<ApiMember> => logInThroughApi(app.url, await registerAdmin(databaseUrl));

const download = (member: ApiMember, query: string) => fetch(`${app.url}/api/admin/events/export${query}`, { headers: { authorization: `Bearer ${member.token}` } });

const linesOf = async function* (text: string) {
  yield* text.split('\n');
};

describe('exporting the log and importing it into a fresh store', () => {
  test('admins download it redacted (or with contact details, recorded); imported into a fresh store it gives the same read models', async () => {
    const [ama, kofi, esi] = [await signUpMember(app.url, 'Ama'), await signUpMember(app.url, 'Kofi'), await signUpMember(app.url, 'Esi')];
    const matchId = await matchMembers(app.url, ama, kofi);
    await callApi(app.url, esi, 'POST', '/api/swipes', { swipedId: ama.id, isLike: false });
    await callApi(app.url, ama, 'POST', `/api/matches/${kofi.id}/messages`, { content: 'Akwaaba, Kofi' });
    const admin = await givenAdmin();

    expect((await download(ama, '')).status).toBe(403);
    const badFormat = await download(admin, '?format=xml');
    expect(badFormat.status).toBe(400);
    expect(((await badFormat.json()) as { error: string }).error).toMatch(/format must be one of ndjson, csv/);
    const badBound = await download(admin, '?from=last-week');
    expect(badBound.status).toBe(400);
    expect(((await badBound.json()) as { error: string }).error).toMatch(/from must be an ISO time/);

    const redacted = await download(admin, '');
    expect(redacted.headers.get('content-disposition')).toMatch(/^attachment; filename="sankofa-events-.+\.ndjson"$/);
    const redactedText = await redacted.text();
    expect(redactedText).toContain(matchId);
    expect(redactedText).not.toContain(ama.email);
    expect(redactedText).not.toContain('scrypt$');
    expect(redactedText).toMatch(/"stream":"email-redacted-[0-9a-f]{64}"/);
    expect(redactedText).not.toMatch(/"stream":"email-[0-9a-f]{64}"/);

    const csv = await (await download(admin, '?format=csv&types=MatchOpened')).text();
    expect(csv.split('\r\n').filter((line) => line !== '')).toHaveLength(2);

    const full = await (await download(admin, '?includeContact=true')).text();
    expect(full).toContain(ama.email);
    expect(full).not.toContain('scrypt$');
    const exportedLines = full.trim().split('\n').map((line) => JSON.parse(line) as { position: string; type: string; data: Record<string, unknown>; metadata: { eventId: string } });
    await stopApp();
    const original = await openStore(databaseUrl);
    // Read after the app stopped: an export sees the log only below its oldest open transaction, so it may miss its own record.
    const audits = [];
    for await (const event of original.store.readStream(eventExportsStream)) audits.push(event.data);
    expect(audits).toHaveLength(3);
    expect(audits.at(-1)).toMatchObject({ requestedBy: admin.id, via: 'http', includeContact: true, format: 'ndjson' });

    const copy = await openStore(await createTestDatabase());
    expect((await importEvents(copy.store, linesOf(full))).imported).toBe(exportedLines.length);
    expect(await importEvents(copy.store, linesOf(full))).toEqual({ imported: 0, skipped: exportedLines.length });

    // Read models may keep positions; the copy has its own, so the original's are written as the copy's.
    const copyPositionOf = new Map<string, string>();
    for await (const event of copy.store.readAll()) copyPositionOf.set(event.metadata.eventId, event.position);
    const positionMap = new Map(exportedLines.map((line) => [line.position, copyPositionOf.get(line.metadata.eventId)!]));
    const rewrite = (text: string) => text.replace(/\d{20}-\d{20}/g, (position) => positionMap.get(position) ?? position);

    const fromOriginal = await replayEveryReadModel(original.pool, original.store, { to: exportedLines.at(-1)!.position, rewrite });
    const fromCopy = await replayEveryReadModel(copy.pool, copy.store);
    expect(Object.keys(fromCopy).length).toBeGreaterThan(20);
    expect(Object.values(fromCopy).filter((rows) => rows.some((row) => row.includes(ama.id))).length).toBeGreaterThan(3);
    expect(fromCopy).toEqual(fromOriginal);
  });
});
