import type pg from 'pg';
import {
  PATH_ID, getEvent, listBookmarkedEvents, listCulturalEvents, listEventInvitations, listEvents, type CommunityEventView, type EventInvitationView,
} from '@sankofa/contracts';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { COMMUNITY_EVENTS_PROJECTOR } from '@sankofa/projections/community-events';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { culturalEvents, eventById, invitationsOf, upcomingEvents } from './queries.ts';
import { toEventView, toInvitationView } from './views.ts';

export interface CommunityEventsQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** The event catalog, the reader's saved events and date invitations: counts and standing are the token member's. */
export const communityEventsQueryRouter = ({ pool, tokens }: CommunityEventsQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([COMMUNITY_EVENTS_PROJECTOR, MATCHES_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listEvents, requireMember(tokens), async (ctx, { query: filters }) => {
    ctx.body = (await upcomingEvents(pool, principalOf(ctx).memberId, filters)).map(toEventView) satisfies CommunityEventView[];
  });
  mount(router, listCulturalEvents, requireMember(tokens), async (ctx) => {
    ctx.body = (await culturalEvents(pool, principalOf(ctx).memberId)).map(toEventView) satisfies CommunityEventView[];
  });
  mount(router, listBookmarkedEvents, requireMember(tokens), async (ctx) => {
    ctx.body = (await upcomingEvents(pool, principalOf(ctx).memberId, { culturalEvents: false, bookmarkedOnly: true })).map(toEventView) satisfies CommunityEventView[];
  });
  mount(router, listEventInvitations, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    ctx.body = (await invitationsOf(pool, memberId)).map((row) => toInvitationView(row, memberId)) satisfies EventInvitationView[];
  });
  // After the fixed paths above, which getEvent's path would take for ids ('cultural', 'bookmarked', 'invitations').
  mount(router, getEvent, requireMember(tokens), async (ctx, { params: { id: eventId } }) => {
    const row = PATH_ID.test(eventId) ? await eventById(pool, principalOf(ctx).memberId, eventId) : null;
    if (!row) throw new NotFoundError('This event does not exist', 'event_not_found');
    ctx.body = toEventView(row) satisfies CommunityEventView;
  });
  return router;
};
