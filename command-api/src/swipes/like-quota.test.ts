import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { DAILY_LIKE_LIMIT_REACHED, FREE_DAILY_LIKES, dailyLikesDecider } from './like-quota.ts';

const given = specificationFor(dailyLikesDecider);
const DAY = '2025-01-01';
const used = (swipedId: string) => ({ type: 'LikeQuotaUsed' as const, data: { memberId: 'ama', swipedId, day: DAY } });
const like = (swipedId: string) => ({ type: 'UseDailyLike' as const, data: { memberId: 'ama', swipedId, day: DAY } });
const likesGiven = (count: number) => Array.from({ length: count }, (_, index) => used(`member-${index}`));

describe("a free member's daily likes", () => {
  it(`takes one per member liked, up to ${FREE_DAILY_LIKES}`, () => {
    given([]).when(like('kofi')).then([used('kofi')]);
    given(likesGiven(FREE_DAILY_LIKES - 1)).when(like('kofi')).then([used('kofi')]);
  });

  it('refuses the next with 429', () => {
    given(likesGiven(FREE_DAILY_LIKES)).when(like('kofi')).thenThrows({ code: 'daily_like_limit', message: DAILY_LIKE_LIMIT_REACHED });
  });

  it('takes nothing again for a member already liked today, even at the limit', () => {
    given(likesGiven(FREE_DAILY_LIKES)).when(like('member-3')).then([]);
  });

  it('takes one more for each super like item used today', () => {
    const extended = { type: 'LikeAllowanceExtended' as const, data: { memberId: 'ama', day: DAY, itemId: 'item-1' } };
    given([...likesGiven(FREE_DAILY_LIKES), extended]).when(like('kofi')).then([used('kofi')]);
    given([...likesGiven(FREE_DAILY_LIKES), extended, used('kofi')]).when(like('yaa')).thenThrows({ code: 'daily_like_limit' });
  });
});
