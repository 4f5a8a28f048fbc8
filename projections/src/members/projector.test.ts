import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  AccountPaused,
  AccountResumed,
  AdminRoleGranted,
  SensitiveDataConsentSaved,
  VerificationApproved,
  verificationStream,
  BioUpdated,
  EmailChanged,
  LanguagePreferencesSaved,
  LocationUpdated,
  LoginSucceeded,
  MemberRegistered,
  PhoneNumberChanged,
  PhotosChanged,
  PremiumActivated,
  ProfileUpdated,
  TwoFactorEnabled,
  memberStream,
  newEvent,
  type RecordedEvent,
} from '@sankofa/events';
import { coarseCoordinates } from '@sankofa/server-kit';
import { createBuildSchema, useSchema } from '../runtime/schemas.ts';
import { inTransaction } from '../runtime/transactions.ts';
import { handledIn } from '../runtime/testing/projector-rows.ts';
import { openTestLog, readWholeLog, type TestLog } from '../runtime/testing/test-log.ts';
import { membersProjector } from './projector.ts';

const context = (at: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(at) });

const registration = (memberId: string, firstName: string) => ({
  memberId,
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: '+234 803 123 4567',
  passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
  firstName,
  lastName: 'Okafor',
  age: 31,
  location: 'Lagos, Nigeria',
  heritage: 'Nigerian',
  profession: 'Engineer',
  bio: 'Hello',
  ethnicGroup: 'Igbo',
  languages: ['English', 'Igbo'],
  diasporaGeneration: null,
  culturalValues: ['family-oriented', 'ambitious'],
  religionSpirituality: 'Christianity',
  relationshipGoals: 'marriage',
  homeCountry: 'Nigeria',
  photos: ['/api/media/a.jpg'],
  latitude: 6.45,
  longitude: 3.39,
  currentCity: 'Lagos',
  currentCountry: 'Nigeria',
  role: 'member' as const,
});

describe('members projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    const { store } = log;
    await store.append(memberStream('m1'), [newEvent(MemberRegistered, registration('m1', 'Chidi'), context('2025-01-01T10:00:00Z'))]);
    await store.append(memberStream('m2'), [newEvent(MemberRegistered, registration('m2', 'Ngozi'), context('2025-01-01T10:05:00Z'))]);
    await store.append(memberStream('m1'), [
      newEvent(ProfileUpdated, { memberId: 'm1', changes: { age: 32, profession: 'Architect', ethnicGroup: null } }, context('2025-01-02T00:00:00Z')),
      newEvent(PhotosChanged, { memberId: 'm1', photos: ['/api/media/b.jpg', '/api/media/c.jpg'] }, context('2025-01-02T00:00:01Z')),
      newEvent(PremiumActivated, { memberId: 'm1', until: '2025-02-01T00:00:00.000Z' }, context('2025-01-02T00:00:02Z')),
      newEvent(BioUpdated, { memberId: 'm1', bioType: 'audio', content: '/api/media/bio.weba' }, context('2025-01-02T00:00:03Z')),
      newEvent(LocationUpdated, { memberId: 'm1', latitude: 51.5, longitude: -0.12, location: 'London, United Kingdom', currentCity: 'London', currentCountry: 'United Kingdom' }, context('2025-01-03T00:00:00Z')),
      newEvent(TwoFactorEnabled, { memberId: 'm1', twoFactorStep: null }, context('2025-01-03T00:00:01Z')),
      newEvent(LanguagePreferencesSaved, { memberId: 'm1', preferredLanguage: 'fr', autoTranslate: true }, context('2025-01-03T00:00:02Z')),
      newEvent(AccountPaused, { memberId: 'm1', pausedAt: '2025-01-03T00:00:03.000Z' }, context('2025-01-03T00:00:03Z')),
      newEvent(AccountResumed, { memberId: 'm1', resumedAt: '2025-01-03T00:00:04.000Z' }, context('2025-01-03T00:00:04Z')),
      newEvent(SensitiveDataConsentSaved, { memberId: 'm1', ethnicityAndReligion: true, preciseLocation: false }, context('2025-01-03T00:00:05Z')),
      newEvent(LoginSucceeded, { memberId: 'm1', sessionId: 's1', withTwoFactor: true, twoFactorStep: 58_000_000, device: null, country: null }, context('2025-01-04T00:00:00Z')),
    ]);
    await store.append(memberStream('m2'), [
      newEvent(BioUpdated, { memberId: 'm2', bioType: 'text', content: 'Jollof champion' }, context('2025-01-05T00:00:00Z')),
      newEvent(AccountPaused, { memberId: 'm2', pausedAt: '2025-01-05T00:00:01.000Z' }, context('2025-01-05T00:00:01Z')),
      newEvent(EmailChanged, { memberId: 'm2', previousEmail: 'ngozi@example.com', newEmail: 'ngozi@new.example', tokenHash: 'h' }, context('2025-01-05T00:00:02Z')),
      newEvent(PhoneNumberChanged, { memberId: 'm2', previousPhoneNumber: '+234 803 123 4567', newPhoneNumber: '+447700900123' }, context('2025-01-05T00:00:03Z')),
    ]);
    // An operator's grant and an identity badge (a phone badge alone does not make a member verified).
    await store.append(memberStream('m2'), [newEvent(AdminRoleGranted, { memberId: 'm2', grantedBy: 'operator' }, context('2025-01-06T00:00:00Z'))]);
    await store.append(verificationStream('m2'), [
      newEvent(VerificationApproved, { memberId: 'm2', requestId: 'r1', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, context('2025-01-06T00:00:01Z')),
    ]);
    await store.append(verificationStream('m1'), [
      newEvent(VerificationApproved, { memberId: 'm1', requestId: 'r2', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, context('2025-01-06T00:00:02Z')),
    ]);
    await store.append(verificationStream('m2'), [
      newEvent(VerificationApproved, { memberId: 'm2', requestId: 'r3', verificationType: 'video', points: 35, badgeLevel: 'gold', decidedBy: 'admin' }, context('2025-01-06T00:00:03Z')),
    ]);
    await store.append(memberStream('m3'), [
      newEvent(MemberRegistered, registration('m3', 'Adaeze'), context('2025-01-07T00:00:00Z')),
      newEvent(PhotosChanged, { memberId: 'm3', photos: ['/api/media/d.jpg'] }, context('2025-01-07T00:00:01Z')),
      newEvent(AccountDeleted, { memberId: 'm3' }, context('2025-01-07T00:00:02Z')),
    ]);
    events = await readWholeLog(log);
  });
  afterAll(() => log.close());

  const applyAll = async (schema: string, batches: RecordedEvent[][]) => {
    await inTransaction(log.pool, (tx) => createBuildSchema(tx, membersProjector, schema));
    for (const batch of batches) {
      await inTransaction(log.pool, async (tx) => {
        await useSchema(tx, schema);
        await membersProjector.apply(handledIn(membersProjector, batch), tx);
      });
    }
    return (await log.pool.query(`SELECT * FROM ${schema}.members ORDER BY id`)).rows;
  };

  it('keeps one row per member with every profile column as the latest events left it', async () => {
    const [chidi, ngozi] = await applyAll('members_once', [events]);
    expect(chidi).toMatchObject({
      id: 'm1',
      email: 'chidi@example.com',
      phone_number: '+234 803 123 4567',
      first_name: 'Chidi',
      age: 32,
      profession: 'Architect',
      ethnic_group: null,
      languages: ['English', 'Igbo'],
      cultural_values: ['family-oriented', 'ambitious'],
      photos: ['/api/media/b.jpg', '/api/media/c.jpg'],
      bio: 'Hello',
      bio_type: 'audio',
      audio_bio: '/api/media/bio.weba',
      video_bio: null,
      ...coarseCoordinates({ latitude: 51.5, longitude: -0.12 }),
      location: 'London, United Kingdom',
      current_city: 'London',
      current_country: 'United Kingdom',
      two_factor_enabled: true,
      is_premium: true,
      premium_until: new Date('2025-02-01T00:00:00Z'),
      is_verified: false,
      preferred_language: 'fr',
      auto_translate: true,
      role: 'member',
      is_paused: false,
      shares_ethnicity_religion: true,
      shares_precise_location: false,
      created_at: new Date('2025-01-01T10:00:00Z'),
      updated_at: new Date('2025-01-06T00:00:02Z'),
      last_active: new Date('2025-01-04T00:00:00Z'),
    });
    expect(chidi).not.toHaveProperty('password_hash');
    expect(ngozi).toMatchObject({ id: 'm2', email: 'ngozi@new.example', phone_number: '+447700900123', ...coarseCoordinates({ latitude: 6.45, longitude: 3.39 }), bio: 'Jollof champion', bio_type: 'text', is_premium: false, preferred_language: 'en', auto_translate: false, last_active: null, role: 'admin', is_verified: true, is_paused: true, shares_ethnicity_religion: false, shares_precise_location: false });
  });

  it('keeps no row of a deleted member', async () => {
    expect((await applyAll('members_deleted', [events])).map(({ id }) => id)).toEqual(['m1', 'm2']);
  });

  it("never holds a member's exact coordinates, even from events logged before the commands made them coarse", async () => {
    const rows = await applyAll('members_coarse', [events]);
    expect(rows.map(({ latitude, longitude }) => ({ latitude, longitude }))).toEqual([
      coarseCoordinates({ latitude: 51.5, longitude: -0.12 }),
      coarseCoordinates({ latitude: 6.45, longitude: 3.39 }),
    ]);
    expect(rows[0]).not.toMatchObject({ latitude: 51.5 });
    expect(rows[1]).not.toMatchObject({ longitude: 3.39 });
  });

  it('is idempotent: the same events applied twice, or in overlapping batches, give the same rows', async () => {
    const once = await applyAll('members_reference', [events]);
    expect(await applyAll('members_twice', [events, events])).toEqual(once);
    expect(await applyAll('members_overlapping', [events.slice(0, 4), events.slice(0, 7), events.slice(2)])).toEqual(once);
    expect(await applyAll('members_one_by_one', events.map((event) => [event]))).toEqual(once);
  });
});
