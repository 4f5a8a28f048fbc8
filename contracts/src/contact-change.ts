import { z } from 'zod';
import { emailedLinkToken } from './auth.ts';
import { route, withPosition } from './route.ts';

const password = z.string({ error: 'password is required' }).min(1, 'password is required').max(1024, 'password must be at most 1024 characters');

/** POST /api/user/email-change: with her password, a link to the new address (and a notice to the current one); the current one signs in until the link is opened. */
export const requestEmailChange = route({
  method: 'POST',
  path: '/api/user/email-change',
  body: z.object({
    newEmail: z
      .string({ error: (issue) => (issue.input === undefined ? 'newEmail is required' : 'newEmail must be an e-mail address') })
      .trim()
      .pipe(z.email({ error: 'newEmail must be an e-mail address' }).max(254, { error: 'newEmail must be at most 254 characters' })),
    password,
  }),
  response: withPosition({ sentTo: z.string(), expiresAt: z.string() }),
});
export type RequestEmailChangeBody = z.input<typeof requestEmailChange.body>;

/** POST /api/user/email-change/confirm: the link's token (no sign-in needed: it may be opened on another device); the new address signs in from now on. */
export const confirmEmailChange = route({
  method: 'POST',
  path: '/api/user/email-change/confirm',
  body: z.object({ token: emailedLinkToken }),
  response: withPosition({ email: z.string() }),
});

/** POST /api/user/phone-change: with her password, a 6-digit code by SMS to the new number. */
export const requestPhoneChange = route({
  method: 'POST',
  path: '/api/user/phone-change',
  body: z.object({
    newPhoneNumber: z
      .string({ error: (issue) => (issue.input === undefined ? 'newPhoneNumber is required' : 'newPhoneNumber must be text') })
      .trim()
      .regex(/^\+?[\d\s().-]{10,30}$/, { error: 'newPhoneNumber must be a phone number of at least 10 digits, such as +233 20 123 4567' }),
    password,
  }),
  response: withPosition({ expiresAt: z.string() }),
});
export type RequestPhoneChangeBody = z.input<typeof requestPhoneChange.body>;

/** POST /api/user/phone-change/confirm: the code texted to the new number; it becomes her number. */
export const confirmPhoneChange = route({
  method: 'POST',
  path: '/api/user/phone-change/confirm',
  body: z.object({ code: z.string({ error: 'code is required' }).trim().regex(/^\d{6}$/, { error: 'code must be the 6-digit code from the SMS' }) }),
  response: withPosition({ phoneNumber: z.string() }),
});
