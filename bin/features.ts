import type Router from '@koa/router';
import { authRouter } from '@sankofa/command-api/auth';
import { chatRouters } from '@sankofa/command-api/chat';
import { consumablesRouter, revokeUnpaidPurchase } from '@sankofa/command-api/consumables';
import { mediaRouter } from '@sankofa/command-api/media';
import { membersRouters } from '@sankofa/command-api/members';
import { notificationsRouter } from '@sankofa/command-api/notifications';
import { preferencesRouter } from '@sankofa/command-api/preferences';
import { premiumRouter } from '@sankofa/command-api/premium';
import { contactBlocksRouter, holdsRouter, safetyRouter } from '@sankofa/command-api/safety';
import { photoReviewRouter } from '@sankofa/command-api/photo-screening';
import { photoScreeningQueryRouter } from '@sankofa/query-api/photo-screening';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { profileViewsRouter } from '@sankofa/command-api/profile-views';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { lovePassportRouter } from '@sankofa/command-api/love-passport';
import { privacyRouter } from '@sankofa/command-api/privacy';
import { accountPauseRouter } from '@sankofa/command-api/account-pause';
import { contactChangeRouter } from '@sankofa/command-api/contact-change';
import { personalDataRouter } from '@sankofa/command-api/personal-data';
import { sensitiveDataConsentRouter } from '@sankofa/command-api/sensitive-data-consent';
import { accountDeletionRouter } from '@sankofa/command-api/account-deletion';
import { gamesRouter } from '@sankofa/command-api/games';
import { communityEventsRouter } from '@sankofa/command-api/community-events';
import { parseSelfieThresholds, verificationAdminRouter, verificationRouter, videoSelfieRouter } from '@sankofa/command-api/verification';
import { safetyModels } from '@sankofa/adapters/safety-models';
import { virtualDatesRouter } from '@sankofa/command-api/virtual-dates';
import { dateSafetyRouter } from '@sankofa/command-api/date-safety';
import { dateSafetyQueryRouter } from '@sankofa/query-api/date-safety';
import type { LiveClientHandler, LiveMapper, ReadModelRouter } from '@sankofa/query-api';
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
import { accountHoldsQueryRouter } from '@sankofa/query-api/account-holds';
import { contactBlocksQueryRouter } from '@sankofa/query-api/contact-blocks';
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
import { personalDataArchive } from '@sankofa/query-api/personal-data';
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

/** What the read routes of several features share, made once per app. */
interface SharedReads {
  rankedLists: ReturnType<typeof createRankedLists>;
  /** Every follower of the log the app runs, for the projection console (the registry's projectors when not given). */
  processors?: readonly Projector[];
}

/** One feature, as the app wires it: its write routes, its read routes and what it says over /ws. */
interface Feature {
  commands?: (backbone: Backbone) => Router[];
  /** Each router says which projectors its routes read: read-your-writes waits for those. */
  queries?: (backbone: Backbone, shared: SharedReads) => ReadModelRouter[];
  /** What it pushes to members over /ws. */
  live?: readonly LiveMapper[];
  /** What it answers of members' own /ws messages. */
  liveClient?: readonly LiveClientHandler[];
}

/**
 * Every feature, registered once. Routers are mounted in this order, which matters where two
 * paths could match one URL.
 */
const features: Record<string, Feature> = {
  auth: { commands: (backbone) => [authRouter(backbone)] },
  // Before members, whose /api/users/:id would otherwise take /api/users/discovery.
  discovery: { queries: (backbone, { rankedLists }) => [discoveryQueryRouter({ ...backbone, rankedLists }), locationQueryRouter(backbone)] },
  members: {
    commands: (backbone) => membersRouters({ ...backbone, media: backbone.storage }),
    queries: (backbone) => [membersQueryRouter(backbone), memberStatsQueryRouter(backbone)],
  },
  media: { commands: (backbone) => [mediaRouter(backbone)], queries: (backbone) => [mediaQueryRouter(backbone)] },
  geo: { queries: (backbone) => [geoQueryRouter(backbone)] },
  notifications: { commands: (backbone) => [notificationsRouter(backbone)], queries: (backbone) => [notificationsQueryRouter(backbone)], live: [notificationsLiveMapper] },
  preferences: { commands: (backbone) => [preferencesRouter(backbone)], queries: (backbone) => [preferencesQueryRouter(backbone)] },
  swipes: { commands: (backbone) => [swipesRouter(backbone)], live: swipesLiveMappers },
  chat: {
    commands: (backbone) => chatRouters(backbone),
    queries: (backbone) => [matchesQueryRouter(backbone), ...chatQueryRouters(backbone), translationQueryRouter(backbone)],
    live: [...matchesLiveMappers, ...chatLiveMappers],
  },
  safety: { commands: (backbone) => [safetyRouter(backbone)] },
  /** Issue 23: accounts the scam defences held for review (held by the `scam_defence` reactor, see bin/services.ts). */
  accountHolds: { commands: (backbone) => [holdsRouter(backbone)], queries: (backbone) => [accountHoldsQueryRouter(backbone)] },
  /** Issue 23, item 2: profile photos the nudity screen held for an admin (held at upload, see command-api/src/media). */
  photoScreening: { commands: (backbone) => [photoReviewRouter(backbone)], queries: (backbone) => [photoScreeningQueryRouter(backbone)] },
  contactBlocks: { commands: (backbone) => [contactBlocksRouter(backbone)], queries: (backbone) => [contactBlocksQueryRouter(backbone)] },
  premium: { commands: (backbone) => [premiumRouter({ ...backbone, onPaymentEvent: revokeUnpaidPurchase(backbone) })] },
  consumables: { commands: (backbone) => [consumablesRouter(backbone)], queries: (backbone) => [consumablesQueryRouter(backbone)] },
  lovePassport: { commands: (backbone) => [lovePassportRouter(backbone)], queries: (backbone) => [lovePassportQueryRouter(backbone)] },
  profileViews: { commands: (backbone) => [profileViewsRouter(backbone)], queries: (backbone) => [profileViewsQueryRouter(backbone)] },
  revisit: { queries: (backbone) => [passedProfilesQueryRouter(backbone)] },
  moderation: { commands: (backbone) => [moderationRouter(backbone)], queries: (backbone) => [moderationQueryRouter(backbone)] },
  privacy: { commands: (backbone) => [privacyRouter(backbone)] },
  accountPause: { commands: (backbone) => [accountPauseRouter(backbone)] },
  contactChange: { commands: (backbone) => [contactChangeRouter(backbone)] },
  // The download is a command (limited, recorded); the archive it streams is read from the read side.
  personalData: { commands: (backbone) => [personalDataRouter({ ...backbone, archiveOf: personalDataArchive(backbone) })] },
  sensitiveDataConsent: { commands: (backbone) => [sensitiveDataConsentRouter(backbone)] },
  accountDeletion: { commands: (backbone) => [accountDeletionRouter(backbone)] },
  trust: { queries: (backbone) => [trustQueryRouter(backbone)] },
  games: { commands: (backbone) => [gamesRouter(backbone)], queries: (backbone) => [gamesQueryRouter(backbone)], live: gamesLiveMappers },
  verification: {
    commands: (backbone) => [
      verificationRouter(backbone),
      // The models' thread starts with the first selfie, not with the app (loading takes seconds and memory).
      videoSelfieRouter({ ...backbone, models: { analyse: (image) => safetyModels().analyse(image) }, selfieThresholds: parseSelfieThresholds(process.env.SELFIE_THRESHOLDS) }),
      verificationAdminRouter(backbone),
    ],
    queries: (backbone) => [verificationQueryRouter(backbone)],
  },
  virtualDates: {
    commands: (backbone) => [virtualDatesRouter(backbone)],
    queries: (backbone) => [virtualDatesQueryRouter({ ...backbone, iceServers: iceServersFrom(process.env.WEBRTC_ICE_SERVERS) })],
    live: [virtualDateLiveMapper],
    liveClient: [rtcSignalRelay],
  },
  dateSafety: { commands: (backbone) => [dateSafetyRouter(backbone)], queries: (backbone) => [dateSafetyQueryRouter(backbone)] },
  influencers: { commands: (backbone) => [influencersRouter(backbone)], queries: (backbone) => [influencersQueryRouter(backbone)] },
  aiMatching: { commands: (backbone) => [aiMatchingRouter(backbone)], queries: (backbone) => [aiMatchingQueryRouter(backbone)] },
  communityEvents: { commands: (backbone) => [communityEventsRouter(backbone)], queries: (backbone) => [communityEventsQueryRouter(backbone)] },
  analytics: { queries: (backbone) => [analyticsQueryRouter(backbone)] },
  projectionConsole: {
    commands: (backbone) => [projectionConsoleRouter(backbone)],
    queries: (backbone, { processors }) => [projectionConsoleQueryRouter({ ...backbone, processors })],
  },
  push: {
    commands: (backbone) => [pushRouter({ ...backbone, httpsOnly: backbone.push.httpsOnly })],
    queries: (backbone) => [pushQueryRouter({ ...backbone, publicKey: backbone.push.keys?.publicKey ?? null })],
  },
  // Before the event browser, whose /api/admin/events/:eventId would otherwise take /api/admin/events/export.
  eventExport: { queries: (backbone) => [eventExportRouter(backbone)] },
  eventBrowser: { queries: (backbone) => [eventBrowserQueryRouter(backbone)], live: [eventTail.mapper], liveClient: [eventTail.handler] },
  timeTravel: {
    commands: (backbone) => [timeTravelCommandRouter({ ...backbone, startBuild: (request) => startTimeTravelBuild(backbone, request) })],
    queries: (backbone) => [timeTravelQueryRouter(backbone)],
  },
};

const everyFeature = Object.values(features);

/** Every feature's write routes. */
export const commandRouters = (backbone: Backbone): Router[] => everyFeature.flatMap((feature) => feature.commands?.(backbone) ?? []);

/**
 * Every feature's read routes. Discovery's candidate index starts loading at once, in the
 * background, so the first member to open Discover does not wait for the whole read model (a
 * failed load is tried again by the first request).
 */
export const queryRouters = (backbone: Backbone, processors?: readonly Projector[]): ReadModelRouter[] => {
  const rankedLists = createRankedLists(backbone.pool);
  void rankedLists.ready().catch(() => undefined);
  return everyFeature.flatMap((feature) => feature.queries?.(backbone, { rankedLists, processors }) ?? []);
};

/** Every feature that pushes live messages over /ws. */
export const liveMappers: readonly LiveMapper[] = everyFeature.flatMap((feature) => feature.live ?? []);

/** Every feature that answers members' own /ws messages. */
export const liveClientHandlers: readonly LiveClientHandler[] = everyFeature.flatMap((feature) => feature.liveClient ?? []);
