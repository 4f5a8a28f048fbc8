import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per unordered pair of members, `swipes-<lowId>-<highId>`: both members' swipes on
 * each other meet in one stream, so under optimistic concurrency a mutual like makes exactly
 * one `MatchMade`, even when both swipe at the same instant.
 */
export const pairStream = (memberA: string, memberB: string) => {
  const [low, high] = memberA < memberB ? [memberA, memberB] : [memberB, memberA];
  return `swipes-${low}-${high}`;
};

export const SwipeRecorded = defineEvent(
  'SwipeRecorded',
  z.object({ swiperId: z.string(), swipedId: z.string(), isLike: z.boolean(), isSuperLike: z.boolean() }),
);

/** A super like is a like the target is told about; recorded beside its `SwipeRecorded`. */
export const SuperLikeSent = defineEvent('SuperLikeSent', z.object({ swiperId: z.string(), swipedId: z.string() }));

/** `userId1` is the member whose like completed the match. */
export const MatchMade = defineEvent('MatchMade', z.object({ matchId: z.string(), userId1: z.string(), userId2: z.string() }));

/** The premium message before matching: at most one per sender and target. */
export const PreMatchMessageSent = defineEvent(
  'PreMatchMessageSent',
  z.object({ messageId: z.string(), senderId: z.string(), receiverId: z.string(), content: z.string() }),
);

/** The match ended (unmatch or block); the pair may match again only after an unmatch. */
export const PairUnmatched = defineEvent(
  'PairUnmatched',
  z.object({ matchId: z.string(), byMemberId: z.string(), reason: z.enum(['unmatch', 'block']) }),
);

/**
 * A free member's likes of one UTC day, `likes-<memberId>-<yyyy-mm-dd>`: one `LikeQuotaUsed` per
 * member liked, appended at the stream's expected revision so two likes at the limit cannot both pass.
 */
export const likeQuotaStream = (memberId: string, day: string) => `likes-${memberId}-${day}`;

export const LikeQuotaUsed = defineEvent('LikeQuotaUsed', z.object({ memberId: z.string(), swipedId: z.string(), day: z.string() }));

/**
 * On the pair stream: a used rewind item (`itemId`) took back the swiper's standing pass, so the
 * swiper has no decision on that member again and the profile is back in the swiper's discovery.
 */
export const PassRewound = defineEvent('PassRewound', z.object({ swiperId: z.string(), swipedId: z.string(), itemId: z.string() }));

export const swipeEvents = [SwipeRecorded, SuperLikeSent, MatchMade, PreMatchMessageSent, PairUnmatched, LikeQuotaUsed, PassRewound] as const;
