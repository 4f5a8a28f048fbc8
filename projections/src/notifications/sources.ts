import { InfluencerRejected, InfluencerVerified, MatchMade, MemberWarned, MessageSent, PreMatchMessageSent, PremiumActivated, ProfileViewed, SuperLikeSent, VerificationApproved, VerificationRejected, VirtualDateReminded, type EventDefinition, type RecordedEvent } from '@sankofa/events';
import type { NewNotification } from './notification.ts';
import { matchMadeNotifications } from './sources/match-made.ts';
import { messageSentNotifications } from './sources/message-sent.ts';
import { preMatchMessageSentNotifications } from './sources/pre-match-message-sent.ts';
import { premiumActivatedNotifications } from './sources/premium-activated.ts';
import { superLikeSentNotifications } from './sources/super-like-sent.ts';
import { profileViewedNotifications } from './sources/profile-viewed.ts';
import { memberWarnedNotifications } from './sources/member-warned.ts';
import { verificationApprovedNotifications, verificationRejectedNotifications } from './sources/verification-decided.ts';
import { virtualDateRemindedNotifications } from './sources/virtual-date-reminded.ts';
import { influencerRejectedNotifications, influencerVerifiedNotifications } from './sources/influencer-decided.ts';

type Derive = (event: RecordedEvent) => NewNotification[];

const source = <Type extends string, Data>(
  definition: EventDefinition<Type, Data>,
  derive: (event: RecordedEvent<Type, Data>) => NewNotification[],
): [string, Derive] => [definition.type, derive as Derive];

/**
 * Every event that notifies someone, with the pure function saying whom and what. The projector
 * stores what they return and the live channel pushes the same, so both always agree. A new kind
 * of notification is one file in `sources/` and one line here.
 */
const derivers = new Map<string, Derive>([
  source(PremiumActivated, premiumActivatedNotifications),
  source(MatchMade, matchMadeNotifications),
  source(SuperLikeSent, superLikeSentNotifications),
  source(PreMatchMessageSent, preMatchMessageSentNotifications),
  source(MessageSent, messageSentNotifications),
  source(ProfileViewed, profileViewedNotifications),
  source(MemberWarned, memberWarnedNotifications),
  source(VerificationApproved, verificationApprovedNotifications),
  source(VerificationRejected, verificationRejectedNotifications),
  source(VirtualDateReminded, virtualDateRemindedNotifications),
  source(InfluencerVerified, influencerVerifiedNotifications),
  source(InfluencerRejected, influencerRejectedNotifications),
]);

export const notificationSourceTypes: readonly string[] = [...derivers.keys()];

export const notificationsFor = (event: RecordedEvent): NewNotification[] => derivers.get(event.type)?.(event) ?? [];
