import type pg from 'pg';
import { listDateShares, viewSharedDate, type ResponseOf } from '@sankofa/contracts';
import { AppError, NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { DATE_SHARES_PROJECTOR } from '@sankofa/projections/date-shares';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { sharedDateByToken, sharesOfMember } from './queries.ts';

export interface DateSafetyQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** Her own shares; and the public page her contact opens, which needs no sign-in and says nothing of her contact. */
export const dateSafetyQueryRouter = ({ pool, tokens }: DateSafetyQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([DATE_SHARES_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listDateShares, requireMember(tokens), async (ctx) => {
    ctx.body = (await sharesOfMember(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof listDateShares>;
  });
  mount(router, viewSharedDate, async (ctx, { params: { token } }) => {
    const found = await sharedDateByToken(pool, token);
    switch (found.status) {
      case 'unknown':
        throw new NotFoundError('This link does not exist: check that it was opened exactly as it was sent', 'shared_date_not_found');
      case 'stopped':
        throw new AppError(410, 'shared_date_stopped', 'She stopped sharing this date');
      case 'expired':
        throw new AppError(410, 'shared_date_expired', 'This link has expired: the date is over');
      case 'shown':
        // A page for one person: no cache keeps it past its expiry or a stop.
        ctx.set('Cache-Control', 'no-store');
        ctx.body = found.view satisfies ResponseOf<typeof viewSharedDate>;
    }
  });
  return router;
};
