import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { updateLocation, type CommandReply } from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { ForbiddenError, coarseCoordinates, coarseLocationText, mount, principalOf, requireMember, type AccessTokens, type ReverseGeocoder } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { rateLimit } from '../../rate-limits/index.ts';
import { respondWithPosition } from '../../respond.ts';
import type { RegisteredMember } from '../member.ts';
import { handleMemberCommand } from '../member-stream.ts';

export interface LocationDependencies {
  store: EventStore;
  tokens: AccessTokens;
  geocoder: ReverseGeocoder;
}

/** Before the body is read: another member's location is refused whatever is sent. */
const onlyOwnProfile = (ctx: Context, next: Next) => {
  if (ctx.params.id !== principalOf(ctx).memberId) throw new ForbiddenError('You can only change your own profile');
  return next();
};

/**
 * POST /api/users/:id/update-location: `:id` is the spec client's "current user" and must be
 * the token's member. The server's offline lookup wins over the place the client sends; it
 * names the coarse point, so the city tells no more about the member than her grid cell does.
 */
export const locationRouter = ({ store, tokens, geocoder }: LocationDependencies): Router => {
  const router = new Router();
  mount(router, updateLocation, requireMember(tokens), rateLimit('locationChanges'), onlyOwnProfile, async (ctx, { body: { latitude: exactLatitude, longitude: exactLongitude, ...sent } }) => {
    const { memberId } = principalOf(ctx);
    const { latitude, longitude } = coarseCoordinates({ latitude: exactLatitude, longitude: exactLongitude });
    const found = geocoder.reverse(latitude, longitude);
    const result = await handleMemberCommand(
      store,
      {
        type: 'UpdateLocation',
        data: {
          memberId,
          latitude,
          longitude,
          // A location typed as coordinates is made coarse too (location privacy).
          location: found?.location ?? (sent.location ? coarseLocationText(sent.location) : null),
          currentCity: found?.city ?? sent.currentCity,
          currentCountry: found?.country ?? sent.currentCountry,
        },
      },
      eventContextOf(ctx),
    );
    // The decider refuses an unregistered member, so a decided update leaves a registered one.
    const { place } = result.state as RegisteredMember;
    respondWithPosition(ctx, 200, { ...place } satisfies CommandReply<typeof updateLocation>, result.position);
  });
  return router;
};
