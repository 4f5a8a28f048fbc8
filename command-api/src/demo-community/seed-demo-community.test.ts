import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  AdminRoleGranted,
  EmailReserved,
  MatchMade,
  MemberRegistered,
  MessageSent,
  SwipeRecorded,
  createPostgresEventStore,
  eventsOf,
  memberStream,
  migrateEventStore,
  type EventSet,
  type EventStore,
  type RecordedEvent,
} from '@sankofa/events';
import { createLocalMediaStorage, readMedia, type MediaStorage } from '@sankofa/adapters/media';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { memberIdByEmail, verifyPassword } from '../members/index.ts';
import { reserveEmail } from '../members/email-reservation.ts';
import { TEST_IDENTITY_BAN_KEY } from '../members/testing/registration-input.ts';
import { DEMO_ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from './demo-member.ts';
import { generateDemoMember } from './generate-members.ts';
import { seedDemoCommunity } from './seed-demo-community.ts';

let directory: string;
let storage: MediaStorage;
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-seed-'));
  storage = createLocalMediaStorage(directory);
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  store = createPostgresEventStore(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await rm(directory, { recursive: true, force: true });
});

/** The log's events among `events`, in order. */
const eventsInLog = async <Event extends RecordedEvent>(events: EventSet<Event>) => {
  const found: Event[] = [];
  for await (const event of store.readAll({ types: events.types })) found.push(events.parse(event));
  return found;
};

const registrations = eventsOf(MemberRegistered);
const registrationOf = async (memberId: string) => {
  for await (const event of store.readStream(memberStream(memberId))) if (registrations.has(event)) return registrations.parse(event).data;
  return undefined;
};

describe('seedDemoCommunity', () => {
  it('registers the demo member and the community through signup, as events, showing progress', async () => {
    // A run cut short after reserving member 3's address, before its member stream began.
    const interrupted = generateDemoMember(3);
    await reserveEmail(store, { email: interrupted.email, memberId: interrupted.memberId }, { actorId: 'system', correlationId: 'crash' });

    const progress: Array<[number, number]> = [];
    const started = performance.now();
    const report = await seedDemoCommunity({ store, storage, identityBanKey: TEST_IDENTITY_BAN_KEY }, { members: 20, onProgress: (done, total) => progress.push([done, total]) });
    const elapsedMs = performance.now() - started;

    // The demo member, the demo admin and 20 others.
    expect(report).toEqual({ total: 22, registered: 22, alreadySeeded: 0 });
    expect(progress).toEqual(Array.from({ length: 22 }, (_, index) => [index + 1, 22]));
    expect(await eventsInLog(registrations)).toHaveLength(22);
    expect(await eventsInLog(eventsOf(EmailReserved))).toHaveLength(22);
    expect(await eventsInLog(eventsOf(AdminRoleGranted))).toEqual([expect.objectContaining({ data: { memberId: await memberIdByEmail(store, DEMO_ADMIN_EMAIL), grantedBy: 'operator' } })]);
    expect(await registrationOf(interrupted.memberId)).toMatchObject({ email: interrupted.email });
    expect(elapsedMs).toBeLessThan(30_000);
  });

  it('makes the demo member findable by e-mail, with the demo password and a complete profile', async () => {
    const memberId = await memberIdByEmail(store, DEMO_EMAIL);
    expect(memberId).not.toBeNull();
    const registration = await registrationOf(memberId!);
    expect(registration).toMatchObject({
      firstName: 'Amara',
      email: DEMO_EMAIL,
      currentCity: 'London',
      heritage: 'Nigerian',
      ethnicGroup: 'Igbo',
      role: 'member',
      photos: [expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\.svg$/), expect.any(String), expect.any(String)],
    });
    expect(await verifyPassword(DEMO_PASSWORD, registration!.passwordHash)).toBe(true);
  });

  it('stores each member’s avatars as SVG media, their photos pointing at them', async () => {
    const member = generateDemoMember(5);
    const photos = (await registrationOf(member.memberId))!.photos;
    expect(photos).toHaveLength(member.photoCount);
    for (const url of photos) {
      const media = await readMedia(storage, url.replace('/api/media/', ''));
      expect(media?.contentType).toBe('image/svg+xml');
      expect(media?.bytes.toString()).toContain(`${member.firstName[0]}${member.lastName[0]}</text>`);
    }
  });

  it('gives the demo member admirers, a few matches and one conversation with history, all marked as demo activity', async () => {
    const demoMemberId = (await memberIdByEmail(store, DEMO_EMAIL))!;
    const likes = (await eventsInLog(eventsOf(SwipeRecorded))).map((event) => ({ ...event.data, demo: event.metadata.demo }));
    expect(likes.filter((like) => like.swipedId === demoMemberId)).toHaveLength(12);
    expect(likes.filter((like) => like.swiperId === demoMemberId)).toHaveLength(3);
    expect(likes.every((like) => like.demo)).toBe(true);
    const matches = await eventsInLog(eventsOf(MatchMade));
    expect(matches).toHaveLength(3);
    const messages = await eventsInLog(eventsOf(MessageSent));
    expect(messages).toHaveLength(5);
    expect(new Set(messages.map((message) => message.data.matchId))).toEqual(new Set([matches[0]!.data.matchId]));
    expect(messages.every((message) => message.metadata.demo)).toBe(true);
  });

  it('appends nothing on a second run, counting everyone as already seeded', async () => {
    const before = await store.headPosition();
    const report = await seedDemoCommunity({ store, storage, identityBanKey: TEST_IDENTITY_BAN_KEY }, { members: 20 });
    expect(report).toEqual({ total: 22, registered: 0, alreadySeeded: 22 });
    expect(await store.headPosition()).toBe(before);
    expect(await eventsInLog(registrations)).toHaveLength(22);
  });

  it('adds only the new members when asked for more', async () => {
    const report = await seedDemoCommunity({ store, storage, identityBanKey: TEST_IDENTITY_BAN_KEY }, { members: 25 });
    expect(report).toEqual({ total: 27, registered: 5, alreadySeeded: 22 });
  });
});
