import Router from '@koa/router';
import type { Context } from 'koa';
import { mediaKeyOfUrl, mediaUrlOf, updateBio, type CommandReply } from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { MEDIA_SIZE_LIMITS, contentTypeOfKey, discardStaged, isMediaKey, readMultipart, storeUpload, type MediaStorage } from '@sankofa/adapters/media';
import { ForbiddenError, ValidationError, mount, parseInput, principalOf, requireMember, type AccessTokens, type RouteInput } from '@sankofa/server-kit';
import { limitUpload } from '../../rate-limits/index.ts';
import { eventContextOf } from '../../event-context.ts';
import { respondWithPosition } from '../../respond.ts';
import { PREMIUM_REQUIRED } from '../decide.ts';
import { isPremiumAt } from '../member.ts';
import { handleMemberCommand, readMember } from '../member-stream.ts';

export interface BioDependencies {
  store: EventStore;
  tokens: AccessTokens;
  media: MediaStorage;
}

type Recorded = 'audio' | 'video';

/** Refused before any upload is read or stored; the decider checks again when it decides. */
const assertPremium = async (store: EventStore, memberId: string) => {
  if (!isPremiumAt(await readMember(store, memberId), new Date())) throw new ForbiddenError(PREMIUM_REQUIRED, 'premium_required');
};

const storedRecordingUrl = async (media: MediaStorage, bioType: Recorded, url: string): Promise<string> => {
  const key = mediaKeyOfUrl(url) ?? '';
  const isRecording = isMediaKey(key) && contentTypeOfKey(key)?.startsWith(`${bioType}/`) && (await media.get(key)) !== null;
  if (!isRecording) throw new ValidationError(`body.content: must be the URL of an ${bioType} recording uploaded through POST /api/media`);
  return url;
};

const uploadRecording = async (ctx: Context, media: MediaStorage): Promise<{ bioType: Recorded; url: string }> => {
  const { fields, file } = await readMultipart(ctx, { maxFileBytes: MEDIA_SIZE_LIMITS.video, fields: ['bioType'], stagingDirectory: media.stagingDirectory });
  try {
    const { bioType } = parseInput(updateBio.form, fields, 'body');
    const stored = await storeUpload(media, bioType, file);
    return { bioType, url: mediaUrlOf(stored.key) };
  } finally {
    await discardStaged(file);
  }
};

type Bio = { bioType: 'text' | Recorded; content: string };
type ParsedBio = RouteInput<typeof updateBio>['body'];

const bioSent = async (ctx: Context, { store, media }: BioDependencies, memberId: string, sent: ParsedBio | undefined): Promise<Bio> => {
  if (sent === undefined) {
    await assertPremium(store, memberId);
    // A recording uploaded here counts against the member's daily uploads like one sent to /api/media.
    await limitUpload(ctx, principalOf(ctx), MEDIA_SIZE_LIMITS.video);
    const { bioType, url } = await uploadRecording(ctx, media);
    return { bioType, content: url };
  }
  if (sent.bioType === 'text') return sent;
  await assertPremium(store, memberId);
  return { bioType: sent.bioType, content: await storedRecordingUrl(media, sent.bioType, sent.content) };
};

/**
 * PATCH /api/user/bio: JSON `{ bioType: 'text', content }`, or a voice/video recording, either
 * uploaded here (multipart fields `bioType` and `file`) or named by its /api/media URL.
 * Recordings are for premium members only.
 */
export const bioRouter = (deps: BioDependencies): Router => {
  const router = new Router();
  mount(router, updateBio, requireMember(deps.tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    const bio = await bioSent(ctx, deps, memberId, body);
    const result = await handleMemberCommand(deps.store, { type: 'UpdateBio', data: { memberId, ...bio, now: new Date() } }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, (bio.bioType === 'text' ? {} : { url: bio.content }) satisfies CommandReply<typeof updateBio>, result.position);
  });
  return router;
};
