import { DateCheckInDue, InfluencerRejected, InfluencerVerified, MatchMade, MemberWarned, MessageSent, PreMatchMessageSent, PremiumActivated, ProfileViewed, SuperLikeSent, VerificationApproved, VerificationAskedFor, VerificationRejected, VirtualDateReminded, type EventOf } from '@sankofa/events';
import type { NewNotification } from './notification.ts';
import { matchMadeNotifications } from './sources/match-made.ts';
import { messageSentNotifications } from './sources/message-sent.ts';
import { preMatchMessageSentNotifications } from './sources/pre-match-message-sent.ts';
import { premiumActivatedNotifications } from './sources/premium-activated.ts';
import { superLikeSentNotifications } from './sources/super-like-sent.ts';
import { profileViewedNotifications } from './sources/profile-viewed.ts';
import { memberWarnedNotifications } from './sources/member-warned.ts';
import { verificationApprovedNotifications, verificationAskedForNotifications, verificationRejectedNotifications } from './sources/verification-decided.ts';
import { virtualDateRemindedNotifications } from './sources/virtual-date-reminded.ts';
import { influencerRejectedNotifications, influencerVerifiedNotifications } from './sources/influencer-decided.ts';
import { dateCheckInDueNotifications } from './sources/date-check-in-due.ts';

/** Every event that notifies someone. */
export const notificationSourceEvents = [
  PremiumActivated,
  MatchMade,
  SuperLikeSent,
  PreMatchMessageSent,
  MessageSent,
  ProfileViewed,
  MemberWarned,
  VerificationApproved,
  VerificationRejected,
  VerificationAskedFor,
  VirtualDateReminded,
  InfluencerVerified,
  InfluencerRejected,
  DateCheckInDue,
] as const;
export type NotificationSourceEvent = EventOf<(typeof notificationSourceEvents)[number]>;

/**
 * Whom an event notifies, and of what, by the pure function for its type. The projector stores
 * what they return and the live channel pushes the same, so both always agree. A new kind of
 * notification is one file in `sources/`, its event in the list above and one case here.
 */
export const notificationsFor = (event: NotificationSourceEvent): NewNotification[] => {
  switch (event.type) {
    case 'PremiumActivated':
      return premiumActivatedNotifications(event);
    case 'MatchMade':
      return matchMadeNotifications(event);
    case 'SuperLikeSent':
      return superLikeSentNotifications(event);
    case 'PreMatchMessageSent':
      return preMatchMessageSentNotifications(event);
    case 'MessageSent':
      return messageSentNotifications(event);
    case 'ProfileViewed':
      return profileViewedNotifications(event);
    case 'MemberWarned':
      return memberWarnedNotifications(event);
    case 'VerificationApproved':
      return verificationApprovedNotifications(event);
    case 'VerificationRejected':
      return verificationRejectedNotifications(event);
    case 'VerificationAskedFor':
      return verificationAskedForNotifications(event);
    case 'VirtualDateReminded':
      return virtualDateRemindedNotifications(event);
    case 'InfluencerVerified':
      return influencerVerifiedNotifications(event);
    case 'InfluencerRejected':
      return influencerRejectedNotifications(event);
    case 'DateCheckInDue':
      return dateCheckInDueNotifications(event);
  }
};
