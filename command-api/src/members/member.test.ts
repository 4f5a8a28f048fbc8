import { describe, it } from 'vitest';
import { memberRegistration } from '@sankofa/events/testing';
import { coarseCoordinates } from '@sankofa/server-kit';
import { specificationFor } from '../testing/decider-specification.ts';
import { MAX_PHOTOS, PREMIUM_REQUIRED, memberDecider, type Registration } from './decide.ts';

const given = specificationFor(memberDecider);
const memberId = '0190a6e0-0000-7000-8000-000000000001';
const now = new Date('2025-01-01T12:00:00Z');

const registration: Registration = memberRegistration(memberId, {
  email: 'ama@example.com',
  phoneNumber: '+44 20 7946 0958',
  location: 'London, UK',
  ethnicGroup: 'Akan',
  languages: ['English', 'Twi'],
  diasporaGeneration: 'second-generation',
  culturalValues: ['family-oriented'],
  relationshipGoals: 'serious',
  homeCountry: 'Ghana',
  currentCity: 'London',
  currentCountry: 'United Kingdom',
});
const registered = { type: 'MemberRegistered' as const, data: registration };
const photos = (count: number) => Array.from({ length: count }, (_, index) => `/api/media/photo-${index}.jpg`);

describe('member decider', () => {
  describe('signup', () => {
    it('registers a new member', () => {
      given([]).when({ type: 'RegisterMember', data: registration }).then([registered]);
    });

    it('records her answer to the consent question with her registration, in the same append', () => {
      const consent = { ethnicityAndReligion: true, preciseLocation: false };
      given([])
        .when({ type: 'RegisterMember', data: registration, consent })
        .then([registered, { type: 'SensitiveDataConsentSaved', data: { memberId, ...consent } }]);
    });

    it('records only the coarse point of where the member signed up (the centre of its grid cell)', () => {
      const exact = { latitude: 51.5074, longitude: -0.1278 };
      given([])
        .when({ type: 'RegisterMember', data: { ...registration, ...exact } })
        .then([{ type: 'MemberRegistered', data: { ...registration, ...coarseCoordinates(exact) } }]);
    });

    it('refuses to register the same member twice', () => {
      given([registered]).when({ type: 'RegisterMember', data: registration }).thenThrows({ code: 'member_exists' });
    });

    it('refuses more than 7 photos', () => {
      given([])
        .when({ type: 'RegisterMember', data: { ...registration, photos: photos(MAX_PHOTOS + 1) } })
        .thenThrows({ message: 'Maximum 7 photos allowed', code: 'validation_failed' });
    });
  });

  describe('profile update', () => {
    it('records the changed fields, and the photos when given', () => {
      given([registered])
        .when({ type: 'UpdateProfile', data: { memberId, changes: { firstName: 'Akua', age: 30 }, photos: photos(2) } })
        .then([
          { type: 'ProfileUpdated', data: { memberId, changes: { firstName: 'Akua', age: 30 } } },
          { type: 'PhotosChanged', data: { memberId, photos: photos(2) } },
        ]);
    });

    it('decides nothing when nothing changes', () => {
      given([registered]).when({ type: 'UpdateProfile', data: { memberId, changes: {} } }).then([]);
    });

    it('is not possible for a member who never registered', () => {
      given([]).when({ type: 'UpdateProfile', data: { memberId, changes: { age: 30 } } }).thenThrows({ code: 'member_not_found' });
    });

    it('keeps the photo limit on later changes', () => {
      given([registered]).when({ type: 'ChangePhotos', data: { memberId, photos: photos(8) } }).thenThrows({ code: 'validation_failed' });
    });
  });

  describe('bio', () => {
    const bio = (bioType: 'text' | 'audio' | 'video', content: string, at = now) => ({ type: 'UpdateBio' as const, data: { memberId, bioType, content, now: at } });

    it('takes a text bio from anyone', () => {
      given([registered]).when(bio('text', 'Lover of jollof')).then([{ type: 'BioUpdated', data: { memberId, bioType: 'text', content: 'Lover of jollof' } }]);
    });

    it.each(['audio', 'video'] as const)('refuses an %s bio from a member who is not premium', (bioType) => {
      given([registered]).when(bio(bioType, '/api/media/bio.webm')).thenThrows({ code: 'premium_required', message: PREMIUM_REQUIRED });
    });

    it.each(['audio', 'video'] as const)('takes an %s bio from a premium member', (bioType) => {
      given([registered, { type: 'PremiumActivated', data: { memberId, until: null } }])
        .when(bio(bioType, '/api/media/bio.webm'))
        .then([{ type: 'BioUpdated', data: { memberId, bioType, content: '/api/media/bio.webm' } }]);
    });

    it('records nothing when the bio sent is the one the member already has (a retried save, a repeated keystroke)', () => {
      const saved = { type: 'BioUpdated' as const, data: { memberId, bioType: 'text' as const, content: 'Lover of jollof' } };
      given([registered, saved]).when(bio('text', 'Lover of jollof')).then([]);
      given([registered]).when(bio('text', '')).then([]);
      given([registered, saved]).when(bio('text', 'Lover of waakye')).then([{ type: 'BioUpdated', data: { memberId, bioType: 'text', content: 'Lover of waakye' } }]);
    });

    it('refuses a recorded bio once premium has lapsed or ended', () => {
      const lapsed = { type: 'PremiumActivated' as const, data: { memberId, until: '2024-12-31T00:00:00Z' } };
      given([registered, lapsed]).when(bio('audio', '/api/media/bio.webm')).thenThrows({ code: 'premium_required' });
      given([registered, { type: 'PremiumActivated', data: { memberId, until: null } }, { type: 'PremiumEnded', data: { memberId } }])
        .when(bio('video', '/api/media/bio.webm'))
        .thenThrows({ code: 'premium_required' });
    });
  });

  describe('location', () => {
    const coordinates = { latitude: 6.5244, longitude: 3.3792 };
    const coarse = coarseCoordinates(coordinates);

    it('records the coarse point (the centre of its grid cell), never the exact one, and the place found for it', () => {
      given([registered])
        .when({ type: 'UpdateLocation', data: { memberId, ...coordinates, location: 'Lagos, Nigeria', currentCity: 'Lagos', currentCountry: 'Nigeria' } })
        .then([{ type: 'LocationUpdated', data: { memberId, ...coarse, location: 'Lagos, Nigeria', currentCity: 'Lagos', currentCountry: 'Nigeria' } }]);
    });

    it('keeps the known place when no place was found for the coordinates', () => {
      given([registered, { type: 'ProfileUpdated', data: { memberId, changes: { location: 'Hackney, London' } } }])
        .when({ type: 'UpdateLocation', data: { memberId, ...coordinates } })
        .then([{ type: 'LocationUpdated', data: { memberId, ...coarse, location: 'Hackney, London', currentCity: 'London', currentCountry: 'United Kingdom' } }]);
    });
  });
});
