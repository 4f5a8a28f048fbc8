import type Router from '@koa/router';
import { authRouter } from '@sankofa/command-api/auth';
import { chatRouters } from '@sankofa/command-api/chat';
import { consumablesRouter, revokeUnpaidPurchase } from '@sankofa/command-api/consumables';
import { mediaRouter } from '@sankofa/command-api/media';
import { membersRouters } from '@sankofa/command-api/members';
import { notificationsRouter } from '@sankofa/command-api/notifications';
import { preferencesRouter } from '@sankofa/command-api/preferences';
import { premiumRouter } from '@sankofa/command-api/premium';
import { safetyRouter } from '@sankofa/command-api/safety';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { profileViewsRouter } from '@sankofa/command-api/profile-views';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { lovePassportRouter } from '@sankofa/command-api/love-passport';
import { privacyRouter } from '@sankofa/command-api/privacy';
import { gamesRouter } from '@sankofa/command-api/games';
import { communityEventsRouter } from '@sankofa/command-api/community-events';
import { verificationAdminRouter, verificationRouter } from '@sankofa/command-api/verification';
import { virtualDatesRouter } from '@sankofa/command-api/virtual-dates';
import type { LiveClientHandler, LiveMapper } from '@sankofa/query-api';
import { influencersRouter } from '@sankofa/command-api/influencers';
import { consumablesQueryRouter } from '@sankofa/query-api/consumables';
import { createRankedLists, discoveryQueryRouter, locationQueryRouter } from '@sankofa/query-api/discovery';
import { geoQueryRouter } from '@sankofa/query-api/geo';
import { lovePassportQueryRouter } from '@sankofa/query-api/love-passport';
import { chatLiveMappers, chatQueryRouters } from '@sankofa/query-api/chat';
import { matchesLiveMappers, matchesQueryRouter } from '@sankofa/query-api/matches';
import { mediaQueryRouter } from '@sankofa/query-api/media';
import { memberStatsQueryRouter } from '@sankofa/query-api/member-stats';
import { membersQueryRouter } from '@sankofa/query-api/members';
import { moderationQueryRouter } from '@sankofa/query-api/moderation';
import { analyticsQueryRouter } from '@sankofa/query-api/analytics';
import { notificationsLiveMapper, notificationsQueryRouter } from '@sankofa/query-api/notifications';
import { preferencesQueryRouter } from '@sankofa/query-api/preferences';
import { profileViewsQueryRouter } from '@sankofa/query-api/profile-views';
import { passedProfilesQueryRouter } from '@sankofa/query-api/passed-profiles';
import { swipesLiveMappers } from '@sankofa/query-api/swipes';
import { translationQueryRouter } from '@sankofa/query-api/translation';
import { trustQueryRouter } from '@sankofa/query-api/trust';
import { gamesLiveMappers, gamesQueryRouter } from '@sankofa/query-api/games';
import { communityEventsQueryRouter } from '@sankofa/query-api/community-events';
import { verificationQueryRouter } from '@sankofa/query-api/verification';
import { iceServersFrom, rtcSignalRelay, virtualDateLiveMapper, virtualDatesQueryRouter } from '@sankofa/query-api/virtual-dates';
import { influencersQueryRouter } from '@sankofa/query-api/influencers';
import { aiMatchingRouter } from '@sankofa/command-api/ai-matching';
import { aiMatchingQueryRouter } from '@sankofa/query-api/ai-matching';
import { projectionConsoleRouter } from '@sankofa/command-api/projection-console';
import { projectionConsoleQueryRouter } from '@sankofa/query-api/projection-console';
import { eventBrowserQueryRouter, eventTail } from '@sankofa/query-api/event-browser';
import { pushRouter } from '@sankofa/command-api/push';
import { pushQueryRouter } from '@sankofa/query-api/push';
import { eventExportRouter } from '@sankofa/query-api/event-export';
import { timeTravelCommandRouter } from '@sankofa/command-api/time-travel';
import { timeTravelQueryRouter } from '@sankofa/query-api/time-travel';
import { startTimeTravelBuild } from '@sankofa/projections';
import type { Projector } from '@sankofa/events';
import type { Backbone } from './backbone.ts';

/** Every feature's write routes. */
export const commandRouters = (backbone: Backbone): Router[] => [
  authRouter(backbone),
  ...membersRouters({ ...backbone, media: backbone.storage }),
  mediaRouter(backbone),
  notificationsRouter(backbone),
  preferencesRouter(backbone),
  swipesRouter(backbone),
  ...chatRouters(backbone),
  safetyRouter(backbone),
  premiumRouter({ ...backbone, onPaymentEvent: revokeUnpaidPurchase(backbone) }),
  consumablesRouter(backbone),
  lovePassportRouter(backbone),
  profileViewsRouter(backbone),
  moderationRouter(backbone),
  privacyRouter(backbone),
  gamesRouter(backbone),
  verificationRouter(backbone),
  verificationAdminRouter(backbone),
  virtualDatesRouter(backbone),
  influencersRouter(backbone),
  aiMatchingRouter(backbone),
  communityEventsRouter(backbone),
  projectionConsoleRouter(backbone),
  pushRouter({ ...backbone, httpsOnly: backbone.push.httpsOnly }),
  timeTravelCommandRouter({ ...backbone, startBuild: (request) => startTimeTravelBuild(backbone, request) }),
];

/**
 * Every read model's GET routes. Discovery's candidate index starts loading at once, in the
 * background, so the first member to open Discover does not wait for the whole read model (a
 * failed load is tried again by the first request).
 */
/** `processors`: every follower of the log the app runs, for the projection console (the registry's projectors when not given). */
export const queryRouters = (backbone: Backbone, processors?: readonly Projector[]): Router[] => {
  const rankedLists = createRankedLists(backbone.pool);
  void rankedLists.ready().catch(() => undefined);
  return [
    mediaQueryRouter(backbone),
    geoQueryRouter(backbone),
    notificationsQueryRouter(backbone),
    preferencesQueryRouter(backbone),
    memberStatsQueryRouter(backbone),
    discoveryQueryRouter({ ...backbone, rankedLists }),
    locationQueryRouter(backbone),
    // After discovery: its /api/users/:id would otherwise take /api/users/discovery.
    membersQueryRouter(backbone),
    matchesQueryRouter(backbone),
    ...chatQueryRouters(backbone),
    translationQueryRouter(backbone),
    moderationQueryRouter(backbone),
    consumablesQueryRouter(backbone),
    lovePassportQueryRouter(backbone),
    profileViewsQueryRouter(backbone),
    passedProfilesQueryRouter(backbone),
    trustQueryRouter(backbone),
    gamesQueryRouter(backbone),
    verificationQueryRouter(backbone),
    virtualDatesQueryRouter({ ...backbone, iceServers: iceServersFrom(process.env.WEBRTC_ICE_SERVERS) }),
    influencersQueryRouter(backbone),
    aiMatchingQueryRouter(backbone),
    communityEventsQueryRouter(backbone),
    analyticsQueryRouter(backbone),
    projectionConsoleQueryRouter({ ...backbone, processors }),
    pushQueryRouter({ ...backbone, publicKey: backbone.push.keys?.publicKey ?? null }),
    // Before the event browser, whose /api/admin/events/:eventId would otherwise take /api/admin/events/export.
    eventExportRouter(backbone),
    eventBrowserQueryRouter(backbone),
    timeTravelQueryRouter(backbone),
  ];
};

/** Every feature that pushes live messages over /ws. */
export const liveMappers: readonly LiveMapper[] = [notificationsLiveMapper, ...swipesLiveMappers, ...matchesLiveMappers, ...chatLiveMappers, ...gamesLiveMappers, virtualDateLiveMapper, eventTail.mapper];

/** Every feature that answers members' own /ws messages. */
export const liveClientHandlers: readonly LiveClientHandler[] = [rtcSignalRelay, eventTail.handler];
