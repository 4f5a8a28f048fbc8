import { describe, expect, it } from 'vitest';
import { getMedia, MAX_MESSAGE_LENGTH, MAX_PHOTOS, REPORT_REASONS, signup, TOO_MANY_PHOTOS, UNSEND_WINDOW_MINUTES } from '@sankofa/contracts';
import { MemberReported } from '@sankofa/events';
import { contentTypeOfKey, MEDIA_KEY_PATTERN } from '@sankofa/adapters/media';
import { MAX_MESSAGE_LENGTH as DECIDED_MAX_MESSAGE_LENGTH, UNSEND_WINDOW_MINUTES as DECIDED_UNSEND_WINDOW_MINUTES } from './chat/decide.ts';
import { MAX_PHOTOS as DECIDED_MAX_PHOTOS, TOO_MANY_PHOTOS as DECIDED_TOO_MANY_PHOTOS } from './members/decide.ts';

/** The contracts import nothing of ours, so the limits they share with the deciders and media storage are checked to agree here. */
describe('the contracts and the write side agree', () => {
  it('on the longest message, the unsend window and the most photos', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(DECIDED_MAX_MESSAGE_LENGTH);
    expect(UNSEND_WINDOW_MINUTES).toBe(DECIDED_UNSEND_WINDOW_MINUTES);
    expect([MAX_PHOTOS, TOO_MANY_PHOTOS]).toEqual([DECIDED_MAX_PHOTOS, DECIDED_TOO_MANY_PHOTOS]);
  });

  it("on the report reasons MemberReported's schema takes", () => {
    const report = (reason: string) => ({ reportId: 'r', reporterId: 'a', reportedMemberId: 'b', reason, description: '' });
    for (const reason of REPORT_REASONS) expect(MemberReported.schema.safeParse(report(reason)).success, reason).toBe(true);
    expect(MemberReported.schema.safeParse(report('boring')).success).toBe(false);
  });

  it('on media keys and the photo URLs a profile may show', () => {
    const hash = 'a'.repeat(64);
    for (const extension of ['jpg', 'png', 'webp', 'gif', 'svg', 'weba', 'ogg', 'm4a', 'mp3', 'webm', 'mp4', 'exe', 'JPG']) {
      const key = `${hash}.${extension}`;
      expect(getMedia.params.safeParse({ key }).success, key).toBe(MEDIA_KEY_PATTERN.test(key));
      const photos = [`/api/media/${key}`];
      const accepted = signup.body.safeParse({ email: 'a@b.co', password: 'long enough', phoneNumber: '+233 20 123 4567', firstName: 'A', lastName: 'B', age: 30, location: 'Accra', heritage: 'Ghanaian', profession: 'Nurse', photos });
      expect(accepted.success, key).toBe(MEDIA_KEY_PATTERN.test(key) && (contentTypeOfKey(key)?.startsWith('image/') ?? false));
    }
  });
});
