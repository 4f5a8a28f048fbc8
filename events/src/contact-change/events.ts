import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `member-<memberId>`: the member asked (with her password) to sign in with `newEmail` instead. A
 * link went to that address; only the SHA-256 (hex) of its secret is kept. Her current address keeps
 * working until the link is opened; only the latest link works.
 */
export const EmailChangeRequested = defineEvent(
  'EmailChangeRequested',
  z.object({ memberId: z.string(), newEmail: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
);

/**
 * On `member-<memberId>`: the link `tokenHash` names was opened; she now signs in with `newEmail`
 * (already reserved for her on its `email-<hash>` stream), and `previousEmail` is released.
 */
export const EmailChanged = defineEvent(
  'EmailChanged',
  z.object({ memberId: z.string(), previousEmail: z.string(), newEmail: z.string(), tokenHash: z.string() }),
);

/**
 * On `member-<memberId>`: the member asked (with her password) to use `newPhoneNumber`; a code went to it
 * by SMS. Only a salted SHA-256 of the code is kept; it serves until `expiresAt`.
 */
export const PhoneChangeRequested = defineEvent(
  'PhoneChangeRequested',
  z.object({ memberId: z.string(), newPhoneNumber: z.string(), codeHash: z.string(), expiresAt: z.string() }),
);

/** On `member-<memberId>`: a wrong code was typed for the pending phone change; the fifth wrong one cancels it. */
export const PhoneChangeCodeMissed = defineEvent('PhoneChangeCodeMissed', z.object({ memberId: z.string(), attempt: z.number().int() }));

/** On `member-<memberId>`: the code sent to `newPhoneNumber` was typed back; it is now her number. */
export const PhoneNumberChanged = defineEvent(
  'PhoneNumberChanged',
  z.object({ memberId: z.string(), previousPhoneNumber: z.string(), newPhoneNumber: z.string() }),
);

export const contactChangeEvents = [EmailChangeRequested, EmailChanged, PhoneChangeRequested, PhoneChangeCodeMissed, PhoneNumberChanged] as const;
