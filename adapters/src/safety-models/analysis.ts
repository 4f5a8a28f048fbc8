/** What the models saw of one face. Angles are radians, as the camera sees the head (not mirrored). */
export interface Face {
  /** How sure the detector is that this is a face, 0 to 1. */
  confidence: number;
  /** Human's face descriptor (1,024 numbers): compared with `faceSimilarity`, never turned back into a picture. */
  descriptor: number[];
  /** The anti-spoof model: near 0 for a photo of a screen or a print, near 1 for a face before the camera. */
  real: number;
  /** The liveness model: near 1 for a living face. */
  live: number;
  /** The screen-pattern heuristic (screen-pattern.ts): near 0 for a face before the camera, high for a screen's pixel grid and scan lines. */
  screenPattern: number;
  roll: number;
  yaw: number;
  pitch: number;
  /** The face's box as shares of the picture's width and height (0 to 1). */
  box: { x: number; y: number; width: number; height: number };
}

/** The shares nsfwjs gives each class of picture; they add up to 1. */
export interface ContentClasses {
  drawing: number;
  hentai: number;
  neutral: number;
  porn: number;
  sexy: number;
}

export interface PhotoAnalysis {
  faces: Face[];
  content: ContentClasses;
}

/** The share of nudity and sexual content in a picture: what screening compares with its thresholds. */
export const sexualContentOf = ({ porn, hentai, sexy }: ContentClasses): number => porn + hentai + sexy;
