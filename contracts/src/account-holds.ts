import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { nothing, route } from './route.ts';

/** Why the scam defences held an account, as the admin queue states it. */
export const holdReasonView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('similar_openers'), members: z.number().int(), hours: z.number() }),
  z.object({ kind: z.literal('reports'), members: z.number().int() }),
  /** A face in her photos this alike (0 to 1) to a face of a member suspended for abuse. */
  z.object({ kind: z.literal('banned_face'), similarity: z.number() }),
  /** One of her photos this many bits (of 64) from a photo of a member suspended for abuse. */
  z.object({ kind: z.literal('banned_photo'), distance: z.number().int() }),
  /** One of her photos this many bits from a photo `memberId` showed first: a possible catfish. */
  z.object({ kind: z.literal('photos_match_member'), memberId: z.string(), distance: z.number().int() }),
]);
export type HoldReasonView = z.infer<typeof holdReasonView>;

/** The accounts held for review now, oldest first, for administrators only. */
export const listHeldAccounts = route({
  method: 'GET',
  path: '/api/admin/holds',
  response: z.array(
    z.object({
      member: z.object({ id: z.string(), name: z.string().nullable(), photos: z.array(z.string()) }),
      reasons: z.array(holdReasonView),
      heldAt: z.string(),
    }),
  ),
});
export type HeldAccount = z.infer<typeof listHeldAccounts.response>[number];

/** Nothing wrong: the account is back in discovery and may send messages; the evidence so far does not hold it again. */
export const releaseHold = route({ method: 'POST', path: '/api/admin/holds/:id/release', params: pathIdParams, response: nothing });

/** A scammer: suspended as an upheld report suspends (signed out, hidden, e-mail, phone and photos kept out of new accounts). */
export const suspendHeldAccount = route({ method: 'POST', path: '/api/admin/holds/:id/suspend', params: pathIdParams, response: nothing });

/** The warning in a conversation: the other member's account is held for review. */
export const getReviewNotice = route({ method: 'GET', path: '/api/matches/:id/review-notice', params: pathIdParams, response: z.object({ underReview: z.boolean() }) });
