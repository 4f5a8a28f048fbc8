import type { Projector } from './projector.ts';
import { streamActivityProjector } from './stream-activity/projector.ts';
import { memberPreferencesProjector } from './member-preferences/projector.ts';
import { memberStatsProjector } from './member-stats/projector.ts';
import { notificationsProjector } from './notifications/projector.ts';
import { membersProjector } from './members/projector.ts';
import { matchesProjector } from './matches/projector.ts';
import { moderationProjector } from './moderation/projector.ts';
import { discoveryProjector } from './discovery/projector.ts';
import { inventoryProjector } from './consumables/projector.ts';
import { lovePassportsProjector } from './love-passport/projector.ts';
import { profileViewersProjector } from './profile-views/projector.ts';
import { trustScoresProjector } from './trust-scores/projector.ts';
import { securityLogProjector } from './security-log/projector.ts';
import { memberPrivacyProjector } from './member-privacy/projector.ts';
import { gamesProjector } from './games/projector.ts';
import { verificationProjector } from './verification/projector.ts';
import { chatReceiptsProjector } from './chat-receipts/projector.ts';
import { virtualDatesProjector } from './virtual-dates/projector.ts';
import { influencersProjector } from './influencers/projector.ts';
import { aiMatchingProjector } from './ai-matching/projector.ts';
import { communityEventsProjector } from './community-events/projector.ts';
import { analyticsProjector } from './analytics/projector.ts';
import { eventIndexProjector } from './event-index/projector.ts';
import { pushSubscriptionsProjector } from './push-subscriptions/projector.ts';
import { accountHoldsProjector } from './account-holds/projector.ts';
import { contactBlocksProjector } from './contact-blocks/projector.ts';
import { dateSharesProjector } from './date-shares/projector.ts';
import { photoScreeningProjector } from './photo-screening/projector.ts';

/** Every read model the runtime (and the CLI) runs. */
export const projectors: Projector[] = [streamActivityProjector, notificationsProjector, memberPreferencesProjector, memberStatsProjector, membersProjector,
  matchesProjector, moderationProjector, discoveryProjector, inventoryProjector, lovePassportsProjector, profileViewersProjector,
  trustScoresProjector, securityLogProjector, memberPrivacyProjector, gamesProjector, verificationProjector,
  chatReceiptsProjector, virtualDatesProjector, influencersProjector, aiMatchingProjector,
  communityEventsProjector, analyticsProjector, eventIndexProjector, pushSubscriptionsProjector, dateSharesProjector,
  accountHoldsProjector, contactBlocksProjector, photoScreeningProjector];
