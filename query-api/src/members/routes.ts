import type { Context, Next } from 'koa';
import type pg from 'pg';
import { getCurrentUser, getPublicProfile } from '@sankofa/contracts';
import { MEMBERS_PROJECTOR, type MemberRow } from '@sankofa/projections/members';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MODERATION_PROJECTOR } from '@sankofa/projections/moderation';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { noBlockBetween } from '../moderation/blocks.ts';
import { toPrivateMember, toPublicMember } from './member-view.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface MembersQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const MEMBER_NOT_FOUND = 'Member not found';

const firstMember = (rows: MemberRow[]): MemberRow => {
  if (!rows[0]) throw new NotFoundError(MEMBER_NOT_FOUND, 'member_not_found');
  return rows[0];
};

const ownRow = async (pool: pg.Pool, id: string) => firstMember((await pool.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id])).rows);

/** A block hides both members from each other: to either of them the other's profile does not exist. */
const visibleRow = async (pool: pg.Pool, id: string, viewerId: string) =>
  firstMember((await pool.query<MemberRow>(`SELECT * FROM members m WHERE m.id = $1 AND ${noBlockBetween('$2', 'm.id')}`, [id, viewerId])).rows);

/**
 * Anything but a member id names no profile (a 404 like an unknown member's), before the token is
 * even checked. Its router goes after the features whose `/api/users/<word>` this path would take.
 */
const onlyMemberIds = (ctx: Context, next: Next) => {
  if (!getPublicProfile.params.safeParse(ctx.params).success) throw new NotFoundError(MEMBER_NOT_FOUND, 'member_not_found');
  return next();
};

/** GET /api/user (the token's member, private fields included) and GET /api/users/:id (a public profile). */
export const membersQueryRouter = ({ pool, tokens }: MembersQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([MEMBERS_PROJECTOR, MODERATION_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, getCurrentUser, requireMember(tokens), async (ctx) => {
    ctx.body = toPrivateMember(await ownRow(pool, principalOf(ctx).memberId));
  });
  mount(router, getPublicProfile, onlyMemberIds, requireMember(tokens), async (ctx, { params: { id } }) => {
    ctx.body = toPublicMember(await visibleRow(pool, id, principalOf(ctx).memberId));
  });
  return router;
};
