import type { EventOf, InfluencerRejected, InfluencerVerified } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

const notify = (event: EventOf<typeof InfluencerVerified> | EventOf<typeof InfluencerRejected>, title: string, message: string): NewNotification[] => [
  { id: notificationId(event, event.data.memberId), memberId: event.data.memberId, type: 'verification', title, message, relatedMemberId: null, createdAt: event.metadata.occurredAt },
];

/** The applicant hears of the review either way: verified, or why not. */
export const influencerVerifiedNotifications = (event: EventOf<typeof InfluencerVerified>): NewNotification[] =>
  notify(event, 'Influencer application approved', 'You are now a verified cultural influencer: you appear in discovery and can host events.');

export const influencerRejectedNotifications = (event: EventOf<typeof InfluencerRejected>): NewNotification[] =>
  notify(event, 'Influencer application not approved', `Your influencer application was not approved: ${event.data.reason}`);
