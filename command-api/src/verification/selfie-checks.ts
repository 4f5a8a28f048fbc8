import type { SelfieCheckName, SelfiePose } from '@sankofa/events';
import type { SelfieThresholds } from './selfie-thresholds.ts';

/** What the models measured of the one face (the most confident) in a frame; the route computes it, the decider judges it. */
export interface MeasuredFace {
  /** Radians, as the camera sees the head: positive is turned clockwise in the picture (her head toward her left shoulder). */
  roll: number;
  /** The face box's width as a share of the frame's. */
  boxWidth: number;
  real: number;
  live: number;
  screenPattern: number;
  /** Similarity to the straight frame's face (1 for that frame itself). */
  samePerson: number;
}

export interface MeasuredFrame {
  /** The pose on the screen when the frame was taken. */
  pose: SelfiePose;
  faceCount: number;
  face: MeasuredFace | null;
}

export interface SelfieMeasurements {
  frames: MeasuredFrame[];
  /** The straight face against her profile photos' faces, best of them; null when none of her photos shows a face. */
  profileMatch: number | null;
}

export type CheckResult = 'pass' | 'fail' | 'unsure';
export interface SelfieCheck {
  check: SelfieCheckName;
  result: CheckResult;
  score: number;
  passAt: number;
  failAt: number | null;
}

export interface SelfieJudgement {
  outcome: CheckResult;
  checks: SelfieCheck[];
  /** Why it failed, for the member: the first failing check's. */
  reason: string | null;
}

const POSE_WORDS: Record<SelfiePose, string> = {
  straight: 'looking straight at the camera',
  tilt_left: 'tilting your head to your left',
  tilt_right: 'tilting your head to your right',
  closer: 'moving closer to the camera',
};

const REASONS: Record<SelfieCheckName, string> = {
  face: 'We could not see exactly one face in your video selfie: face the camera alone, in good light',
  poses: 'Your video selfie did not show you following the instructions',
  same_person: 'Your video selfie seemed to show more than one person',
  profile_match: 'The face in your video selfie does not match the photos on your profile',
  anti_spoof: 'Your video selfie looked like a photo or a screen rather than you before the camera',
  liveness: 'Your video selfie did not look live: record it yourself, in good light',
  screen_pattern: 'Your video selfie looked like a picture of a screen',
};

/** Higher is better: pass at `passAt`, fail below `failAt`, unsure between. */
const graded = (check: SelfieCheckName, score: number, passAt: number, failAt: number): SelfieCheck => ({
  check,
  score,
  passAt,
  failAt,
  result: score >= passAt ? 'pass' : score < failAt ? 'fail' : 'unsure',
});

/** The face check fails only when (next to) no frame shows a single face. */
const NO_FACE_BELOW = 0.01;

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** Whether `face` shows `pose`, against the straight frame's face. */
const shows = (pose: SelfiePose, face: MeasuredFace, straight: MeasuredFace, t: SelfieThresholds): boolean => {
  switch (pose) {
    case 'straight':
      return Math.abs(face.roll) <= t.straightMaxRoll;
    case 'tilt_left':
      return face.roll - straight.roll >= t.tiltMinRoll;
    case 'tilt_right':
      return straight.roll - face.roll >= t.tiltMinRoll;
    case 'closer':
      return face.boxWidth >= straight.boxWidth * t.closerMinGrowth;
    default: {
      const unknown: never = pose;
      return unknown;
    }
  }
};

/**
 * The straight frame every other is compared with: of the single faces shown while 'straight' was asked and
 * held level (roll within `straightMaxRoll`), the farthest from the camera (the smallest box), so that
 * 'closer' must be clearly closer than she was; the levellest face when none is level.
 */
export const straightFrameOf = (frames: readonly MeasuredFrame[], straightMaxRoll: number): MeasuredFrame | undefined => {
  const straight = frames.filter((frame) => frame.pose === 'straight' && frame.faceCount === 1 && frame.face);
  const level = straight.filter((frame) => Math.abs(frame.face!.roll) <= straightMaxRoll);
  return level.length > 0
    ? level.sort((a, b) => a.face!.boxWidth - b.face!.boxWidth)[0]
    : straight.sort((a, b) => Math.abs(a.face!.roll) - Math.abs(b.face!.roll))[0];
};

/**
 * Judges a video selfie from its measurements, purely: each pose asked must be seen in its own window,
 * one face per frame and the same person throughout, the models' anti-spoof and liveness above their
 * thresholds, no screen pattern, and the straight face like her profile photos. Any fail rejects (the
 * first one's reason is the member's), anything unsure goes to a person, all passing approves.
 */
export const judgeSelfie = (asked: readonly SelfiePose[], { frames, profileMatch }: SelfieMeasurements, t: SelfieThresholds): SelfieJudgement => {
  const single = frames.filter((frame) => frame.faceCount === 1 && frame.face);
  const faces = single.map((frame) => frame.face!);
  const straight = straightFrameOf(frames, t.straightMaxRoll)?.face;
  const shareSingle = frames.length === 0 ? 0 : single.length / frames.length;
  const seen = straight ? asked.filter((pose) => single.some((frame) => frame.pose === pose && shows(pose, frame.face!, straight, t))) : [];
  const screen = Math.max(0, ...faces.map((face) => face.screenPattern));
  const faceCheck = graded('face', shareSingle, t.faceFramesPass, NO_FACE_BELOW);
  const checks: SelfieCheck[] = [
    // No single face anywhere fails; a second face in any frame (someone beside her) is for a person to judge.
    faceCheck.result === 'pass' && frames.some((frame) => frame.faceCount > 1) ? { ...faceCheck, result: 'unsure' } : faceCheck,
    graded('poses', asked.length === 0 ? 0 : seen.length / asked.length, 1, 1),
    graded('same_person', Math.min(1, ...faces.map((face) => face.samePerson)), t.samePersonPass, t.samePersonFail),
    // Without a profile photo showing a face there is nothing to compare with: a person decides.
    profileMatch === null ? { check: 'profile_match', result: 'unsure', score: 0, passAt: t.profileMatchPass, failAt: t.profileMatchFail } : graded('profile_match', profileMatch, t.profileMatchPass, t.profileMatchFail),
    graded('anti_spoof', mean(faces.map((face) => face.real)), t.antiSpoofPass, t.antiSpoofFail),
    graded('liveness', mean(faces.map((face) => face.live)), t.livenessPass, t.livenessFail),
    // A heuristic: it only ever asks a person to look.
    { check: 'screen_pattern', result: screen < t.screenPatternUnsure ? 'pass' : 'unsure', score: screen, passAt: t.screenPatternUnsure, failAt: null },
  ];
  if (!straight) {
    // Nothing to compare with: every check but the face's says nothing, and the member is told what was missing.
    const failed = checks.map((check) => (check.check === 'poses' ? { ...check, result: 'fail' as const } : check));
    return { outcome: 'fail', checks: failed, reason: single.length === 0 ? REASONS.face : `${REASONS.poses}: we did not see you ${POSE_WORDS.straight}` };
  }
  const failing = checks.find((check) => check.result === 'fail');
  if (failing) {
    const missed = asked.find((pose) => !seen.includes(pose));
    const reason = failing.check === 'poses' && missed ? `${REASONS.poses}: we did not see you ${POSE_WORDS[missed]}` : REASONS[failing.check];
    return { outcome: 'fail', checks, reason };
  }
  return { outcome: checks.some((check) => check.result === 'unsure') ? 'unsure' : 'pass', checks, reason: null };
};
