import Router from '@koa/router';
import { updateProfile, type CommandReply } from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import type { MediaStorage } from '@sankofa/adapters/media';
import { ValidationError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { refuseFacelessFirstPhoto, type PhotoScreeningDependencies } from '../../photo-screening/index.ts';
import { respondWithPosition } from '../../respond.ts';
import type { ProfileChanges } from '../decide.ts';
import { handleMemberCommand } from '../member-stream.ts';
import { profileEdit } from '../profile-input.ts';

export interface ProfileDependencies extends Pick<PhotoScreeningDependencies, 'models'> {
  store: EventStore;
  tokens: AccessTokens;
  /** Where a new first photo is read back from, to find a face in it. */
  media: MediaStorage;
}

const definedOnly = <Value extends object>(value: Value) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<Value>;

/** PATCH /api/user: the token's member edits its own profile; absent fields stay as they are. */
export const profileRouter = (deps: ProfileDependencies): Router => {
  const { store, tokens } = deps;
  const router = new Router();
  mount(router, updateProfile, requireMember(tokens), async (ctx, { body }) => {
    const { photos, ...fields } = profileEdit(body);
    const changes: ProfileChanges = definedOnly(fields);
    if (Object.keys(changes).length === 0 && photos === undefined) {
      throw new ValidationError(`Nothing to update: send at least one of ${Object.keys(updateProfile.body.shape).join(', ')}`);
    }
    if (photos !== undefined) await refuseFacelessFirstPhoto(deps, photos);
    const { memberId } = principalOf(ctx);
    const result = await handleMemberCommand(store, { type: 'UpdateProfile', data: { memberId, changes, photos } }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof updateProfile>, result.position);
  });
  return router;
};
