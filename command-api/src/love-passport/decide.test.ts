import { describe, it } from 'vitest';
import { FREE_PASSPORT_SWIPES } from '@sankofa/contracts';
import { specificationFor } from '../testing/decider-specification.ts';
import { passportsDecider, type CountPassportSwipe, type CreatePassport } from './decide.ts';

const given = specificationFor(passportsDecider);
const NOW = '2025-01-01T12:00:00.000Z';
const IN_25_HOURS = '2025-01-02T13:00:00.000Z';

const create = (passportId: string, region: string, isPremium = false, now = NOW): CreatePassport => ({
  type: 'CreatePassport',
  data: { passportId, memberId: 'ama', region, country: null, isPremium, now },
});
const created = (passportId: string, region: string, isPremium = false) => ({
  type: 'PassportCreated' as const,
  data: {
    passportId,
    memberId: 'ama',
    region,
    country: null,
    activatedAt: NOW,
    expiresAt: isPremium ? '2025-01-31T12:00:00.000Z' : '2025-01-02T12:00:00.000Z',
    swipeLimit: isPremium ? null : FREE_PASSPORT_SWIPES,
  },
});
const swipe = (swipedId: string, now = NOW, passportId = 'p1'): CountPassportSwipe => ({ type: 'CountPassportSwipe', data: { passportId, memberId: 'ama', swipedId, now } });
const counted = (swipedId: string, passportId = 'p1') => ({ type: 'PassportSwipeCounted' as const, data: { passportId, memberId: 'ama', swipedId } });
const swipes = (count: number) => Array.from({ length: count }, (_, index) => counted(`member-${index}`));

describe('creating a love passport', () => {
  it('gives a free member 10 swipes for 24 hours, a premium member unlimited swipes for 30 days', () => {
    given([]).when(create('p1', 'West Africa')).then([created('p1', 'West Africa')]);
    given([]).when(create('p1', 'West Africa', true)).then([created('p1', 'West Africa', true)]);
  });

  it('holds a free member to one active region', () => {
    given([created('p1', 'West Africa')]).when(create('p2', 'East Africa')).thenThrows({ code: 'passport_premium_required' });
    given([created('p1', 'West Africa')]).when(create('p2', 'West Africa')).thenThrows({ code: 'passport_premium_required' });
  });

  it('lets a free member start again once the passport has expired', () => {
    given([created('p1', 'West Africa')]).when(create('p2', 'East Africa', false, IN_25_HOURS)).then([
      { ...created('p2', 'East Africa'), data: { ...created('p2', 'East Africa').data, activatedAt: IN_25_HOURS, expiresAt: '2025-01-03T13:00:00.000Z' } },
    ]);
  });

  it('lets a premium member hold several regions, one passport each', () => {
    given([created('p1', 'West Africa', true)]).when(create('p2', 'East Africa', true)).then([created('p2', 'East Africa', true)]);
    given([created('p1', 'West Africa', true)]).when(create('p2', 'West Africa', true)).thenThrows({ code: 'passport_region_active' });
  });
});

describe("a passport's swipes", () => {
  it(`counts one per member swiped, up to ${FREE_PASSPORT_SWIPES} for a free passport`, () => {
    given([created('p1', 'West Africa')]).when(swipe('kofi')).then([counted('kofi')]);
    given([created('p1', 'West Africa'), ...swipes(FREE_PASSPORT_SWIPES - 1)]).when(swipe('kofi')).then([counted('kofi')]);
    given([created('p1', 'West Africa'), ...swipes(FREE_PASSPORT_SWIPES)]).when(swipe('kofi')).thenThrows({ code: 'passport_swipe_limit' });
  });

  it('counts nothing again for a member already swiped in it', () => {
    given([created('p1', 'West Africa'), ...swipes(FREE_PASSPORT_SWIPES)]).when(swipe('member-3')).then([]);
  });

  it('has no limit for a premium passport', () => {
    given([created('p1', 'West Africa', true), ...swipes(50)]).when(swipe('kofi')).then([counted('kofi')]);
  });

  it('refuses swipes once the passport has expired, and in a passport that does not exist', () => {
    given([created('p1', 'West Africa')]).when(swipe('kofi', IN_25_HOURS)).thenThrows({ code: 'passport_expired' });
    given([]).when(swipe('kofi')).thenThrows({ code: 'passport_not_found' });
  });

});
