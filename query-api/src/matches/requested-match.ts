import type { Context } from 'koa';
import type pg from 'pg';
import { PATH_ID } from '@sankofa/contracts';
import { NotFoundError, principalOf } from '@sankofa/server-kit';
import { openMatchOf } from './queries.ts';
import { MATCH_NOT_FOUND } from './views.ts';

/** The match `:id` names, for the token's member: only the two members of an open match, with no block between them, find it; to anyone else it does not exist. */
export const requestedMatch = async (pool: pg.Pool, ctx: Context) => {
  const id = String(ctx.params.id ?? '');
  const match = PATH_ID.test(id) ? await openMatchOf(pool, principalOf(ctx).memberId, id) : null;
  if (!match) throw new NotFoundError(MATCH_NOT_FOUND, 'match_not_found');
  return match;
};
