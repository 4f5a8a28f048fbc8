import Router from '@koa/router';
import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections';
import { NotFoundError, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { toPrivateMember, toPublicMember } from './member-view.ts';

export interface MembersQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** Only a member id: `/api/users/discovery`, `/api/users/location/…` fall through to the features that own them. */
const PUBLIC_PROFILE_PATH = /^\/api\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const memberRow = async (pool: pg.Pool, id: string): Promise<MemberRow> => {
  const { rows } = await pool.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  if (!rows[0]) throw new NotFoundError('Member not found', 'member_not_found');
  return rows[0];
};

/** GET /api/user (the token's member, private fields included) and GET /api/users/:id (a public profile). */
export const membersQueryRouter = ({ pool, tokens }: MembersQueryDependencies): Router => {
  const router = new Router();
  router.get('/api/user', requireMember(tokens), async (ctx) => {
    ctx.body = toPrivateMember(await memberRow(pool, principalOf(ctx).memberId));
  });
  router.get(PUBLIC_PROFILE_PATH, requireMember(tokens), async (ctx) => {
    ctx.body = toPublicMember(await memberRow(pool, (ctx.captures?.[0] ?? '').toLowerCase()));
  });
  return router;
};
