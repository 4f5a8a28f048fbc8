import { FREE_PASSPORT_HOURS, FREE_PASSPORT_SWIPES, PREMIUM_PASSPORT_DAYS } from '@sankofa/contracts';
import { PassportCreated, PassportSwipeCounted, eventsOf, newEvent, passportEvents, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type PassportEvent = NewEventOf<typeof PassportCreated> | NewEventOf<typeof PassportSwipeCounted>;

export interface Passport {
  region: string;
  country: string | null;
  expiresAt: number;
  swipeLimit: number | null;
  /** The members swiped in it, each counted once. */
  swiped: readonly string[];
}

/** One member's passports by id, from `passport-<memberId>`. */
export interface Passports {
  byId: Readonly<Record<string, Passport>>;
}

/** Time and premium arrive in the command: the decider reads neither clock nor member stream. */
export type CreatePassport = {
  type: 'CreatePassport';
  data: { passportId: string; memberId: string; region: string; country: string | null; isPremium: boolean; now: string };
};
export type CountPassportSwipe = { type: 'CountPassportSwipe'; data: { passportId: string; memberId: string; swipedId: string; now: string } };
export type PassportCommand = CreatePassport | CountPassportSwipe;

const HOUR_MS = 3_600_000;

/** Spec section 4: active while expiresAt is in the future. */
export const isActiveAt = (passport: Passport, now: number): boolean => passport.expiresAt > now;

const activeAt = (passports: Passports, now: number) => Object.values(passports.byId).filter((passport) => isActiveAt(passport, now));

export const createPassport = ({ data }: CreatePassport, passports: Passports, context: EventContext): PassportEvent[] => {
  if (passports.byId[data.passportId]) return [];
  const now = Date.parse(data.now);
  const active = activeAt(passports, now);
  if (!data.isPremium && active.length > 0) {
    throw new DomainError('passport_premium_required', 'Free members can explore one region at a time. Upgrade to Premium for several passports at once.', {
      details: { activeRegion: active[0]!.region },
    });
  }
  if (active.some((passport) => passport.region === data.region)) {
    throw new DomainError('passport_region_active', `You already have an active passport for ${data.region}`);
  }
  const lasts = data.isPremium ? PREMIUM_PASSPORT_DAYS * 24 * HOUR_MS : FREE_PASSPORT_HOURS * HOUR_MS;
  return [
    newEvent(
      PassportCreated,
      {
        passportId: data.passportId,
        memberId: data.memberId,
        region: data.region,
        country: data.country,
        activatedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + lasts).toISOString(),
        swipeLimit: data.isPremium ? null : FREE_PASSPORT_SWIPES,
      },
      context,
    ),
  ];
};

/** A swipe retried (same member swiped) counts nothing more, even at the limit. */
export const countPassportSwipe = ({ data }: CountPassportSwipe, passports: Passports, context: EventContext): PassportEvent[] => {
  const passport = passports.byId[data.passportId];
  if (!passport) throw new DomainError('passport_not_found', 'This love passport does not exist');
  if (passport.swiped.includes(data.swipedId)) return [];
  if (!isActiveAt(passport, Date.parse(data.now))) throw new DomainError('passport_expired', 'This love passport has expired');
  if (passport.swipeLimit !== null && passport.swiped.length >= passport.swipeLimit) {
    throw new DomainError('passport_swipe_limit', `You have used the ${passport.swipeLimit} swipes of this passport. Upgrade to Premium for unlimited swipes.`, {
      details: { limit: passport.swipeLimit },
    });
  }
  return [newEvent(PassportSwipeCounted, { passportId: data.passportId, memberId: data.memberId, swipedId: data.swipedId }, context)];
};

export const evolvePassports = (passports: Passports, event: PassportEvent): Passports => {
  switch (event.type) {
    case 'PassportCreated': {
      const { passportId, region, country, expiresAt, swipeLimit } = event.data;
      return { byId: { ...passports.byId, [passportId]: { region, country, expiresAt: Date.parse(expiresAt), swipeLimit, swiped: [] } } };
    }
    case 'PassportSwipeCounted': {
      const passport = passports.byId[event.data.passportId];
      if (!passport) return passports;
      return { byId: { ...passports.byId, [event.data.passportId]: { ...passport, swiped: [...passport.swiped, event.data.swipedId] } } };
    }
  }
};

export const passportsDecider: Decider<Passports, PassportCommand, PassportEvent> = {
  handles: eventsOf(...passportEvents),
  initialState: { byId: {} },
  evolve: evolvePassports,
  decide: (command, passports, context) => {
    switch (command.type) {
      case 'CreatePassport':
        return createPassport(command, passports, context);
      case 'CountPassportSwipe':
        return countPassportSwipe(command, passports, context);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
