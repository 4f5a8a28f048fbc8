import Router from '@koa/router';
import { approveHeldPhoto, rejectHeldPhoto, type CommandReply } from '@sankofa/contracts';
import { deleteHeldPhoto, publishHeldPhoto, type MediaStorage } from '@sankofa/adapters/media';
import { photoReviewStream, type EventContext, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { photoReviewDecider } from './photo-review.ts';

export interface PhotoReviewDependencies {
  store: EventStore;
  storage: MediaStorage;
  tokens: AccessTokens;
}

/**
 * Admin-only: the two ends of a photo's review. The decision is recorded first, then the files are
 * moved (approved) or deleted (rejected); a repeat of the same decision records nothing and does the
 * move again, so a crash in between is mended by asking once more.
 */
export const photoReviewRouter = ({ store, storage, tokens }: PhotoReviewDependencies): Router => {
  const router = new Router();
  const decide = async (type: 'ApprovePhoto' | 'RejectPhoto', photoId: string, adminId: string, context: EventContext) =>
    handleCommand({ store, stream: photoReviewStream(photoId), decider: photoReviewDecider, command: { type, data: { photoId, adminId } }, context });

  mount(router, approveHeldPhoto, requireMember(tokens), requireAdmin(), async (ctx, { params: { id } }) => {
    const approved = await decide('ApprovePhoto', id, principalOf(ctx).memberId, eventContextOf(ctx));
    await publishHeldPhoto(storage, id);
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof approveHeldPhoto>, approved.position);
  });

  mount(router, rejectHeldPhoto, requireMember(tokens), requireAdmin(), async (ctx, { params: { id } }) => {
    const rejected = await decide('RejectPhoto', id, principalOf(ctx).memberId, eventContextOf(ctx));
    await deleteHeldPhoto(storage, id);
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof rejectHeldPhoto>, rejected.position);
  });
  return router;
};
