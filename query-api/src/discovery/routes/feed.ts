import type pg from 'pg';
import { z } from 'zod';
import { CURSOR_RULE, getDiscovery, NEXT_CURSOR_HEADER } from '@sankofa/contracts';
import { ConflictError, mount, NotFoundError, parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { DISCOVERY_PROJECTOR } from '@sankofa/projections/discovery';
import { LOVE_PASSPORTS_PROJECTOR } from '@sankofa/projections/love-passport';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../../read-model-router.ts';
import { passportOf } from '../../love-passport/queries.ts';
import { passportAreaOf, type PassportArea } from '../passport-area.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { discoveryProfilesJson } from '../profile-json.ts';
import { createRankedLists, type RankedCard, type RankedLists } from '../ranked-lists.ts';
import type { RankKey } from '../ranking.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface DiscoveryQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** One per process by default; tests pass their own. */
  rankedLists?: RankedLists;
}

export { NEXT_CURSOR_HEADER };

/** The contract's cursor decoded into the key of the last card shown (the contract keeps it opaque). */
const cursorKey = z.object({
  cursor: getDiscovery.query.shape.cursor.transform((cursor, context) => {
    if (cursor === undefined) return undefined;
    const key = decodeCursor(cursor);
    if (!key) context.addIssue({ code: 'custom', message: CURSOR_RULE });
    return key ?? z.NEVER;
  }),
});

/** The member's own passport, while active: another member's, or none, is not found; an expired one is refused. */
const activePassportArea = async (pool: pg.Pool, memberId: string, passportId: string, now: Date): Promise<PassportArea> => {
  const passport = await passportOf(pool, memberId, passportId);
  if (!passport) throw new NotFoundError('This love passport does not exist', 'passport_not_found');
  if (passport.expires_at <= now) throw new ConflictError('This love passport has expired', 'passport_expired');
  return passportAreaOf(passport.id, passport.region, passport.country);
};

type ReadCards = (after: RankKey | null, count: number) => Promise<RankedCard[]>;
const VERIFIED_SCAN_PAGE = 50;
/** Enough pages of the list to scan for a filtered page without letting one request read it all. */
const VERIFIED_SCAN_LIMIT = 20;

/** The 'verified only' filter: the ranked list read on in order, keeping verified members until `want` are found. */
const verifiedCards = async (read: ReadCards, cursor: RankKey | null, want: number): Promise<RankedCard[]> => {
  const kept: RankedCard[] = [];
  let after = cursor;
  for (let scans = 0; scans < VERIFIED_SCAN_LIMIT; scans++) {
    const found = await read(after, VERIFIED_SCAN_PAGE);
    for (const card of found) {
      if (card.card.is_verified) kept.push(card);
      if (kept.length === want) return kept;
    }
    if (found.length < VERIFIED_SCAN_PAGE) return kept;
    after = found.at(-1)!.candidate;
  }
  return kept;
};

/**
 * GET /api/users/discovery?limit=&cursor=&passport=: the profiles to swipe, best first, as a plain array
 * (the spec's client reads one); `X-Next-Cursor` carries the next page's cursor when there is one.
 * With a passport, only its region's members (living in, or coming from it), whatever the distance.
 */
export const discoveryQueryRouter = ({ pool, tokens, rankedLists = createRankedLists(pool) }: DiscoveryQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([DISCOVERY_PROJECTOR, LOVE_PASSPORTS_PROJECTOR, MEMBERS_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, getDiscovery, requireMember(tokens), async (ctx, { query: { limit, cursor: cursorText, passport: passportId, verifiedOnly } }) => {
    const { cursor } = parseInput(cursorKey, { cursor: cursorText }, 'query');
    const { memberId } = principalOf(ctx);
    const now = new Date();
    const passport = passportId === undefined ? undefined : await activePassportArea(pool, memberId, passportId, now);
    const read = (after: RankKey | null, count: number) => rankedLists.page(memberId, after, count, passport);
    const found = verifiedOnly ? await verifiedCards(read, cursor ?? null, limit + 1) : await read(cursor ?? null, limit + 1);
    const page = found.slice(0, limit);
    if (found.length > limit) ctx.set(NEXT_CURSOR_HEADER, encodeCursor(page.at(-1)!.candidate));
    ctx.type = 'json';
    ctx.body = discoveryProfilesJson(page, now);
  });
  return router;
};
