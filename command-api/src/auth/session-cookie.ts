import type { Context } from 'koa';
import { AUTH_COOKIE_PATH } from '@sankofa/contracts';

/** The refresh token's only home in the browser: script cannot read it, other sites cannot send it, and only the auth routes receive it. */
export const REFRESH_COOKIE = 'sankofa_refresh';

/**
 * `Secure` when the request came over TLS (`ctx.secure`: behind the gateway with TRUST_PROXY, its
 * X-Forwarded-Proto), so plain-HTTP development still works. Lives as long as the session.
 */
export const setRefreshCookie = (ctx: Context, refreshToken: string, expiresAt: Date): void => {
  ctx.cookies.set(REFRESH_COOKIE, refreshToken, { httpOnly: true, sameSite: 'strict', path: AUTH_COOKIE_PATH, secure: ctx.secure, expires: expiresAt, overwrite: true });
};

export const clearRefreshCookie = (ctx: Context): void => {
  ctx.cookies.set(REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: AUTH_COOKIE_PATH, secure: ctx.secure, expires: new Date(0), overwrite: true });
};

export const refreshCookieOf = (ctx: Context): string | undefined => ctx.cookies.get(REFRESH_COOKIE) || undefined;
