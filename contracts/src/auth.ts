import { z } from 'zod';
import { optionalTwoFactorCode, twoFactorCode } from './fields.ts';
import { newPasswordInput } from './members.ts';
import { pushEndpoint } from './push.ts';
import { nothing, route, withPosition } from './route.ts';

/** Every auth route lies under this path, the only one the browser sends the refresh cookie to. */
export const AUTH_COOKIE_PATH = '/api/auth';

const signedIn = { auth: z.object({ accessToken: z.string() }), user: z.object({ id: z.string(), name: z.string() }) };

/** POST /api/auth/login: `{ requiresTwoFactor: true }` until the code is sent with the password. */
export const logIn = route({
  method: 'POST',
  path: '/api/auth/login',
  body: z.object({
    email: z.string().trim().min(1, 'Email is required').max(320),
    password: z.string().min(1, 'Password is required').max(1024),
    twoFactorCode: optionalTwoFactorCode,
  }),
  response: z.union([z.object({ requiresTwoFactor: z.literal(true) }), withPosition({ requiresTwoFactor: z.literal(false), ...signedIn })]),
});
export type LogInBody = z.input<typeof logIn.body>;
export type LogInResponse = z.infer<typeof logIn.response>;

/** POST /api/auth/refresh: the refresh token comes in its HttpOnly cookie, not in a body. */
export const refreshSession = route({ method: 'POST', path: '/api/auth/refresh', response: withPosition(signedIn) });
export type RefreshSessionResponse = z.infer<typeof refreshSession.response>;

/**
 * Ends this session. `pushEndpoint`, this device's push subscription when it has one, is removed
 * from her devices too, so a shared phone stops showing her notifications once she signs out.
 */
export const logOut = route({
  method: 'POST',
  path: '/api/auth/logout',
  body: z.object({ pushEndpoint: pushEndpoint.optional() }, { error: 'The body must be an object' }).default({}),
  response: nothing,
});
export const logOutEverywhere = route({ method: 'POST', path: '/api/auth/logout-everywhere', response: nothing });

export const changePassword = route({
  method: 'POST',
  path: '/api/auth/password',
  body: z.object({
    currentPassword: z.string().min(1, 'Current password is required').max(1024),
    newPassword: newPasswordInput,
    twoFactorCode: optionalTwoFactorCode,
  }),
  response: withPosition({ passwordChanged: z.literal(true) }),
});
export type ChangePasswordBody = z.input<typeof changePassword.body>;

export const setUpTwoFactor = route({
  method: 'POST',
  path: '/api/auth/two-factor/setup',
  // The secret, its otpauth:// URI and a QR code of it (a data URL).
  response: withPosition({ secret: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() }),
});
export type TwoFactorSetup = z.infer<typeof setUpTwoFactor.response>;

const codeBody = z.object({ code: twoFactorCode });

export const enableTwoFactor = route({ method: 'POST', path: '/api/auth/two-factor/enable', body: codeBody, response: withPosition({ twoFactorEnabled: z.literal(true) }) });
export const disableTwoFactor = route({ method: 'POST', path: '/api/auth/two-factor/disable', body: codeBody, response: withPosition({ twoFactorEnabled: z.literal(false) }) });

/** `<member id>.<43 base64url characters>`, as an e-mailed link (reset password, confirm a new address) carries it. */
const EMAILED_TOKEN = /^[\w-]{1,100}\.[A-Za-z0-9_-]{43}$/;
export const emailedLinkToken = z
  .string({ error: (issue) => (issue.input === undefined ? 'token is required' : 'token must be text') })
  .trim()
  .regex(EMAILED_TOKEN, 'token is malformed: open the link from the e-mail exactly as it was sent');

/**
 * POST /api/auth/password-reset: "forgot password". Always 202 `{ sent: true }`, whether or not an
 * account uses the address: the answer tells nobody who is a member.
 */
export const requestPasswordReset = route({
  method: 'POST',
  path: '/api/auth/password-reset',
  body: z.object({ email: z.string().trim().min(1, 'Email is required').max(320, 'Email must be at most 320 characters') }),
  response: z.object({ sent: z.literal(true) }),
});
export type RequestPasswordResetBody = z.input<typeof requestPasswordReset.body>;

/** POST /api/auth/password-reset/confirm: the link's token and a new password (with two-factor on, a code); every session ends. */
export const confirmPasswordReset = route({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  body: z.object({ token: emailedLinkToken, newPassword: newPasswordInput, twoFactorCode: optionalTwoFactorCode }),
  response: withPosition({ passwordReset: z.literal(true) }),
});
export type ConfirmPasswordResetBody = z.input<typeof confirmPasswordReset.body>;
