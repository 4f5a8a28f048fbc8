import type { EventOf, VerificationApproved, VerificationAskedFor, VerificationRejected, VerificationType } from '@sankofa/events';
import { notificationId, type NewNotification } from '../notification.ts';

const TYPE_NAMES: Record<VerificationType, string> = {
  id: 'ID',
  video: 'video selfie',
  phone: 'phone',
  email: 'e-mail',
  social: 'social media',
  biometric: 'biometric',
};

const notify = (event: EventOf<typeof VerificationApproved> | EventOf<typeof VerificationRejected>, title: string, message: string): NewNotification[] => [
  {
    id: notificationId(event, event.data.memberId),
    memberId: event.data.memberId,
    type: 'verification',
    title,
    message,
    relatedMemberId: null,
    createdAt: event.metadata.occurredAt,
  },
];

/** The member hears of every outcome: a badge earned, or why a request was turned down. */
export const verificationApprovedNotifications = (event: EventOf<typeof VerificationApproved>): NewNotification[] =>
  notify(event, 'Verification approved', `Your ${TYPE_NAMES[event.data.verificationType]} verification is complete: +${event.data.points} points and a ${event.data.badgeLevel} badge.`);

export const verificationRejectedNotifications = (event: EventOf<typeof VerificationRejected>): NewNotification[] =>
  notify(event, 'Verification not approved', `Your ${TYPE_NAMES[event.data.verificationType]} verification was not approved: ${event.data.reason}`);

/** The member a match asked to verify hears of it, with the match's name and photo joined through `relatedMemberId`. */
export const verificationAskedForNotifications = (event: EventOf<typeof VerificationAskedFor>): NewNotification[] => [
  {
    id: notificationId(event, event.data.memberId),
    memberId: event.data.memberId,
    type: 'verification',
    title: 'Asked to verify',
    message: 'Your match would like you to verify your profile: a video selfie takes a minute and is checked at once.',
    relatedMemberId: event.data.askedBy,
    createdAt: event.metadata.occurredAt,
  },
];
