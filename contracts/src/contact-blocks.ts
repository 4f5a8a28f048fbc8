import { z } from 'zod';
import { nothing, route, withPosition } from './route.ts';

/** At most this many numbers in one request, and in one member's list. */
export const MAX_CONTACT_BLOCKS = 1000;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** A number as members write it (`+44 20 7946 0958`, `0712-345-678`): 7 to 15 digits, the rest ignored. */
const phoneNumber = z
  .string({ error: 'each phone number must be text' })
  .refine((phone) => /^[\d\s()+.-]+$/.test(phone.trim()), { error: 'a phone number may hold only digits, spaces, +, -, . and brackets' })
  .refine((phone) => phone.replace(/\D/g, '').length >= MIN_DIGITS && phone.replace(/\D/g, '').length <= MAX_DIGITS, {
    error: `a phone number must have ${MIN_DIGITS} to ${MAX_DIGITS} digits`,
  });

/**
 * Block people I know: the numbers are hashed on the server (the key of the phone reservations)
 * and never kept in clear; whoever holds one now or later and she never see each other.
 */
export const blockContacts = route({
  method: 'POST',
  path: '/api/contact-blocks',
  body: z.object(
    {
      phoneNumbers: z
        .array(phoneNumber, { error: 'phoneNumbers must be a list of phone numbers' })
        .min(1, { error: 'phoneNumbers must hold at least one phone number' })
        .max(MAX_CONTACT_BLOCKS, { error: `phoneNumbers may hold at most ${MAX_CONTACT_BLOCKS} phone numbers` }),
    },
    { error: 'The body must be an object with phoneNumbers' },
  ),
  response: withPosition({ count: z.number().int() }),
});
export type BlockContactsBody = z.input<typeof blockContacts.body>;

/** How many numbers she blocked: the numbers themselves cannot be read back. */
export const getContactBlocks = route({ method: 'GET', path: '/api/contact-blocks', response: z.object({ count: z.number().int() }) });

/** Removes all her blocked numbers. */
export const clearContactBlocks = route({ method: 'DELETE', path: '/api/contact-blocks', response: nothing });
