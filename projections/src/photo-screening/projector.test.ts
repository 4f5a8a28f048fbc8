import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeleted, PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected, memberStream, newEvent, photoReviewStream } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { photoScreeningProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const photo = (digit: string) => digit.repeat(64);
const held = (photoId: string, uploaderId: string | null) => [photoReviewStream(photoId), newEvent(PhotoHeldForReview, { photoId, uploaderId, sexualContent: 0.5 }, context)] as const;

const ROWS = 'SELECT photo_id, uploader_id FROM held_photos ORDER BY photo_id';

describe('photo screening projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('keeps the held photos until they are decided or their uploader leaves, however the events are batched or applied again', async () => {
    const events = await recordEvents(log, [
      held(photo('1'), null),
      held(photo('2'), 'ama'),
      held(photo('3'), 'kofi'),
      held(photo('4'), 'ama'),
      [photoReviewStream(photo('1')), newEvent(PhotoReviewApproved, { photoId: photo('1'), decidedBy: 'admin' }, context)],
      [photoReviewStream(photo('3')), newEvent(PhotoReviewRejected, { photoId: photo('3'), decidedBy: 'admin' }, context)],
      [memberStream('ama'), newEvent(AccountDeleted, { memberId: 'ama' }, context)],
      held(photo('5'), null),
    ]);
    const once = await rowsAfterBatches(log, photoScreeningProjector, [events], ROWS);
    expect(once).toEqual([{ photo_id: photo('5'), uploader_id: null }]);
    expect(await rowsAfterBatches(log, photoScreeningProjector, events.map((event) => [event]), ROWS)).toEqual(once);
    expect(await rowsAfterBatches(log, photoScreeningProjector, [events.slice(0, 3), events.slice(3)], ROWS)).toEqual(once);
  });
});
