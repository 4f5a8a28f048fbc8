import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `member-<memberId>`: the member deleted her account from Settings, confirmed with her password
 * (and a code with two-factor on). Every session ends and she leaves every read model; it carries
 * nothing about her but her id, and nothing undoes it.
 */
export const AccountDeleted = defineEvent('AccountDeleted', z.object({ memberId: z.string() }));

/**
 * One stream per keyed hash, `banned-<HMAC-SHA256 of the identity>`: a member was suspended for abuse
 * (or deleted her account while suspended), and this e-mail, phone or photo may not come back. The stream name is all
 * that is kept of it; the key is the server's (IDENTITY_BAN_KEY), so the name cannot be reversed by guessing.
 */
export const bannedIdentityStream = (keyedHash: string) => `banned-${keyedHash}`;
export const IdentityBanned = defineEvent('IdentityBanned', z.object({ kind: z.enum(['email', 'phone', 'photo']) }));
/** On `banned-<hash>`: the suspension that banned this identity was lifted; it may be used again. */
export const IdentityBanLifted = defineEvent('IdentityBanLifted', z.object({ kind: z.enum(['email', 'phone', 'photo']) }));

export const accountDeletionEvents = [AccountDeleted, IdentityBanned, IdentityBanLifted] as const;
