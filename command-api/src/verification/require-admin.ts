import type { Context, Next } from 'koa';
import { ForbiddenError, principalOf } from '@sankofa/server-kit';

/** After `requireMember`: only a token carrying the admin role passes; anyone else is 403. */
export const requireAdmin = () => async (ctx: Context, next: Next) => {
  if (principalOf(ctx).role !== 'admin') throw new ForbiddenError('Only admins can do this');
  return next();
};
