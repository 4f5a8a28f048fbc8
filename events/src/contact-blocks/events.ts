import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `member-<memberId>`: she blocked people she knows by their phone numbers. Only their keyed
 * hashes are recorded (HMAC-SHA256 under IDENTITY_BAN_KEY, the id of each number's `phone-<hash>`
 * reservation stream), never a digit, so whoever holds a number now or later is matched by stream.
 */
export const ContactNumbersBlocked = defineEvent('ContactNumbersBlocked', z.object({ memberId: z.string(), phoneHashes: z.array(z.string()) }));

/** On `member-<memberId>`: she removed all her blocked numbers; those people may see her again. */
export const ContactBlocksCleared = defineEvent('ContactBlocksCleared', z.object({ memberId: z.string() }));

export const contactBlockEvents = [ContactNumbersBlocked, ContactBlocksCleared] as const;
