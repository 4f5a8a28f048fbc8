import { getContactBlocks, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

/** GET /api/contact-blocks: how many numbers the token's member blocked; the numbers are hashes and cannot be shown. */
export const contactBlocksQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([CONTACT_BLOCKS_PROJECTOR]);
  mount(router, getContactBlocks, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM public.contact_block_hashes WHERE member_id = $1', [principalOf(ctx).memberId]);
    ctx.body = { count: rows[0]?.count ?? 0 } satisfies ResponseOf<typeof getContactBlocks>;
  });
  return router;
};
