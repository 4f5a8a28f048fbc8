import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per member's love passports, `passport-<memberId>`: creating one and counting its
 * swipes meet there, so under optimistic concurrency a free member never holds two active
 * passports and two swipes at the limit cannot both be counted.
 */
export const passportStream = (memberId: string) => `passport-${memberId}`;

/** A love passport: `country` narrows the region when chosen; `swipeLimit` is null for unlimited (premium). */
export const PassportCreated = defineEvent(
  'PassportCreated',
  z.object({
    passportId: z.string(),
    memberId: z.string(),
    region: z.string(),
    country: z.string().nullable(),
    activatedAt: z.string(),
    expiresAt: z.string(),
    swipeLimit: z.number().int().positive().nullable(),
  }),
);

/** A swipe made in a passport, counted once per member swiped (a retried swipe counts nothing more). */
export const PassportSwipeCounted = defineEvent('PassportSwipeCounted', z.object({ passportId: z.string(), memberId: z.string(), swipedId: z.string() }));

export const passportEvents = [PassportCreated, PassportSwipeCounted] as const;
