import { describe, it } from 'vitest';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { hashOfCode, verificationDecider, type Evidence } from './decide.ts';

const given = specificationFor(verificationDecider);
type Fact = Parameters<typeof given>[0][number];

const now = testContext.now!;
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const AMA = 'ama';
const started = (verificationType: 'phone' | 'email' | 'video' | 'social', requestId = `r-${verificationType}`, at = now): Fact =>
  ({ type: 'VerificationStarted', data: { memberId: AMA, requestId, verificationType }, metadata: { occurredAt: at.toISOString() } }) as Fact;
const codeSent = (code = '123456', at = now): Fact => ({
  type: 'VerificationCodeSent',
  data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', phoneNumber: '+233200000000', codeHash: hashOfCode('r-phone', code), expiresAt: later(10 * MINUTE + (at.getTime() - now.getTime())).toISOString() },
});
const missed = (attempt: number): Fact => ({ type: 'VerificationCodeMissed', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', attempt } });
const check = (code: string, at = later(MINUTE)) => ({ type: 'CheckPhoneCode' as const, memberId: AMA, phoneNumber: '+233200000000', code, now: at });
const start = (verificationType: 'phone' | 'email' | 'video', requestId = 'new', at = now) => ({ type: 'StartVerification' as const, memberId: AMA, requestId, verificationType, now: at });
const noEvidence = { socialMediaUrl: null, documentUrl: null, videoUrl: null, biometricUrl: null };
const video = { ...noEvidence, videoUrl: '/api/media/video/selfie.webm' };
const submitted: Fact = { type: 'VerificationSubmitted', data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', evidence: video } };

describe('starting a verification', () => {
  it('opens a request for a type with none pending', () => {
    given([]).when(start('phone', 'r1')).then([{ type: 'VerificationStarted', data: { memberId: AMA, requestId: 'r1', verificationType: 'phone' } }]);
  });

  it('refuses a duplicate start while the type is pending or in review (the losing racer decides again on the winner and gets this)', () => {
    given([started('phone')]).when(start('phone')).thenThrows({ code: 'verification_pending' });
    given([started('video'), submitted]).when(start('video', 'new', later(24 * 60 * MINUTE))).thenThrows({ code: 'verification_pending' });
  });

  it('refuses a type already earned, and lets an abandoned request lapse', () => {
    const approved: Fact = { type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null } };
    given([started('phone'), codeSent(), approved]).when(start('phone')).thenThrows({ code: 'verification_already_earned' });
    given([started('phone')]).when(start('phone', 'again', later(11 * MINUTE))).then([{ type: 'VerificationStarted', data: { memberId: AMA, requestId: 'again', verificationType: 'phone' } }]);
  });
});

describe('phone codes', () => {
  it('sends a code, keeping only its hash, valid for 10 minutes', () => {
    given([started('phone')])
      .when({ type: 'SendPhoneCode', memberId: AMA, phoneNumber: '+233200000000', code: '123456', now })
      .then([codeSent()]);
  });

  it('throttles a resend for 30 seconds', () => {
    const send = (at: Date) => ({ type: 'SendPhoneCode' as const, memberId: AMA, phoneNumber: '+233200000000', code: '654321', now: at });
    given([started('phone'), codeSent()]).when(send(later(10_000))).thenThrows({ code: 'too_many_attempts', retryAfterSeconds: 20 });
    given([started('phone'), codeSent()]).when(send(later(31_000))).then([{ ...codeSent('654321', later(31_000)) }]);
  });

  it('approves the right code with the spec points and level', () => {
    given([started('phone'), codeSent()])
      .when(check('123456'))
      .then([{ type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null } }]);
  });

  it('counts wrong codes and fails the request at the fifth', () => {
    given([started('phone'), codeSent()]).when(check('000000')).then([missed(1)]);
    given([started('phone'), codeSent(), missed(1), missed(2), missed(3), missed(4)])
      .when(check('000000'))
      .then([missed(5), { type: 'VerificationRejected', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', reason: 'Too many wrong codes', decidedBy: null } }]);
  });

  it('refuses an expired code, and a code for another number', () => {
    given([started('phone'), codeSent()]).when(check('123456', later(10 * MINUTE + 1))).thenThrows({ code: 'verification_code_expired' });
    given([started('phone'), codeSent()]).when({ ...check('123456'), phoneNumber: '+1555' }).thenThrows({ code: 'validation_failed' });
    given([started('phone')]).when(check('123456')).thenThrows({ code: 'verification_not_started' });
  });
});

describe('e-mail links', () => {
  const linkSent: Fact = { type: 'VerificationEmailSent', data: { memberId: AMA, requestId: 'r-email', verificationType: 'email', email: 'ama@example.com', expiresAt: later(24 * 60 * MINUTE).toISOString() } };
  const confirm = (at: Date, requestId = 'r-email') => ({ type: 'ConfirmEmail' as const, memberId: AMA, requestId, now: at });

  it('sends a link valid for a day, and opening it verifies once', () => {
    given([started('email')]).when({ type: 'SendEmailLink', memberId: AMA, email: 'ama@example.com', now }).then([linkSent]);
    given([started('email'), linkSent])
      .when(confirm(later(MINUTE)))
      .then([{ type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-email', verificationType: 'email', points: 15, badgeLevel: 'bronze', decidedBy: null } }]);
  });

  it('refuses an expired link or one of another request', () => {
    given([started('email'), linkSent]).when(confirm(later(25 * 60 * MINUTE))).thenThrows({ code: 'verification_link_invalid' });
    given([started('email'), linkSent]).when(confirm(later(MINUTE), 'other')).thenThrows({ code: 'verification_link_invalid' });
  });
});

describe('evidence and review', () => {
  const submit = (evidence: Evidence = video) => ({ type: 'SubmitEvidence' as const, memberId: AMA, verificationType: 'video' as const, evidence, now: later(MINUTE) });
  const reviewAs = (decision: 'approve' | 'reject') => ({ type: 'ReviewVerification' as const, memberId: AMA, requestId: 'r-video', decision, reason: 'Face not visible', adminId: 'admin' });

  it('submits the captured media for review, once', () => {
    given([started('video')]).when(submit()).then([submitted]);
    given([started('video')]).when(submit(noEvidence)).thenThrows({ code: 'validation_failed' });
    given([started('video'), submitted]).when(submit()).thenThrows({ code: 'verification_not_started' });
  });

  it('lets an admin approve with the badge or reject with a reason, once', () => {
    given([started('video'), submitted])
      .when(reviewAs('approve'))
      .then([{ type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', points: 35, badgeLevel: 'gold', decidedBy: 'admin' } }]);
    given([started('video'), submitted])
      .when(reviewAs('reject'))
      .then([{ type: 'VerificationRejected', data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', reason: 'Face not visible', decidedBy: 'admin' } }]);
    given([started('video')]).when(reviewAs('approve')).thenThrows({ code: 'verification_already_decided' });
  });
});
