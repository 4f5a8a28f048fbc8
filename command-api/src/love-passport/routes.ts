import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { createLovePassport, passportRegionNamed, type CommandReply } from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { ForbiddenError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { respondWithPosition } from '../respond.ts';
import { isPremiumAt, readParticipant } from '../swipes/participant.ts';
import { createStreamStates } from '../stream-states.ts';
import { createPassportFor, createPassportStates } from './passport-commands.ts';

export interface LovePassportRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/love-passport, as the token's member; premium is read from their own stream, never taken from the body. */
export const lovePassportRouter = ({ store, tokens }: LovePassportRouterDependencies): Router => {
  const router = new Router();
  // The swipes router keeps its own fold of the same streams: a stale fold costs a read, never a wrong count.
  const passports = createPassportStates();
  const participants = createStreamStates<Parameters<typeof isPremiumAt>[0]>(10_000);

  mount(router, createLovePassport, requireMember(tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    if (body.userId !== undefined && body.userId !== memberId) throw new ForbiddenError('You can only create passports for yourself');
    const context = eventContextOf(ctx);
    const now = context.now ?? new Date();
    const member = await readParticipant(store, participants, memberId);
    const region = passportRegionNamed(body.region)!;
    const passportId = uuidv7();
    const result = await createPassportFor(
      store,
      passports,
      { passportId, memberId, region: region.name, country: body.country || null, isPremium: isPremiumAt(member, now), now: now.toISOString() },
      context,
    );
    const event = result.events.find((appended) => appended.type === 'PassportCreated');
    if (event?.type !== 'PassportCreated') throw new Error('A passport was decided but not created');
    const created = event.data;
    const passport = {
      id: created.passportId,
      region: created.region,
      country: created.country,
      maxSwipes: created.swipeLimit,
      activatedAt: created.activatedAt,
      expiresAt: created.expiresAt,
    };
    respondWithPosition(ctx, 201, { passport } satisfies CommandReply<typeof createLovePassport>, result.position);
  });
  return router;
};
