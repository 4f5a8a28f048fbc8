import { randomBytes, randomUUID } from 'node:crypto';
import { mediaUrlOf } from '@sankofa/contracts';
import type { EventContext, EventStore } from '@sankofa/events';
import type { MediaStorage } from '@sankofa/adapters/media';
import { hashPassword, registerMember } from '../members/index.ts';
import { renderAvatar } from './avatar.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, demoAdmin, demoMember, type DemoMember } from './demo-member.ts';
import { grantAdmin } from '../admins/grant-admin.ts';
import { generateDemoMembers } from './generate-members.ts';
import { seededRandom } from './seeded-random.ts';
import { isDomainError } from '../domain-error.ts';
import { seedDemoActivity } from './seed-demo-activity.ts';
import { seedDemoEvents } from './seed-demo-events.ts';
import { SEED_CORRELATION_PREFIX } from './reactions.ts';
import { seedDemoInfluencers } from './seed-demo-influencers.ts';

export interface DemoCommunityDependencies {
  store: EventStore;
  storage: MediaStorage;
  /** IDENTITY_BAN_KEY, which keys the members' phone reservations. */
  identityBanKey: string;
}

export interface SeedOptions {
  /** Members besides the demo member. */
  members: number;
  /** After each member, seeded now or before; `total` counts the demo member. */
  onProgress?: (done: number, total: number) => void;
  /** Registrations in flight at once. */
  concurrency?: number;
}

export interface SeedReport {
  total: number;
  registered: number;
  alreadySeeded: number;
}

/** An address taken (by this seeder before, or by someone who signed up with it) or a member already registered. */
const isAlreadySeeded = (error: unknown) => isDomainError(error, 'email_taken', 'member_exists');

const storeAvatars = async (storage: MediaStorage, member: DemoMember): Promise<string[]> => {
  const initials = `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();
  const stored = await Promise.all(
    Array.from({ length: member.photoCount }, (_, variant) =>
      storage.put(Buffer.from(renderAvatar({ memberId: member.memberId, initials, variant })), 'image/svg+xml'),
    ),
  );
  return stored.map((media) => mediaUrlOf(media.key));
};

/**
 * Seeds the demo member and `members` others through the signup command, as events. Idempotent:
 * everyone has a fixed e-mail and id, so a second run finds them taken and appends nothing, and a
 * run cut short is finished by the next one.
 */
export const seedDemoCommunity = async (deps: DemoCommunityDependencies, options: SeedOptions): Promise<SeedReport> => {
  const { members, onProgress, concurrency = 8 } = options;
  const context: EventContext = { actorId: 'system', correlationId: `${SEED_CORRELATION_PREFIX}${randomUUID()}`, demo: true };
  // Seeded members are shown, never logged into: one unguessable password hashed once serves them all.
  const [demoPasswordHash, adminPasswordHash, communityPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const queue = [
    { member: demoMember(seededRandom('sankofa-demo-member')), passwordHash: demoPasswordHash },
    { member: demoAdmin(seededRandom('sankofa-demo-admin')), passwordHash: adminPasswordHash },
    ...generateDemoMembers(members).map((member) => ({ member, passwordHash: communityPasswordHash })),
  ];
  const report: SeedReport = { total: queue.length, registered: 0, alreadySeeded: 0 };

  const seedOne = async ({ member, passwordHash }: (typeof queue)[number]) => {
    const { photoCount: _photoCount, ...profile } = member;
    try {
      // The demo community shows ethnic group, religion and distance, so each of its members says yes, as a member would at signup.
      const sensitiveDataConsent = { ethnicityAndReligion: true, preciseLocation: true };
      await registerMember(deps, { ...profile, passwordHash, photos: await storeAvatars(deps.storage, member), sensitiveDataConsent }, context);
      report.registered++;
    } catch (error) {
      if (!isAlreadySeeded(error)) throw error;
      report.alreadySeeded++;
    }
    onProgress?.(report.registered + report.alreadySeeded, report.total);
  };

  let next = 0;
  const worker = async () => {
    while (next < queue.length) await seedOne(queue[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  // Through the operator's own command, as `npm run admin -- grant` would; a second run finds the role granted.
  await grantAdmin(deps.store, DEMO_ADMIN_EMAIL, 'operator', context);
  await seedDemoActivity(deps.store, queue[0]!.member, queue.slice(1).map(({ member }) => member));
  await seedDemoInfluencers(deps.store, queue.slice(2).map(({ member }) => member), queue[1]!.member.memberId, context);
  await seedDemoEvents(deps.store, queue[0]!.member, queue.slice(2).map(({ member }) => member), context);
  return report;
};
