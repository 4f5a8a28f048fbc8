import type pg from 'pg';
import { AccountDeleted, PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected, eventsOf, type EventsIn } from '@sankofa/events';
import { defineProjector } from '../projector.ts';
import { PHOTO_SCREENING_PROJECTOR } from './read-model.ts';

const screeningEvents = eventsOf(PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected, AccountDeleted);

const INIT = `CREATE TABLE held_photos (
  photo_id text PRIMARY KEY, uploader_id text, sexual_content double precision NOT NULL,
  held_at timestamptz NOT NULL, position text COLLATE "C" NOT NULL)`;

/** In log order; an event applied again finds its row as it left it (a hold keeps the first position that wrote it). */
const apply = async (events: Array<EventsIn<typeof screeningEvents>>, tx: pg.PoolClient) => {
  for (const event of events) {
    switch (event.type) {
      case 'PhotoHeldForReview':
        await tx.query(
          `INSERT INTO held_photos (photo_id, uploader_id, sexual_content, held_at, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (photo_id) DO NOTHING`,
          [event.data.photoId, event.data.uploaderId, event.data.sexualContent, event.metadata.occurredAt, event.position],
        );
        break;
      case 'PhotoReviewApproved':
      case 'PhotoReviewRejected':
        await tx.query('DELETE FROM held_photos WHERE photo_id = $1 AND position < $2', [event.data.photoId, event.position]);
        break;
      case 'AccountDeleted':
        // Her account deletion deleted the files of her photos, held ones too: nothing is left to review.
        await tx.query('DELETE FROM held_photos WHERE uploader_id = $1 AND position < $2', [event.data.memberId, event.position]);
        break;
      default: {
        const _unhandled: never = event;
      }
    }
  }
};

/** `held_photos`: the profile photos the nudity screen holds for an admin now; the admin queue and the owner's "In review" read it. */
export const photoScreeningProjector = defineProjector({
  name: PHOTO_SCREENING_PROJECTOR,
  version: 1,
  handles: screeningEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
