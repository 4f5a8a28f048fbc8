import { randomInt, randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { completeVerification, confirmVerificationEmail, mediaKeyOfUrl, sendVerificationCode, startVerification } from '@sankofa/contracts';
import { isPrivateMediaOf } from '@sankofa/adapters/media';
import type { EmailSender, SmsSender } from '@sankofa/adapters/messaging';
import { ValidationError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import type { EventStore } from '@sankofa/events';
import { readMemberAccess } from '../../auth/member-access.ts';
import { DomainError } from '../../domain-error.ts';
import { eventContextOf } from '../../event-context.ts';
import { respondWithPosition } from '../../respond.ts';
import type { Evidence } from '../decide.ts';
import { readEmailLink, signEmailLink } from '../email-link.ts';
import { decideVerification } from '../handle.ts';
import { MAX_CODE_ATTEMPTS } from '../state.ts';
import { drawPoses } from './video-selfie.ts';

export interface VerificationRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  messaging: { sms: SmsSender; email: EmailSender };
  /** The web app's origin: the e-mailed link opens its /verify-email page. */
  publicAppUrl: string;
  /** Signs e-mailed links. */
  linkSecret: string;
}

const NO_EVIDENCE: Evidence = { socialMediaUrl: null, documentUrl: null, videoUrl: null, biometricUrl: null, frameUrls: [] };

const MEDIA_EVIDENCE_FIELDS = ['documentUrl', 'videoUrl', 'biometricUrl'] as const;

/** Evidence is media the member uploaded herself: another's upload would show it to admins and tie its deletion to her request. */
const refuseEvidenceOfOthers = (memberId: string, evidence: Evidence) => {
  for (const field of MEDIA_EVIDENCE_FIELDS) {
    const url = evidence[field];
    if (url !== null && !isPrivateMediaOf(mediaKeyOfUrl(url) ?? '', memberId)) throw new ValidationError(`body.${field}: must be a file you uploaded privately through /api/media`);
  }
};

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** POST /api/verification/start, /send-code, /complete and /confirm-email; the member is the token's (the link's for confirm-email). */
export const verificationRouter = ({ store, tokens, messaging, publicAppUrl, linkSecret }: VerificationRouterDependencies): Router => {
  const router = new Router();

  mount(router, startVerification, requireMember(tokens), async (ctx, { body: { verificationType } }) => {
    const requestId = randomUUID();
    const poses = verificationType === 'video' ? drawPoses() : [];
    const result = await decideVerification(store, { type: 'StartVerification', memberId: principalOf(ctx).memberId, requestId, verificationType, poses, now: new Date() }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { request: { id: requestId, verificationType, status: 'pending', poses } }, result.position);
  });

  mount(router, sendVerificationCode, requireMember(tokens), async (ctx, { body: { phoneNumber } }) => {
    const code = sixDigits();
    const result = await decideVerification(store, { type: 'SendPhoneCode', memberId: principalOf(ctx).memberId, phoneNumber, code, now: new Date() }, eventContextOf(ctx));
    const sent = result.events.find((event) => event.type === 'VerificationCodeSent');
    if (sent?.type !== 'VerificationCodeSent') throw new Error('A code that was not recorded');
    await messaging.sms.send(phoneNumber, `Your Sankofa verification code is ${code}. It expires in 10 minutes.`);
    respondWithPosition(ctx, 200, { sent: true, expiresAt: sent.data.expiresAt }, result.position);
  });

  mount(router, completeVerification, requireMember(tokens), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const now = new Date();
    if (body.verificationType === 'phone') {
      const result = await decideVerification(store, { type: 'CheckPhoneCode', memberId, phoneNumber: body.phoneNumber, code: body.verificationCode, now }, context);
      const missed = result.events.find((event) => event.type === 'VerificationCodeMissed');
      if (missed?.type === 'VerificationCodeMissed') {
        if (missed.data.attempt >= MAX_CODE_ATTEMPTS) throw new DomainError('too_many_attempts', 'Too many wrong codes; start the phone verification again');
        const attemptsLeft = MAX_CODE_ATTEMPTS - missed.data.attempt;
        throw new DomainError('invalid_verification_code', `That code is not right; ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`, { details: { attemptsLeft } });
      }
      return respondWithPosition(ctx, 200, { status: 'approved' }, result.position);
    }
    if (body.verificationType === 'email') {
      const member = await readMemberAccess(store, memberId);
      if (member.status !== 'registered') throw new DomainError('member_not_found', 'Your account was not found');
      const result = await decideVerification(store, { type: 'SendEmailLink', memberId, email: member.email, now }, context);
      const sent = result.events.find((event) => event.type === 'VerificationEmailSent');
      if (sent?.type !== 'VerificationEmailSent') throw new Error('A link that was not recorded');
      const link = `${publicAppUrl}/verify-email?token=${encodeURIComponent(signEmailLink(linkSecret, { memberId, requestId: sent.data.requestId }))}`;
      await messaging.email.send({ to: member.email, subject: 'Confirm your e-mail for Sankofa', text: `Open this link within 24 hours to verify your e-mail address:\n\n${link}\n` });
      return respondWithPosition(ctx, 200, { status: 'link_sent' }, result.position);
    }
    const { verificationType, ...given } = body;
    const evidence: Evidence = { ...NO_EVIDENCE, ...given };
    refuseEvidenceOfOthers(memberId, evidence);
    const result = await decideVerification(store, { type: 'SubmitEvidence', memberId, verificationType, evidence, now }, context);
    respondWithPosition(ctx, 200, { status: 'in_review' }, result.position);
  });

  mount(router, confirmVerificationEmail, async (ctx, { body: { token } }) => {
    const claims = readEmailLink(linkSecret, token);
    if (!claims) throw new DomainError('verification_link_invalid', 'This verification link has expired or is no longer valid');
    const result = await decideVerification(store, { type: 'ConfirmEmail', ...claims, now: new Date() }, { ...eventContextOf(ctx), actorId: claims.memberId });
    respondWithPosition(ctx, 200, { status: 'approved' }, result.position);
  });

  return router;
};
