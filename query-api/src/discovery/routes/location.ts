import type { Context } from 'koa';
import type pg from 'pg';
import { z } from 'zod';
import { getMembersFromHomeCountry, getMembersInCity, getMembersInDiasporaHub, type ResponseOf } from '@sankofa/contracts';
import { DISCOVERY_PROJECTOR, placeKey } from '@sankofa/projections/discovery';
import { mount, parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../../read-model-router.ts';
import { toPublicMember, type PublicMemberColumns } from '../../members/member-view.ts';
import { AFRICAN_CITIES, DIASPORA_HUBS, heritagesFrom, placeNamed } from '../places.ts';
import { cardsFromSql } from '../ranked-queries.ts';
import { SqlParams } from '../sql-params.ts';
import { noContactBlockBetween } from '../../moderation/blocks.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface LocationQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const MAX_RESULTS = 50;

/** Never blocked either way: a block hides both members from each other. */
const notBlockedSql = (viewerId: string, params: SqlParams): string => {
  const viewer = params.add(viewerId, 'text');
  return `NOT EXISTS (SELECT 1 FROM discovery_blocks b WHERE b.blocker_id = ${viewer} AND b.blocked_id = c.member_id)
    AND NOT EXISTS (SELECT 1 FROM discovery_blocks b WHERE b.blocker_id = c.member_id AND b.blocked_id = ${viewer})
    AND ${noContactBlockBetween(viewer, 'c.member_id')}
`;
};

/** The contract's city, checked against one of the server's lists of places where a route needs one. */
const cityAmong = (places: readonly string[], kind: string) =>
  z.object({ city: z.string().refine((city) => placeNamed(places, city) !== undefined, { error: `city must be one of the ${kind}: ${places.join(', ')}` }) });

const AFRICAN_CITY_NAMES = AFRICAN_CITIES.map(({ city }) => city);
const diasporaHub = cityAmong(DIASPORA_HUBS, 'diaspora hubs');
const africanCity = cityAmong(AFRICAN_CITY_NAMES, 'African cities');

/** Newest members first among those `place` selects; never the viewer, a suspended, hidden or paused member or one blocked either way. */
const membersWhere = async (pool: pg.Pool, ctx: Context, place: (params: SqlParams) => string): Promise<ResponseOf<typeof getMembersInCity>> => {
  const params = new SqlParams();
  const viewerId = principalOf(ctx).memberId;
  const where = `(${place(params)}) AND c.member_id <> ${params.add(viewerId, 'text')} AND NOT c.is_suspended AND NOT c.is_hidden AND NOT c.is_paused AND NOT c.is_deleted AND ${notBlockedSql(viewerId, params)}`;
  const { rows } = await pool.query<PublicMemberColumns>(`${cardsFromSql(where)} ORDER BY c.created_at DESC, c.member_id DESC LIMIT ${MAX_RESULTS}`, params.values);
  const now = new Date();
  return rows.map((row) => toPublicMember(row, now));
};

const inCity = (city: string) => (params: SqlParams) => `c.city_key = ${params.add(placeKey(city), 'text')}`;

/**
 * Location Discovery: people in a city (GET /api/users/location/:city), in a diaspora hub
 * (GET /api/users/diaspora-hub/:city) and from an African city's country, wherever they live
 * now, with those living in the city itself (GET /api/users/home-country/:city).
 */
export const locationQueryRouter = ({ pool, tokens }: LocationQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([DISCOVERY_PROJECTOR, MEMBERS_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, getMembersInCity, requireMember(tokens), async (ctx, { params: { city } }) => {
    ctx.body = await membersWhere(pool, ctx, inCity(city));
  });
  mount(router, getMembersInDiasporaHub, requireMember(tokens), async (ctx, { params }) => {
    const { city } = parseInput(diasporaHub, params, 'params');
    ctx.body = await membersWhere(pool, ctx, inCity(city));
  });
  mount(router, getMembersFromHomeCountry, requireMember(tokens), async (ctx, { params }) => {
    const { city } = parseInput(africanCity, params, 'params');
    const { country } = AFRICAN_CITIES.find((place) => place.city === placeNamed(AFRICAN_CITY_NAMES, city))!;
    const countryKey = placeKey(country);
    ctx.body = await membersWhere(
      pool,
      ctx,
      (params) =>
        `c.heritage = ANY(${params.add(heritagesFrom([countryKey!]), 'text[]')}) OR c.home_country_key = ${params.add(countryKey, 'text')} OR ${inCity(city)(params)}`,
    );
  });
  return router;
};
