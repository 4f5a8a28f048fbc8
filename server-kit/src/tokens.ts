import type { Context, Next } from 'koa';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ForbiddenError, UnauthorizedError } from './errors.ts';
import type { SessionRevocations } from './sessions/revocations.ts';
import { RecentlyUsedMap } from './recently-used-map.ts';

export interface Principal {
  memberId: string;
  role: 'member' | 'admin';
  /** The sign-in the token was issued for (every token a login or a refresh issues has one): ending it ends the token. */
  session?: { id: string; startedAt: Date };
}

/** A verified token's principal and when the token stops being valid (long-lived sockets close then). */
export interface VerifiedPrincipal extends Principal {
  expiresAt: Date;
}

export interface AccessTokens {
  issue(principal: Principal): Promise<string>;
  /** Throws `UnauthorizedError` for a missing, malformed, forged or expired token, and for one whose session has ended. */
  verify(token: string): Promise<VerifiedPrincipal>;
  /** Whether the session of an already verified principal has ended since (a long-lived socket asks). */
  isRevoked(principal: Principal): boolean;
}

const ISSUER = 'sankofa';

// Tokens verified lately, each until it expires: a client sends its token with every request, and a signature check costs more than the request's own work.
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 access tokens; the acting member is always the token's subject. */
export const createAccessTokens = (options: { secret: string; ttlSeconds: number; revocations?: SessionRevocations }): AccessTokens => {
  const key = new TextEncoder().encode(options.secret);
  const verified = new RecentlyUsedMap<string, VerifiedPrincipal>(VERIFIED_TOKENS_KEPT);
  const remember = (token: string, principal: VerifiedPrincipal) => {
    verified.set(token, principal);
  };
  const checkSignature = async (token: string): Promise<VerifiedPrincipal> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub || payload.exp === undefined) throw new UnauthorizedError('Access token has no subject or expiry');
      const role = payload.role === 'admin' ? 'admin' : 'member';
      const session = typeof payload.sid === 'string' && typeof payload.sst === 'number' ? { id: payload.sid, startedAt: new Date(payload.sst) } : undefined;
      return { memberId: payload.sub, role, ...(session && { session }), expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Access token expired');
      throw new UnauthorizedError('Invalid access token');
    }
  };
  // Checked on every verify, after the cache too: a cached token of a session ended since is refused.
  const isRevoked = (principal: Principal) =>
    principal.session !== undefined && options.revocations?.isRevoked({ memberId: principal.memberId, sessionId: principal.session.id, startedAt: principal.session.startedAt }) === true;
  const unlessRevoked = (token: string, principal: VerifiedPrincipal) => {
    if (!isRevoked(principal)) return principal;
    verified.delete(token);
    throw new UnauthorizedError('This session has ended; sign in again');
  };
  return {
    isRevoked,
    issue: (principal) =>
      // `sid` names the session, `sst` (ms) says when it started: a member-wide end of sessions covers those started before it.
      new SignJWT({ role: principal.role, ...(principal.session && { sid: principal.session.id, sst: principal.session.startedAt.getTime() }) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.memberId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt.getTime() > Date.now()) return unlessRevoked(token, known);
      if (known) verified.delete(token);
      const principal = unlessRevoked(token, await checkSignature(token));
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
  const { memberId, role, session } = await tokens.verify(token);
  ctx.state.principal = { memberId, role, ...(session && { session }) };
  return next();
};

/** After `requireMember`: only a token carrying the admin role passes; anyone else is 403. */
export const requireAdmin = () => async (ctx: Context, next: Next) => {
  if (principalOf(ctx).role !== 'admin') throw new ForbiddenError('Only admins can do this');
  return next();
};

export const principalOf = (ctx: Context): Principal => {
  const principal = ctx.state.principal as Principal | undefined;
  if (!principal) throw new UnauthorizedError();
  return principal;
};
