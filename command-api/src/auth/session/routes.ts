import type Router from '@koa/router';
import { z } from 'zod';
import { catalog, sessionStream } from '@sankofa/events';
import { ForbiddenError, parseInput, principalOf, requireMember } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { rateLimit } from '../../rate-limits/index.ts';
import { respondWithPosition } from '../../respond.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { readMemberAccess } from '../member-access.ts';
import { formatRefreshToken, hashRefreshSecret, newRefreshSecret, parseRefreshToken } from '../sessions.ts';
import { InvalidRefreshTokenError, sessionDecider } from './decider.ts';

const refreshTokenBody = z.object({ refreshToken: z.string().min(1).max(512) });

/** POST /refresh (no access token: it has usually expired) and POST /logout. */
export const sessionRoutes = (router: Router, { store, tokens, clock = systemClock }: AuthDependencies): void => {
  router.post('/refresh', rateLimit('refresh'), async (ctx) => {
    const { refreshToken } = parseInput(refreshTokenBody, ctx.request.body, 'body');
    const presented = parseRefreshToken(refreshToken);
    if (!presented) throw new InvalidRefreshTokenError();
    const nextSecret = newRefreshSecret();
    const context = commandContextOf(ctx, clock);
    const result = await handleCommand({
      store,
      stream: sessionStream(presented.sessionId),
      decider: sessionDecider,
      command: { type: 'RefreshSession', now: context.now, presentedHash: hashRefreshSecret(presented.secret), nextHash: hashRefreshSecret(nextSecret) },
      context,
      catalog,
    });
    const [event] = result.events;
    if (event?.type !== 'SessionRefreshed') {
      throw new InvalidRefreshTokenError('This refresh token was already used, so the session has been ended; sign in again', 'refresh_token_reused');
    }
    const member = await readMemberAccess(store, event.data.memberId);
    if (member.status !== 'registered') throw new InvalidRefreshTokenError();
    const accessToken = await tokens.issue({ memberId: member.memberId, role: member.role });
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 200, { auth: { accessToken, refreshToken: formatRefreshToken(presented.sessionId, nextSecret) } }, result.position);
  });

  router.post('/logout', requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const { refreshToken } = parseInput(refreshTokenBody, ctx.request.body, 'body');
    const presented = parseRefreshToken(refreshToken);
    if (!presented) throw new ForbiddenError('You can only end your own sessions');
    const result = await handleCommand({
      store,
      stream: sessionStream(presented.sessionId),
      decider: sessionDecider,
      command: { type: 'RevokeSession', memberId, presentedHash: hashRefreshSecret(presented.secret) },
      context: commandContextOf(ctx, clock),
      catalog,
    });
    respondWithPosition(ctx, 200, {}, result.position);
  });
};
