import type { Context, Next } from 'koa';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError } from './errors.ts';

export interface Principal {
  memberId: string;
  role: 'member' | 'admin';
}

/** A verified token's principal and when the token stops being valid (long-lived sockets close then). */
export interface VerifiedPrincipal extends Principal {
  expiresAt: Date;
}

export interface AccessTokens {
  issue(principal: Principal): Promise<string>;
  /** Throws `UnauthorizedError` for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<VerifiedPrincipal>;
}

const ISSUER = 'sankofa';

// Tokens verified lately, each until it expires: a client sends its token with every request, and a signature check costs more than the request's own work.
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 access tokens; the acting member is always the token's subject. */
export const createAccessTokens = (options: { secret: string; ttlSeconds: number }): AccessTokens => {
  const key = new TextEncoder().encode(options.secret);
  const verified = new Map<string, VerifiedPrincipal>();
  const remember = (token: string, principal: VerifiedPrincipal) => {
    verified.set(token, principal);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  };
  const checkSignature = async (token: string): Promise<VerifiedPrincipal> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub || payload.exp === undefined) throw new UnauthorizedError('Access token has no subject or expiry');
      return { memberId: payload.sub, role: payload.role === 'admin' ? 'admin' : 'member', expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Access token expired');
      throw new UnauthorizedError('Invalid access token');
    }
  };
  return {
    issue: (principal) =>
      new SignJWT({ role: principal.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.memberId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      if (known) verified.delete(token);
      const principal = await checkSignature(token);
      remember(token, principal);
      return principal;
    },
  };
};

export const bearerToken = (ctx: Context): string | undefined => {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

declare module 'koa' {
  interface DefaultState {
    principal?: Principal;
  }
}

/** Puts the token's principal on `ctx.state.principal`; 401 without a valid token. */
export const requireMember = (tokens: AccessTokens) => async (ctx: Context, next: Next) => {
  const token = bearerToken(ctx);
  if (!token) throw new UnauthorizedError();
  const { memberId, role } = await tokens.verify(token);
  ctx.state.principal = { memberId, role };
  return next();
};

export const principalOf = (ctx: Context): Principal => {
  const principal = ctx.state.principal as Principal | undefined;
  if (!principal) throw new UnauthorizedError();
  return principal;
};
