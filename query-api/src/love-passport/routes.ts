import type pg from 'pg';
import { listLovePassports, PASSPORT_REGIONS, type LovePassportsResponse } from '@sankofa/contracts';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { LOVE_PASSPORTS_PROJECTOR } from '@sankofa/projections/love-passport';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { isPremiumMember } from '../members/premium-member.ts';
import { passportsOf } from './queries.ts';
import { toPassportView } from './views.ts';

export interface LovePassportQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** GET /api/love-passports: the regions, and the token's member's passports (active ones first) with time and swipes left. */
export const lovePassportQueryRouter = ({ pool, tokens }: LovePassportQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([LOVE_PASSPORTS_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listLovePassports, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    const [rows, isPremium] = await Promise.all([passportsOf(pool, memberId), isPremiumMember(pool, memberId, now)]);
    const passports = rows.map((row) => toPassportView(row, now)).sort((a, b) => Number(b.isActive) - Number(a.isActive));
    ctx.body = { regions: PASSPORT_REGIONS.map((region) => ({ ...region, countries: [...region.countries] })), passports, isPremium } satisfies LovePassportsResponse;
  });
  return router;
};
