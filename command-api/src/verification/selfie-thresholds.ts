/**
 * Every threshold a video selfie is held to, in one place; `SELFIE_THRESHOLDS=<name>=<value>,…` overrides
 * them (parsed once at start, see bin/features.ts). Scores are the models' (0 to 1) unless said otherwise;
 * each default is set from what the models gave the committed test photographs (adapters/src/safety-models).
 */
export const SELFIE_THRESHOLD_DEFAULTS = {
  /** A frame is 'straight' when the head's roll is at most this (radians, about 11°). */
  straightMaxRoll: 0.2,
  /** A tilt is the roll this far from the straight frame's, toward the side asked (radians, about 14°; a 25° tilt measures 0.4). */
  tiltMinRoll: 0.25,
  /** 'closer' is the face's box this many times as wide as in the straight frame (a step closer measures 1.4–1.5). */
  closerMinGrowth: 1.25,
  /** The share of frames showing exactly one face for the face check to pass (a turn may lose the face in a frame). */
  faceFramesPass: 0.75,
  /** Every face against the straight frame's: the same person tilted measures 0.74–0.9, strangers 0.2–0.3 (fail below the next). */
  samePersonPass: 0.6,
  samePersonFail: 0.4,
  /** The straight face against her profile photos' best: the same person measures 0.82–0.9 in a small frame, another 0.2–0.3. */
  profileMatchPass: 0.7,
  profileMatchFail: 0.4,
  /** The anti-spoof model's mean over the frames (our portraits' frames measure 0.4–0.8). */
  antiSpoofPass: 0.3,
  antiSpoofFail: 0.1,
  /** The liveness model's mean over the frames. */
  livenessPass: 0.5,
  livenessFail: 0.2,
  /** The screen-pattern heuristic's highest frame: at or above it, a person looks (it never rejects alone; faces' frames measure under 0.08, our photo of a screen up to 0.8). */
  screenPatternUnsure: 0.3,
} as const;

export type SelfieThresholds = { -readonly [Name in keyof typeof SELFIE_THRESHOLD_DEFAULTS]: number };

/** `name=value,…` over the defaults; an unknown name or a value that is not a number stops the start with why. */
export const parseSelfieThresholds = (setting: string | undefined): SelfieThresholds => {
  const thresholds: SelfieThresholds = { ...SELFIE_THRESHOLD_DEFAULTS };
  for (const entry of (setting ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name, value] = entry.split('=').map((part) => part.trim());
    if (!name || !(name in SELFIE_THRESHOLD_DEFAULTS)) {
      throw new Error(`Invalid configuration: SELFIE_THRESHOLDS names no threshold "${name}" (known: ${Object.keys(SELFIE_THRESHOLD_DEFAULTS).join(', ')})`);
    }
    if (value === undefined || value === '' || !Number.isFinite(Number(value))) throw new Error(`Invalid configuration: SELFIE_THRESHOLDS entry "${entry}" is not <name>=<number>`);
    thresholds[name as keyof SelfieThresholds] = Number(value);
  }
  return thresholds;
};
