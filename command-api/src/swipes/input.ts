import { z } from 'zod';

const MEMBER_ID_MAX = 100;

const memberId = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a member id`) })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(MEMBER_ID_MAX, { error: `${field} must be a member id` });

const flag = (field: string) => z.boolean({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`) });

/** The spec's client sends `swipedId` and `isLike`; the super like button adds `isSuperLike: true`. */
export const swipeInput = z
  .object({ swipedId: memberId('swipedId'), isLike: flag('isLike'), isSuperLike: flag('isSuperLike').optional() }, { error: 'The body must be an object with swipedId and isLike' })
  .refine((swipe) => swipe.isLike || !swipe.isSuperLike, { path: ['isSuperLike'], error: 'A super like is a like: send isLike true with isSuperLike' })
  .transform(({ swipedId, isLike, isSuperLike }) => ({ swipedId, kind: isSuperLike ? 'super_like' : isLike ? 'like' : 'pass' }) as const);

/** `content` is trimmed and its length checked by the pair's decider; the sender is the token's member. */
export const preMatchMessageInput = z.object(
  {
    receiverId: memberId('receiverId'),
    content: z.string({ error: (issue) => (issue.input === undefined ? 'content is required' : 'content must be text') }),
    senderId: z.unknown().optional(),
  },
  { error: 'The body must be an object with receiverId and content' },
);
