import Router from '@koa/router';
import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';
import { NotFoundError, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { noBlockBetween } from '../moderation/blocks.ts';
import { toPrivateMember, toPublicMember } from './member-view.ts';

export interface MembersQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** Only a member id: `/api/users/discovery`, `/api/users/location/…` fall through to the features that own them. */
const PUBLIC_PROFILE_PATH = /^\/api\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const firstMember = (rows: MemberRow[]): MemberRow => {
  if (!rows[0]) throw new NotFoundError('Member not found', 'member_not_found');
  return rows[0];
};

const ownRow = async (pool: pg.Pool, id: string) => firstMember((await pool.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id])).rows);

/** A block hides both members from each other: to either of them the other's profile does not exist. */
const visibleRow = async (pool: pg.Pool, id: string, viewerId: string) =>
  firstMember((await pool.query<MemberRow>(`SELECT * FROM members m WHERE m.id = $1 AND ${noBlockBetween('$2', 'm.id')}`, [id, viewerId])).rows);

/** GET /api/user (the token's member, private fields included) and GET /api/users/:id (a public profile). */
export const membersQueryRouter = ({ pool, tokens }: MembersQueryDependencies): Router => {
  const router = new Router();
  router.get('/api/user', requireMember(tokens), async (ctx) => {
    ctx.body = toPrivateMember(await ownRow(pool, principalOf(ctx).memberId));
  });
  // Named as its contract's path: the name labels its latency series, where the RegExp would be unreadable.
  router.get('/api/users/:id', PUBLIC_PROFILE_PATH, requireMember(tokens), async (ctx) => {
    ctx.body = toPublicMember(await visibleRow(pool, (ctx.captures?.[0] ?? '').toLowerCase(), principalOf(ctx).memberId));
  });
  return router;
};
