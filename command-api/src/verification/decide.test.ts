import { describe, expect, it } from 'vitest';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import type { SelfiePose } from '@sankofa/events';
import { hashOfCode, verificationDecider, type Evidence } from './decide.ts';
import type { MeasuredFace, MeasuredFrame, SelfieMeasurements } from './selfie-checks.ts';
import { SELFIE_THRESHOLD_DEFAULTS } from './selfie-thresholds.ts';

const given = specificationFor(verificationDecider);
type Fact = Parameters<typeof given>[0][number];

const now = testContext.now!;
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const AMA = 'ama';
const POSES = ['straight', 'tilt_left', 'closer', 'tilt_right'] as const satisfies SelfiePose[];
const started = (verificationType: 'phone' | 'email' | 'video' | 'social', requestId = `r-${verificationType}`, at = now): Fact =>
  ({ type: 'VerificationStarted', data: { memberId: AMA, requestId, verificationType, poses: verificationType === 'video' ? POSES : [] }, metadata: { occurredAt: at.toISOString() } }) as Fact;
const codeSent = (code = '123456', at = now): Fact => ({
  type: 'VerificationCodeSent',
  data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', phoneNumber: '+233200000000', codeHash: hashOfCode('r-phone', code), expiresAt: later(10 * MINUTE + (at.getTime() - now.getTime())).toISOString() },
});
const missed = (attempt: number): Fact => ({ type: 'VerificationCodeMissed', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', attempt } });
const check = (code: string, at = later(MINUTE)) => ({ type: 'CheckPhoneCode' as const, memberId: AMA, phoneNumber: '+233200000000', code, now: at });
const start = (verificationType: 'phone' | 'email' | 'video', requestId = 'new', at = now) => ({ type: 'StartVerification' as const, memberId: AMA, requestId, verificationType, poses: [...POSES], now: at });
const noEvidence = { socialMediaUrl: null, documentUrl: null, videoUrl: null, biometricUrl: null, frameUrls: [] };
const video = { ...noEvidence, videoUrl: '/api/media/video/selfie.webm' };
const submitted: Fact = { type: 'VerificationSubmitted', data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', evidence: video } };

describe('starting a verification', () => {
  it('opens a request for a type with none pending', () => {
    given([]).when(start('phone', 'r1')).then([{ type: 'VerificationStarted', data: { memberId: AMA, requestId: 'r1', verificationType: 'phone', poses: [] } }]);
  });

  it("records a video selfie's pose challenge, so the frames are checked against what was asked", () => {
    given([]).when(start('video', 'r1')).then([{ type: 'VerificationStarted', data: { memberId: AMA, requestId: 'r1', verificationType: 'video', poses: [...POSES] } }]);
  });

  it('refuses a duplicate start while the type is pending or in review (the losing racer decides again on the winner and gets this)', () => {
    given([started('phone')]).when(start('phone')).thenThrows({ code: 'verification_pending' });
    given([started('video'), submitted]).when(start('video', 'new', later(24 * 60 * MINUTE))).thenThrows({ code: 'verification_pending' });
  });

  it('refuses a type already earned, and lets an abandoned request lapse', () => {
    const approved: Fact = { type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-phone', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null } };
    given([started('phone'), codeSent(), approved]).when(start('phone')).thenThrows({ code: 'verification_already_earned' });
    given([started('phone')]).when(start('phone', 'again', later(11 * MINUTE))).then([{ type: 'VerificationStarted', data: { memberId: AMA, requestId: 'again', verificationType: 'phone', poses: [] } }]);
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

describe('a video selfie checked by the models', () => {
  const face = (change: Partial<MeasuredFace> = {}): MeasuredFace => ({ roll: 0.05, boxWidth: 0.25, real: 0.6, live: 0.95, screenPattern: 0.04, samePerson: 0.9, ...change });
  const frame = (pose: SelfiePose, change: Partial<MeasuredFace> = {}, faceCount = 1): MeasuredFrame => ({ pose, faceCount, face: faceCount === 0 ? null : face(change) });
  /** Every pose followed: tilts of ±0.4 rad, closer with a box half as wide again. */
  const followed = (change: Partial<MeasuredFace> = {}): MeasuredFrame[] => [
    frame('straight', { ...change, samePerson: 1 }),
    frame('tilt_left', { ...change, roll: 0.45 }),
    frame('closer', { ...change, boxWidth: 0.38 }),
    frame('tilt_right', { ...change, roll: -0.35 }),
  ];
  const selfie = (measurements: Partial<SelfieMeasurements> = {}) => ({
    type: 'SubmitSelfie' as const,
    memberId: AMA,
    videoUrl: '/api/private-media/selfie.webm',
    frameUrls: ['/api/private-media/f1.jpg'],
    measurements: { frames: followed(), profileMatch: 0.95, ...measurements },
    thresholds: SELFIE_THRESHOLD_DEFAULTS,
    now: later(MINUTE),
  });
  const evidence = { ...noEvidence, videoUrl: '/api/private-media/selfie.webm', frameUrls: ['/api/private-media/f1.jpg'] };
  const ids = { memberId: AMA, requestId: 'r-video', verificationType: 'video' as const };
  const decideOn = (command: ReturnType<typeof selfie>) => verificationDecider.decide(command, [started('video')].reduce((state, event) => verificationDecider.evolve(state, event as never), verificationDecider.initialState), testContext);
  const resultsOf = (command: ReturnType<typeof selfie>) => {
    const checked = decideOn(command).find((event) => event.type === 'SelfieChecked');
    return checked?.type === 'SelfieChecked' ? Object.fromEntries(checked.data.checks.map(({ check, result }) => [check, result])) : {};
  };

  it('approves a clear pass at once, with no one deciding, and keeps the scores beside the evidence', () => {
    const events = decideOn(selfie());
    expect(events.map((event) => event.type)).toEqual(['VerificationSubmitted', 'SelfieChecked', 'VerificationApproved']);
    expect(events[0]!.data).toEqual({ ...ids, evidence });
    expect(events[2]!.data).toEqual({ ...ids, points: 35, badgeLevel: 'gold', decidedBy: null });
    expect(Object.values(resultsOf(selfie())).every((result) => result === 'pass')).toBe(true);
  });

  it('rejects a clear fail with a reason she reads', () => {
    const rejectedFor = (reason: string): Fact => ({ type: 'VerificationRejected', data: { ...ids, reason, decidedBy: null } });
    const reasonOf = (command: ReturnType<typeof selfie>) => decideOn(command).find((event) => event.type === 'VerificationRejected');
    expect(reasonOf(selfie({ profileMatch: 0.2 }))).toMatchObject(rejectedFor('The face in your video selfie does not match the photos on your profile'));
    expect(reasonOf(selfie({ frames: POSES.map((pose) => frame(pose, {}, 0)) }))?.data).toMatchObject({ reason: expect.stringContaining('exactly one face') });
    // She looked straight throughout: the first pose not seen is named.
    expect(reasonOf(selfie({ frames: POSES.map((pose) => frame(pose)) }))?.data).toMatchObject({ reason: expect.stringContaining('tilting your head to your left') });
    // Tilting to the wrong side is not the pose asked.
    const wrongSide = followed().map((one) => (one.pose === 'tilt_left' ? frame('tilt_left', { roll: -0.4 }) : one));
    expect(resultsOf(selfie({ frames: wrongSide })).poses).toBe('fail');
    expect(resultsOf(selfie({ frames: followed({ real: 0.05 }) })).anti_spoof).toBe('fail');
    expect(resultsOf(selfie({ frames: followed().map((one, index) => (index === 2 ? frame('closer', { boxWidth: 0.38, samePerson: 0.2 }) : one)) })).same_person).toBe('fail');
  });

  it('leaves anything in between to an admin, saying which check was unsure', () => {
    const unsure = (measurements: Partial<SelfieMeasurements>) => {
      const events = decideOn(selfie(measurements));
      expect(events.map((event) => event.type)).toEqual(['VerificationSubmitted', 'SelfieChecked']);
      return Object.entries(resultsOf(selfie(measurements))).filter(([, result]) => result === 'unsure').map(([check]) => check);
    };
    expect(unsure({ frames: followed({ screenPattern: 0.7 }) })).toEqual(['screen_pattern']);
    expect(unsure({ profileMatch: null })).toEqual(['profile_match']);
    expect(unsure({ profileMatch: 0.55 })).toEqual(['profile_match']);
    expect(unsure({ frames: [...followed(), frame('straight', {}, 2)] })).toEqual(['face']);
  });

  it('refuses a selfie without a started request, or one started before poses were asked', () => {
    given([]).when(selfie()).thenThrows({ code: 'verification_not_started' });
    const withoutPoses = { ...started('video'), data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', poses: [] } } as Fact;
    given([withoutPoses]).when(selfie()).thenThrows({ code: 'verification_not_started' });
  });
});

describe('asking a match to verify', () => {
  const ask = (at = now, askedBy = 'kofi') => ({ type: 'AskToVerify' as const, memberId: AMA, askedBy, matchId: 'm1', now: at });
  const asked = (at = now): Fact => ({ type: 'VerificationAskedFor', data: { memberId: AMA, askedBy: 'kofi', matchId: 'm1' }, metadata: { occurredAt: at.toISOString() } }) as Fact;

  it('records the ask, once a week per pair', () => {
    given([]).when(ask()).then([{ type: 'VerificationAskedFor', data: { memberId: AMA, askedBy: 'kofi', matchId: 'm1' } }]);
    given([asked()]).when(ask(later(24 * 60 * MINUTE))).thenThrows({ code: 'too_many_attempts', retryAfterSeconds: 6 * 24 * 60 * 60 });
    given([asked()]).when(ask(later(24 * 60 * MINUTE), 'yaw')).then([{ type: 'VerificationAskedFor', data: { memberId: AMA, askedBy: 'yaw', matchId: 'm1' } }]);
    given([asked()]).when(ask(later(7 * 24 * 60 * MINUTE + 1))).then([{ type: 'VerificationAskedFor', data: { memberId: AMA, askedBy: 'kofi', matchId: 'm1' } }]);
  });

  it('refuses asking herself, or asking a member already verified', () => {
    given([]).when(ask(now, AMA)).thenThrows({ code: 'cannot_ask_self' });
    const approved: Fact = { type: 'VerificationApproved', data: { memberId: AMA, requestId: 'r-video', verificationType: 'video', points: 35, badgeLevel: 'gold', decidedBy: null } };
    given([started('video'), approved]).when(ask()).thenThrows({ code: 'already_verified' });
  });
});
