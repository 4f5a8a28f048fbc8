import { describe, it } from 'vitest';
import { PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { photoReviewDecider } from './photo-review.ts';

const photoId = 'a'.repeat(64);
const held = newEvent(PhotoHeldForReview, { photoId, uploaderId: null, sexualContent: 0.5 }, testContext);
const approved = newEvent(PhotoReviewApproved, { photoId, decidedBy: 'admin' }, testContext);
const rejected = newEvent(PhotoReviewRejected, { photoId, decidedBy: 'admin' }, testContext);
const hold = { type: 'HoldPhoto' as const, data: { photoId, uploaderId: null, sexualContent: 0.5 } };
const approve = { type: 'ApprovePhoto' as const, data: { photoId, adminId: 'admin' } };
const reject = { type: 'RejectPhoto' as const, data: { photoId, adminId: 'admin' } };

describe("a photo's review", () => {
  const given = specificationFor(photoReviewDecider);

  it('holds a photo once; the same picture again adds nothing while held or once approved, and is refused once rejected', () => {
    given([]).when(hold).then([{ type: 'PhotoHeldForReview', data: hold.data }]);
    given([held]).when(hold).then([]);
    given([held, approved]).when(hold).then([]);
    given([held, rejected]).when(hold).thenThrows({ code: 'photo_refused' });
  });

  it('approves or rejects a held photo once, a repeat recording nothing, the other decision refused', () => {
    given([held]).when(approve).then([{ type: 'PhotoReviewApproved', data: { photoId, decidedBy: 'admin' } }]);
    given([held]).when(reject).then([{ type: 'PhotoReviewRejected', data: { photoId, decidedBy: 'admin' } }]);
    given([held, approved]).when(approve).then([]);
    given([held, rejected]).when(reject).then([]);
    given([held, approved]).when(reject).thenThrows({ code: 'photo_review_decided' });
    given([held, rejected]).when(approve).thenThrows({ code: 'photo_review_decided' });
  });

  it('knows no photo that was never held', () => {
    given([]).when(approve).thenThrows({ code: 'held_photo_not_found' });
    given([]).when(reject).thenThrows({ code: 'held_photo_not_found' });
  });
});
