import { createCatalog } from './catalog.ts';
import { everyEventOf } from './event-set.ts';
import { memberEvents } from './members/events.ts';
import { notificationEvents } from './notifications/events.ts';
import { preferenceEvents } from './preferences/events.ts';
import { matchEvents } from './matches/events.ts';
import { chatEvents } from './chat/events.ts';
import { safetyEvents } from './safety/events.ts';
import { accountHoldEvents } from './account-holds/events.ts';
import { contactBlockEvents } from './contact-blocks/events.ts';
import { sessionEvents } from './sessions/events.ts';
import { swipeEvents } from './swipes/events.ts';
import { subscriptionEvents } from './subscriptions/events.ts';
import { consumableEvents } from './consumables/events.ts';
import { passportEvents } from './love-passport/events.ts';
import { profileViewEvents } from './profile-views/events.ts';
import { verificationEvents } from './verification/events.ts';
import { moderationEvents } from './moderation/events.ts';
import { privacyEvents } from './privacy/events.ts';
import { accountPauseEvents } from './account-pause/events.ts';
import { contactChangeEvents } from './contact-change/events.ts';
import { personalDataEvents } from './personal-data/events.ts';
import { sensitiveDataConsentEvents } from './sensitive-data-consent/events.ts';
import { accountDeletionEvents } from './account-deletion/events.ts';
import { oneFaceEvents } from './one-face/events.ts';
import { gameEvents } from './games/events.ts';
import { virtualDateEvents } from './virtual-dates/events.ts';
import { influencerEvents } from './influencers/events.ts';
import { aiMatchingEvents } from './ai-matching/events.ts';
import { communityEventEvents } from './community-events/events.ts';
import { operationEvents } from './operations/events.ts';
import { pushEvents } from './push/events.ts';
import { dateSafetyEvents } from './date-safety/events.ts';
import { photoScreeningEvents } from './photo-screening/events.ts';

/** Every event type of Sankofa, with its schema and version: readers parse with it. */
export const catalog = createCatalog([
  ...memberEvents,
  ...sessionEvents,
  ...notificationEvents,
  ...preferenceEvents,
  ...swipeEvents,
  ...matchEvents,
  ...chatEvents,
  ...safetyEvents,
  ...accountHoldEvents,
  ...contactBlockEvents,
  ...subscriptionEvents,
  ...consumableEvents,
  ...passportEvents,
  ...profileViewEvents,
  ...verificationEvents,
  ...moderationEvents,
  ...privacyEvents,
  ...accountPauseEvents,
  ...contactChangeEvents,
  ...personalDataEvents,
  ...sensitiveDataConsentEvents,
  ...accountDeletionEvents,
  ...oneFaceEvents,
  ...gameEvents,
  ...virtualDateEvents,
  ...influencerEvents,
  ...aiMatchingEvents,
  ...communityEventEvents,
  ...operationEvents,
  ...pushEvents,
  ...dateSafetyEvents,
  ...photoScreeningEvents,
]);

/** Every event of the log as its readers of the whole log receive it: Sankofa's own parsed and upcast. */
export const everyEvent = everyEventOf(catalog.definitions);
