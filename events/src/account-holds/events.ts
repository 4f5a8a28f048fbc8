import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** Why an account was held: the evidence as the admin queue states it. */
export const holdReason = z.discriminatedUnion('kind', [
  /** Near-identical first messages to `members` different members within `hours`. */
  z.object({ kind: z.literal('similar_openers'), members: z.number().int(), hours: z.number() }),
  /** Open reports about the account by `members` different members. */
  z.object({ kind: z.literal('reports'), members: z.number().int() }),
  /** A face in her photos is `similarity` (0 to 1) alike to a face of a member suspended for abuse. */
  z.object({ kind: z.literal('banned_face'), similarity: z.number() }),
  /** One of her photos is `distance` bits (of 64) from a photo of a member suspended for abuse: the same photo, re-encoded or edited. */
  z.object({ kind: z.literal('banned_photo'), distance: z.number().int() }),
  /** One of her photos is `distance` bits from a photo of `memberId`, an active member: a possible catfish. */
  z.object({ kind: z.literal('photos_match_member'), memberId: z.string(), distance: z.number().int() }),
]);
export type HoldReason = z.infer<typeof holdReason>;

/**
 * On `member-<memberId>`, by the scam-defence or the one-face reactor (actor `system`): the account looks like a
 * scammer's, so until an admin releases or suspends it, it is out of discovery, cannot send
 * messages, and the members it talks to are warned.
 */
export const AccountHeldForReview = defineEvent('AccountHeldForReview', z.object({ memberId: z.string(), reasons: z.array(holdReason).min(1) }));

/** On `member-<memberId>`: an admin found nothing wrong; evidence from before the release does not hold the account again. */
export const AccountHoldReleased = defineEvent('AccountHoldReleased', z.object({ memberId: z.string(), decidedBy: z.string() }));

export const accountHoldEvents = [AccountHeldForReview, AccountHoldReleased] as const;
