import type Router from '@koa/router';
import { memberStream, pushStream, sessionStream } from '@sankofa/events';
import { logOut, logOutEverywhere, refreshSession, type CommandReply } from '@sankofa/contracts';
import { endedByCutoff, mount, principalOf, requireMember } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { pushDecider } from '../../push/decide.ts';
import { subscriptionIdOf } from '../../push/routes.ts';
import { rateLimit } from '../../rate-limits/index.ts';
import { respondWithPosition } from '../../respond.ts';
import { accountDecider } from '../account/decide.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { accountSuspendedError, readMemberAccess } from '../member-access.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../session-cookie.ts';
import { applyRevocations, formatRefreshToken, hashRefreshSecret, newRefreshSecret, parseRefreshToken } from '../sessions.ts';
import { InvalidRefreshTokenError, sessionDecider } from './decide.ts';

/**
 * POST /api/auth/refresh (no access token: it has usually expired; the refresh token comes in its
 * HttpOnly cookie), POST /api/auth/logout and POST /api/auth/logout-everywhere.
 */
export const sessionRoutes = (router: Router, deps: AuthDependencies): void => {
  const { store, tokens, clock = systemClock } = deps;

  mount(router, refreshSession, rateLimit('refresh'), async (ctx) => {
    const presented = parseRefreshToken(refreshCookieOf(ctx) ?? '');
    if (!presented) throw new InvalidRefreshTokenError('No session: sign in', 'invalid_refresh_token');
    const nextSecret = newRefreshSecret();
    const context = commandContextOf(ctx, clock);
    const result = await handleCommand({
      store,
      stream: sessionStream(presented.sessionId),
      decider: sessionDecider,
      command: { type: 'RefreshSession', now: context.now, presentedHash: hashRefreshSecret(presented.secret), nextHash: hashRefreshSecret(nextSecret) },
      context,
    }).catch((error: unknown) => {
      if (error instanceof InvalidRefreshTokenError) clearRefreshCookie(ctx);
      throw error;
    });
    const [event] = result.events;
    if (event?.type === 'SessionRevoked') {
      applyRevocations(deps, result.events);
      clearRefreshCookie(ctx);
      throw new InvalidRefreshTokenError('This refresh token was already used, so the session has been ended; sign in again', 'refresh_token_reused');
    }
    const session = result.state;
    if (session.status !== 'active') throw new InvalidRefreshTokenError();
    const member = await readMemberAccess(store, session.memberId);
    const startedAt = new Date(session.startedAt);
    // A password change or "sign out everywhere" ended it, though its own stream does not say so.
    if (member.status !== 'registered' || endedByCutoff(member.sessionsEnded, { sessionId: session.sessionId, startedAt })) {
      clearRefreshCookie(ctx);
      throw member.status === 'registered' && member.suspension ? accountSuspendedError(member.suspension) : new InvalidRefreshTokenError();
    }
    const accessToken = await tokens.issue({ memberId: member.memberId, role: member.role, session: { id: session.sessionId, startedAt } });
    // No event: another tab refreshed with this cookie a moment ago and the browser already holds the rotated one.
    if (event?.type === 'SessionRefreshed') setRefreshCookie(ctx, formatRefreshToken(session.sessionId, nextSecret), new Date(event.data.expiresAt));
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 200, { auth: { accessToken }, user: { id: member.memberId, name: member.name } } satisfies CommandReply<typeof refreshSession>, result.position);
  });

  /**
   * Ends the session of the access token (or, for a token that names none, of the cookie), forgets
   * the cookie, and drops the push subscription of the device she signs out on, when it says which.
   */
  mount(router, logOut, requireMember(tokens), async (ctx, { body: { pushEndpoint } }) => {
    const { memberId, session } = principalOf(ctx);
    const sessionId = session?.id ?? parseRefreshToken(refreshCookieOf(ctx) ?? '')?.sessionId;
    clearRefreshCookie(ctx);
    const unsubscribed = pushEndpoint
      ? await handleCommand({
          store,
          stream: pushStream(memberId),
          decider: pushDecider,
          command: { type: 'UnsubscribeDevice', memberId, subscriptionId: subscriptionIdOf(pushEndpoint) },
          context: commandContextOf(ctx, clock),
        })
      : null;
    if (!sessionId) return respondWithPosition(ctx, 200, {}, unsubscribed?.position ?? null);
    const result = await handleCommand({
      store,
      stream: sessionStream(sessionId),
      decider: sessionDecider,
      command: { type: 'RevokeSession', memberId },
      context: commandContextOf(ctx, clock),
    });
    applyRevocations(deps, result.events);
    respondWithPosition(ctx, 200, {}, result.position);
  });

  /** "Sign out everywhere": every session of the member ends, this one included. */
  mount(router, logOutEverywhere, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const context = commandContextOf(ctx, clock);
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: accountDecider, command: { type: 'EndAllSessions', now: context.now }, context });
    applyRevocations(deps, result.events);
    clearRefreshCookie(ctx);
    respondWithPosition(ctx, 200, {}, result.position);
  });
};
