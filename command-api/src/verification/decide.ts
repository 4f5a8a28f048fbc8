import { createHash, timingSafeEqual } from 'node:crypto';
import {
  IDENTITY_VERIFICATION_TYPES,
  SelfieChecked,
  VERIFICATION_REWARDS,
  VerificationApproved,
  VerificationAskedFor,
  VerificationCodeMissed,
  VerificationCodeSent,
  VerificationEmailSent,
  VerificationRejected,
  VerificationStarted,
  VerificationSubmitted,
  eventsOf,
  newEvent,
  verificationEvents,
  type EventContext,
  type SelfiePose,
  type VerificationType,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { judgeSelfie, type SelfieMeasurements } from './selfie-checks.ts';
import type { SelfieThresholds } from './selfie-thresholds.ts';
import {
  EMAIL_LINK_TTL_MS,
  MAX_CODE_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  RESEND_THROTTLE_MS,
  evolveVerification,
  initialVerificationState,
  openRequestOf,
  type VerificationEvent,
  type VerificationRequest,
  type VerificationState,
} from './state.ts';

export interface Evidence {
  socialMediaUrl: string | null;
  documentUrl: string | null;
  videoUrl: string | null;
  biometricUrl: string | null;
  frameUrls: string[];
}

/** A match may ask a member to verify herself once a week. */
export const ASK_TO_VERIFY_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

export type VerificationCommand =
  /** `poses`: a video selfie's challenge, drawn by the route ('straight' first); empty for the other types. */
  | { type: 'StartVerification'; memberId: string; requestId: string; verificationType: VerificationType; poses: SelfiePose[]; now: Date }
  | { type: 'SendPhoneCode'; memberId: string; phoneNumber: string; code: string; now: Date }
  | { type: 'CheckPhoneCode'; memberId: string; phoneNumber: string; code: string; now: Date }
  | { type: 'SendEmailLink'; memberId: string; email: string; now: Date }
  | { type: 'ConfirmEmail'; memberId: string; requestId: string; now: Date }
  | { type: 'SubmitEvidence'; memberId: string; verificationType: VerificationType; evidence: Evidence; now: Date }
  /** The models' measurements of a video selfie's frames (no descriptors: similarities only), judged here against `thresholds`. */
  | { type: 'SubmitSelfie'; memberId: string; videoUrl: string; frameUrls: string[]; measurements: SelfieMeasurements; thresholds: SelfieThresholds; now: Date }
  /** `memberId` is the member asked, `askedBy` her match (the route checks they are matched). */
  | { type: 'AskToVerify'; memberId: string; askedBy: string; matchId: string; now: Date }
  | { type: 'ReviewVerification'; memberId: string; requestId: string; decision: 'approve' | 'reject'; reason: string; adminId: string };

/** The code's hash is salted with its request, so one code's hash says nothing about another's. */
export const hashOfCode = (requestId: string, code: string): string => createHash('sha256').update(`${requestId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const ids = (memberId: string, request: VerificationRequest) => ({ memberId, requestId: request.requestId, verificationType: request.verificationType });

const approved = (memberId: string, request: VerificationRequest, decidedBy: string | null, context: EventContext) => {
  const { points, level } = VERIFICATION_REWARDS[request.verificationType];
  return newEvent(VerificationApproved, { ...ids(memberId, request), points, badgeLevel: level, decidedBy }, context);
};

/** The open request of `type` that the member is working on, or the refusal saying to start one. */
const openRequest = (state: VerificationState, type: VerificationType, now: Date): VerificationRequest => {
  const request = openRequestOf(state, type, now);
  if (!request || request.status !== 'pending') throw new DomainError('verification_not_started', `Start a ${type} verification first`);
  return request;
};

const throttle = (sentAt: string | null, now: Date) => {
  const waitMs = sentAt === null ? 0 : Date.parse(sentAt) + RESEND_THROTTLE_MS - now.getTime();
  if (waitMs > 0) throw new DomainError('too_many_attempts', 'Please wait before asking for another one', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
};

const start = (command: Extract<VerificationCommand, { type: 'StartVerification' }>, state: VerificationState, context: EventContext) => {
  const { memberId, requestId, verificationType, now } = command;
  if (state.earned.includes(verificationType)) throw new DomainError('verification_already_earned', `Your ${verificationType} verification is already complete`);
  if (openRequestOf(state, verificationType, now)) throw new DomainError('verification_pending', `A ${verificationType} verification is already pending`);
  return [newEvent(VerificationStarted, { memberId, requestId, verificationType, poses: verificationType === 'video' ? command.poses : [] }, context)];
};

const sendCode = (command: Extract<VerificationCommand, { type: 'SendPhoneCode' }>, state: VerificationState, context: EventContext) => {
  const request = openRequest(state, 'phone', command.now);
  throttle(request.codeSentAt, command.now);
  const expiresAt = new Date(command.now.getTime() + PHONE_CODE_TTL_MS).toISOString();
  return [newEvent(VerificationCodeSent, { ...ids(command.memberId, request), phoneNumber: command.phoneNumber, codeHash: hashOfCode(request.requestId, command.code), expiresAt }, context)];
};

/** A wrong code is recorded (the route answers it as a refusal); the fifth wrong one fails the request. */
const checkCode = (command: Extract<VerificationCommand, { type: 'CheckPhoneCode' }>, state: VerificationState, context: EventContext) => {
  const lapsed = Object.values(state.requests).some((request) => request.verificationType === 'phone' && request.status === 'pending' && request.codeHash !== null);
  if (lapsed && !openRequestOf(state, 'phone', command.now)) throw new DomainError('verification_code_expired', 'The code has expired; start the phone verification again');
  const request = openRequest(state, 'phone', command.now);
  if (request.codeHash === null) throw new DomainError('verification_not_started', 'Send a code first');
  if (request.phoneNumber !== command.phoneNumber) throw new DomainError('validation_failed', 'phoneNumber must be the number the code was sent to');
  if (sameHash(request.codeHash, hashOfCode(request.requestId, command.code))) return [approved(command.memberId, request, null, context)];
  const attempt = request.missedCodes + 1;
  const missed = newEvent(VerificationCodeMissed, { ...ids(command.memberId, request), attempt }, context);
  if (attempt < MAX_CODE_ATTEMPTS) return [missed];
  return [missed, newEvent(VerificationRejected, { ...ids(command.memberId, request), reason: 'Too many wrong codes', decidedBy: null }, context)];
};

const sendLink = (command: Extract<VerificationCommand, { type: 'SendEmailLink' }>, state: VerificationState, context: EventContext) => {
  const request = openRequest(state, 'email', command.now);
  throttle(request.linkSentAt, command.now);
  const expiresAt = new Date(command.now.getTime() + EMAIL_LINK_TTL_MS).toISOString();
  return [newEvent(VerificationEmailSent, { ...ids(command.memberId, request), email: command.email, expiresAt }, context)];
};

/** Opening the link again after it verified records nothing; a lapsed or failed request's link no longer serves. */
const confirmEmail = (command: Extract<VerificationCommand, { type: 'ConfirmEmail' }>, state: VerificationState, context: EventContext) => {
  const request = state.requests[command.requestId];
  if (request?.verificationType === 'email' && request.status === 'approved') return [];
  const open = openRequestOf(state, 'email', command.now);
  if (!request || open?.requestId !== request.requestId || request.linkSentAt === null) {
    throw new DomainError('verification_link_invalid', 'This verification link has expired or is no longer valid');
  }
  return [approved(command.memberId, request, null, context)];
};

const EVIDENCE_FIELD = { social: 'socialMediaUrl', id: 'documentUrl', video: 'videoUrl', biometric: 'biometricUrl' } as const;
const REVIEWED_TYPES = Object.keys(EVIDENCE_FIELD) as Array<keyof typeof EVIDENCE_FIELD>;

const submit = (command: Extract<VerificationCommand, { type: 'SubmitEvidence' }>, state: VerificationState, context: EventContext) => {
  const { verificationType, evidence, memberId, now } = command;
  if (!REVIEWED_TYPES.includes(verificationType as never)) throw new DomainError('validation_failed', `${verificationType} verification is not submitted for review`);
  const field = EVIDENCE_FIELD[verificationType as keyof typeof EVIDENCE_FIELD];
  if (!evidence[field]) throw new DomainError('validation_failed', `${field} is required for ${verificationType} verification`);
  const request = openRequest(state, verificationType, now);
  return [newEvent(VerificationSubmitted, { ...ids(memberId, request), evidence }, context)];
};

/** The selfie is handed in with what the models found: a clear pass approves it, a clear fail rejects it with why, anything else waits for an admin. */
const submitSelfie = (command: Extract<VerificationCommand, { type: 'SubmitSelfie' }>, state: VerificationState, context: EventContext) => {
  const request = openRequest(state, 'video', command.now);
  if (request.poses.length === 0) throw new DomainError('verification_not_started', 'This video selfie was started before poses were asked: start it again');
  const { outcome, checks, reason } = judgeSelfie(request.poses, command.measurements, command.thresholds);
  const evidence: Evidence = { socialMediaUrl: null, documentUrl: null, videoUrl: command.videoUrl, biometricUrl: null, frameUrls: command.frameUrls };
  const handedIn = [
    newEvent(VerificationSubmitted, { ...ids(command.memberId, request), evidence }, context),
    newEvent(SelfieChecked, { ...ids(command.memberId, request), outcome, checks }, context),
  ];
  if (outcome === 'pass') return [...handedIn, approved(command.memberId, request, null, context)];
  if (outcome === 'fail') return [...handedIn, newEvent(VerificationRejected, { ...ids(command.memberId, request), reason: reason!, decidedBy: null }, context)];
  return handedIn;
};

const askToVerify = (command: Extract<VerificationCommand, { type: 'AskToVerify' }>, state: VerificationState, context: EventContext) => {
  const { memberId, askedBy, matchId, now } = command;
  if (memberId === askedBy) throw new DomainError('cannot_ask_self', 'You cannot ask yourself to verify');
  if (state.earned.some((type) => IDENTITY_VERIFICATION_TYPES.includes(type))) throw new DomainError('already_verified', 'Your match is already verified');
  const last = state.askedBy[askedBy];
  if (last !== undefined) {
    // An ask of unknown time (no metadata) counts as just now.
    const waitMs = (last === null ? now.getTime() : Date.parse(last)) + ASK_TO_VERIFY_EVERY_MS - now.getTime();
    if (waitMs > 0) throw new DomainError('too_many_attempts', 'You asked this match to verify less than a week ago', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
  return [newEvent(VerificationAskedFor, { memberId, askedBy, matchId }, context)];
};

const review = (command: Extract<VerificationCommand, { type: 'ReviewVerification' }>, state: VerificationState, context: EventContext) => {
  const request = state.requests[command.requestId];
  if (!request) throw new DomainError('not_found', 'No such verification request');
  if (request.status !== 'in_review') throw new DomainError('verification_already_decided', 'This verification request is not waiting for review');
  if (command.decision === 'approve') return [approved(command.memberId, request, command.adminId, context)];
  return [newEvent(VerificationRejected, { ...ids(command.memberId, request), reason: command.reason, decidedBy: command.adminId }, context)];
};

const decide = (command: VerificationCommand, state: VerificationState, context: EventContext): VerificationEvent[] => {
  switch (command.type) {
    case 'StartVerification':
      return start(command, state, context);
    case 'SendPhoneCode':
      return sendCode(command, state, context);
    case 'CheckPhoneCode':
      return checkCode(command, state, context);
    case 'SendEmailLink':
      return sendLink(command, state, context);
    case 'ConfirmEmail':
      return confirmEmail(command, state, context);
    case 'SubmitEvidence':
      return submit(command, state, context);
    case 'SubmitSelfie':
      return submitSelfie(command, state, context);
    case 'AskToVerify':
      return askToVerify(command, state, context);
    case 'ReviewVerification':
      return review(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** One member's verifications on `verification-<memberId>`: one open request per type, codes, links, evidence and reviews. */
export const verificationDecider: Decider<VerificationState, VerificationCommand, VerificationEvent> = {
  handles: eventsOf(...verificationEvents),
  initialState: initialVerificationState,
  evolve: evolveVerification,
  decide,
};
