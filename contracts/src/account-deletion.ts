import { z } from 'zod';
import { optionalTwoFactorCode } from './fields.ts';
import { route, withPosition } from './route.ts';

/**
 * POST /api/user/delete: the token's member deletes her account for good, confirming with her password
 * (and a code when two-factor is on). Every session ends; she leaves every list; her e-mail is free again.
 */
export const deleteAccount = route({
  method: 'POST',
  path: '/api/user/delete',
  body: z.object({ password: z.string().min(1, 'Your password is required to delete your account').max(1024), twoFactorCode: optionalTwoFactorCode }),
  response: withPosition({ deleted: z.literal(true) }),
});
export type DeleteAccountBody = z.input<typeof deleteAccount.body>;
