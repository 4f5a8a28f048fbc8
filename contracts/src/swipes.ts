import { z } from 'zod';
import { flag, memberIdField } from './fields.ts';
import { publicMember } from './members.ts';
import { route, withPosition } from './route.ts';

/** The spec's client sends `swipedId` and `isLike`; the super like button adds `isSuperLike: true`. */
export const recordSwipe = route({
  method: 'POST',
  path: '/api/swipes',
  body: z
    .object({ swipedId: memberIdField('swipedId'), isLike: flag('isLike'), isSuperLike: flag('isSuperLike').optional(), passportId: z.string().trim().min(1).max(100).optional() }, { error: 'The body must be an object with swipedId and isLike' })
    .refine((swipe) => swipe.isLike || !swipe.isSuperLike, { path: ['isSuperLike'], error: 'A super like is a like: send isLike true with isSuperLike' })
    .transform(({ swipedId, isLike, isSuperLike, passportId }) => ({ swipedId, kind: isSuperLike ? 'super_like' : isLike ? 'like' : 'pass', passportId }) as const),
  response: withPosition({
    swipe: z.object({ swipedId: z.string(), isLike: z.boolean(), isSuperLike: z.boolean().optional() }),
    /** Only when this like made the match; `matchedUser` is the other member's card. */
    match: z.object({ id: z.string(), userId1: z.string(), userId2: z.string(), matchedUser: publicMember }).optional(),
  }),
});
export type SwipeBody = z.input<typeof recordSwipe.body>;
export type SwipeResponse = z.infer<typeof recordSwipe.response>;

/** `content` is trimmed and its length checked by the pair's decider; the sender is the token's member. */
export const sendPreMatchMessage = route({
  method: 'POST',
  path: '/api/pre-match-message',
  body: z.object(
    {
      receiverId: memberIdField('receiverId'),
      content: z.string({ error: (issue) => (issue.input === undefined ? 'content is required' : 'content must be text') }),
      senderId: z.unknown().optional(),
    },
    { error: 'The body must be an object with receiverId and content' },
  ),
  response: withPosition({ message: z.object({ id: z.string(), senderId: z.string(), receiverId: z.string(), content: z.string(), createdAt: z.string() }) }),
});
export type PreMatchMessageBody = z.input<typeof sendPreMatchMessage.body>;
