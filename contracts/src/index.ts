import * as auth from './auth.ts';
import * as aiMatching from './ai-matching.ts';
import * as chat from './chat.ts';
import * as consumables from './consumables.ts';
import * as discovery from './discovery.ts';
import * as games from './games.ts';
import * as communityEvents from './community-events.ts';
import * as lovePassport from './love-passport.ts';
import * as media from './media.ts';
import * as members from './members.ts';
import * as moderation from './moderation.ts';
import * as notifications from './notifications.ts';
import * as preferences from './preferences.ts';
import * as premium from './premium.ts';
import * as profileViews from './profile-views.ts';
import * as revisit from './revisit.ts';
import type { RouteContract } from './route.ts';
import * as safety from './safety.ts';
import * as swipes from './swipes.ts';
import * as trust from './trust.ts';
import * as verification from './verification.ts';
import * as virtualDates from './virtual-dates.ts';
import * as influencers from './influencers.ts';
import * as analytics from './analytics.ts';
import * as projectionConsole from './projection-console.ts';
import * as eventBrowser from './event-browser.ts';
import * as push from './push.ts';
import * as eventExport from './event-export.ts';
import * as timeTravel from './time-travel.ts';

export * from './api-prefix.ts';
export * from './auth.ts';
export * from './ai-matching.ts';
export * from './chat.ts';
export * from './consumables.ts';
export * from './discovery.ts';
export * from './fields.ts';
export * from './games.ts';
export * from './community-events.ts';
export * from './game-view.ts';
export * from './live.ts';
export * from './love-passport.ts';
export * from './media.ts';
export * from './members.ts';
export * from './moderation.ts';
export * from './notifications.ts';
export * from './preferences.ts';
export * from './premium.ts';
export * from './profile-views.ts';
export * from './revisit.ts';
export * from './route.ts';
export * from './safety.ts';
export * from './swipes.ts';
export * from './trust.ts';
export * from './verification.ts';
export * from './virtual-dates.ts';
export * from './analytics.ts';
export * from './influencers.ts';
export * from './projection-console.ts';
export * from './event-browser.ts';
export * from './push.ts';
export * from './event-export.ts';
export * from './time-travel.ts';

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every route of both APIs, by feature: the route-contract test fails for a route missing here. */
export const routeContracts: readonly RouteContract[] = [auth, members, swipes, chat, discovery, notifications, preferences, safety, media, premium, consumables, lovePassport, profileViews, revisit, moderation, trust, games, verification, virtualDates, influencers, aiMatching, communityEvents, analytics, projectionConsole, eventBrowser, push, eventExport, timeTravel].flatMap((feature) =>
  Object.values(feature).filter(isRouteContract),
);
