import { PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export const PHOTO_REFUSED = 'Profile photos may not show nudity or sexual content: choose another photo';

export type HoldPhoto = { type: 'HoldPhoto'; data: { photoId: string; uploaderId: string | null; sexualContent: number } };
export type ApprovePhoto = { type: 'ApprovePhoto'; data: { photoId: string; adminId: string } };
export type RejectPhoto = { type: 'RejectPhoto'; data: { photoId: string; adminId: string } };
export type PhotoReviewCommand = HoldPhoto | ApprovePhoto | RejectPhoto;

type PhotoReviewEvent = NewEventOf<typeof PhotoHeldForReview | typeof PhotoReviewApproved | typeof PhotoReviewRejected>;

/** On `photo-review-<photoId>`: where the photo's review stands. */
export interface PhotoReview {
  status: 'none' | 'held' | 'approved' | 'rejected';
}

const evolve = (review: PhotoReview, event: PhotoReviewEvent): PhotoReview => {
  switch (event.type) {
    case 'PhotoHeldForReview':
      return { status: 'held' };
    case 'PhotoReviewApproved':
      return { status: 'approved' };
    case 'PhotoReviewRejected':
      return { status: 'rejected' };
    default: {
      const _unhandled: never = event;
      return review;
    }
  }
};

const notHeld = () => new DomainError('held_photo_not_found', 'No photo awaiting review has this id');
const alreadyDecided = (status: PhotoReview['status']) => new DomainError('photo_review_decided', `This photo was already ${status}`);

/**
 * Held once (the same picture uploaded again while held, or after its approval, adds nothing; after its
 * rejection it is refused); approved or rejected once, a repeat of the same decision adding nothing.
 */
const decide = (command: PhotoReviewCommand, review: PhotoReview, context: EventContext): PhotoReviewEvent[] => {
  switch (command.type) {
    case 'HoldPhoto':
      if (review.status === 'rejected') throw new DomainError('photo_refused', PHOTO_REFUSED);
      return review.status === 'none' ? [newEvent(PhotoHeldForReview, command.data, context)] : [];
    case 'ApprovePhoto':
      if (review.status === 'none') throw notHeld();
      if (review.status === 'rejected') throw alreadyDecided(review.status);
      return review.status === 'held' ? [newEvent(PhotoReviewApproved, { photoId: command.data.photoId, decidedBy: command.data.adminId }, context)] : [];
    case 'RejectPhoto':
      if (review.status === 'none') throw notHeld();
      if (review.status === 'approved') throw alreadyDecided(review.status);
      return review.status === 'held' ? [newEvent(PhotoReviewRejected, { photoId: command.data.photoId, decidedBy: command.data.adminId }, context)] : [];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${String(unhandled)}`);
    }
  }
};

export const photoReviewDecider: Decider<PhotoReview, PhotoReviewCommand, PhotoReviewEvent> = {
  handles: eventsOf(PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected),
  initialState: { status: 'none' },
  evolve,
  decide,
};
