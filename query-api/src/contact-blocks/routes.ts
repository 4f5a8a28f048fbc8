import Router from '@koa/router';
import { getContactBlocks, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';

/** GET /api/contact-blocks: how many numbers the token's member blocked; the numbers are hashes and cannot be shown. */
export const contactBlocksQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): Router => {
  const router = new Router();
  mount(router, getContactBlocks, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM public.contact_block_hashes WHERE member_id = $1', [principalOf(ctx).memberId]);
    ctx.body = { count: rows[0]?.count ?? 0 } satisfies ResponseOf<typeof getContactBlocks>;
  });
  return router;
};
