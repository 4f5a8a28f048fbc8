import { randomInt } from 'node:crypto';
import Router from '@koa/router';
import { askToVerify, mediaKeyOfUrl, mediaUrlOf, submitVideoSelfie, SELFIE_POSES, type SelfiePose } from '@sankofa/contracts';
import { isPrivateMediaOf, privateMediaKeyFor, type MediaStorage } from '@sankofa/adapters/media';
import { normaliseFrame, type SafetyModels } from '@sankofa/adapters/safety-models';
import { MemberRegistered, PhotosChanged, eventsOf, memberStream, verificationStream, type EventStore } from '@sankofa/events';
import { NotFoundError, ValidationError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { DomainError } from '../../domain-error.ts';
import { consumeRateLimit } from '../../rate-limits/index.ts';
import { eventContextOf } from '../../event-context.ts';
import { respondWithPosition } from '../../respond.ts';
import { readFolded } from '../../stream-states.ts';
import { currentMatchOf } from '../../swipes/index.ts';
import { verificationDecider } from '../decide.ts';
import { decideVerification } from '../handle.ts';
import { measureSelfie } from '../measure-selfie.ts';
import type { SelfieThresholds } from '../selfie-thresholds.ts';
import { openRequestOf } from '../state.ts';

export interface VideoSelfieDependencies {
  store: EventStore;
  tokens: AccessTokens;
  storage: MediaStorage;
  models: Pick<SafetyModels, 'analyse'>;
  selfieThresholds: SelfieThresholds;
}

/** A video selfie asks for 'straight', then three of the other poses in a random order (each may come once). */
export const drawPoses = (): SelfiePose[] => {
  const others = SELFIE_POSES.filter((pose) => pose !== 'straight');
  for (let i = others.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  return ['straight', ...others];
};

const photosFold = {
  handles: eventsOf(MemberRegistered, PhotosChanged),
  initialState: [] as string[],
  evolve: (_photos: string[], event: { data: { photos: string[] } }) => event.data.photos,
};

/**
 * Everything about the input is checked before the models run and before anything is stored or recorded:
 * a bad frame, a pose not asked or missing, or no video selfie started is a 4xx, and the request stays
 * pending for another try.
 */
const checkedFrames = async (frames: ReadonlyArray<{ pose: SelfiePose; image: string }>, asked: readonly SelfiePose[]) => {
  for (const [index, { pose }] of frames.entries()) {
    if (!asked.includes(pose)) throw new ValidationError(`body.frames.${index}.pose: ${pose} was not asked of this video selfie (asked: ${asked.join(', ')})`);
  }
  const missing = asked.find((pose) => !frames.some((frame) => frame.pose === pose));
  if (missing) throw new ValidationError(`body.frames: no frame was taken while ${missing} was asked; send at least one per pose`);
  return Promise.all(
    frames.map(async ({ pose, image }, index) => {
      const picture = await normaliseFrame(Buffer.from(image, 'base64'));
      if (!picture) throw new ValidationError(`body.frames.${index}.image: is not a picture (send a JPEG, PNG or WebP camera frame)`);
      return { pose, image: picture };
    }),
  );
};

/** POST /api/verification/video-selfie (checked by the models at once) and /ask (a match asks her to verify). */
export const videoSelfieRouter = ({ store, tokens, storage, models, selfieThresholds }: VideoSelfieDependencies): Router => {
  const router = new Router();

  mount(router, submitVideoSelfie, requireMember(tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    if (!isPrivateMediaOf(mediaKeyOfUrl(body.videoUrl) ?? '', memberId)) throw new ValidationError('body.videoUrl: must be a file you uploaded privately through /api/media');
    const now = new Date();
    const { state } = await readFolded(store, verificationStream(memberId), verificationDecider);
    const request = openRequestOf(state, 'video', now);
    if (!request || request.status !== 'pending') throw new DomainError('verification_not_started', 'Start a video verification first');
    if (request.poses.length === 0) throw new DomainError('verification_not_started', 'This video selfie was started before poses were asked: start it again');
    const frames = await checkedFrames(body.frames, request.poses);
    // Counted only now: a refused input costs her no try.
    await consumeRateLimit(ctx, 'selfieChecks', { memberId });
    const { state: photos } = await readFolded(store, memberStream(memberId), photosFold);
    const measurements = await measureSelfie(models, storage, frames, photos, selfieThresholds.straightMaxRoll);
    // Kept as evidence beside the video, deleted with it (evidence_retention) once decided.
    const frameUrls = await Promise.all(frames.map(async ({ image }) => mediaUrlOf((await storage.put(image, 'image/jpeg', privateMediaKeyFor(memberId, 'image/jpeg'))).key)));
    const result = await decideVerification(store, { type: 'SubmitSelfie', memberId, videoUrl: body.videoUrl, frameUrls, measurements, thresholds: selfieThresholds, now }, eventContextOf(ctx));
    const rejected = result.events.find((event) => event.type === 'VerificationRejected');
    const status = result.events.some((event) => event.type === 'VerificationApproved') ? 'approved' : rejected ? 'rejected' : 'in_review';
    respondWithPosition(ctx, 200, { status, reason: rejected?.type === 'VerificationRejected' ? rejected.data.reason : null }, result.position);
  });

  mount(router, askToVerify, requireMember(tokens), async (ctx, { body }) => {
    const askedBy = principalOf(ctx).memberId;
    if (body.memberId === askedBy) throw new DomainError('cannot_ask_self', 'You cannot ask yourself to verify');
    // Only a match may ask: to anyone else she is no one they can reach.
    const match = await currentMatchOf(store, askedBy, body.memberId);
    if (!match) throw new NotFoundError('You can only ask a match to verify', 'match_not_found');
    const result = await decideVerification(store, { type: 'AskToVerify', memberId: body.memberId, askedBy, matchId: match.matchId, now: new Date() }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { asked: true }, result.position);
  });

  return router;
};
