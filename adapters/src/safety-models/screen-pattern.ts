import sharp from 'sharp';
import type { Face } from './analysis.ts';

/** The periods (pixels) a camera catches off a monitor: its pixel grid and scan lines, and the moiré they beat into. */
const LAGS = [2, 3, 4, 5, 6, 7, 8] as const;
/** The face region is measured at this width, so a period means about the same on a small frame as on a large one. */
const REGION_WIDTH = 160;

/** Normalised autocorrelation of `signal` (second differences of rows or columns), summed over `lines`, at `lag`. */
const autocorrelation = (values: Float32Array, width: number, height: number, alongRows: boolean, lag: number): number => {
  let product = 0;
  let energy = 0;
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, i: number) => (alongRows ? values[line * width + i]! : values[i * width + line]!);
  for (let line = 0; line < lines; line++) {
    for (let i = 1; i + 1 < length; i++) {
      const d = at(line, i - 1) - 2 * at(line, i) + at(line, i + 1);
      energy += d * d;
      if (i + 1 + lag < length) {
        const e = at(line, i - 1 + lag) - 2 * at(line, i + lag) + at(line, i + 1 + lag);
        product += d * e;
      }
    }
  }
  return energy === 0 ? 0 : product / energy;
};

/**
 * How strongly the face region of a picture repeats with a short period, 0 (not at all) to 1: the
 * pixel grid, scan lines and moiré of a screen (or a print's halftone) photographed by the camera.
 * A HEURISTIC beside the anti-spoof model, which does not catch our synthesized photo of a monitor:
 * skin's fine detail is not periodic, so the second differences (a high-pass that drops the face's
 * shading) of a live face correlate little at lags 2–8, while a screen's lines repeat at their period.
 * Measured on the committed test images: see screen-pattern.test.ts. It can be fooled (a blurred or
 * far-away screen has no visible grid) and can fire on a striped shirt filling the box; hence it only
 * ever sends a selfie to a person, never rejects one.
 */
export const screenPatternOf = async (image: Buffer, box: Face['box']): Promise<number> => {
  const { width: imageWidth = 0, height: imageHeight = 0 } = await sharp(image).rotate().metadata().then((m) => (m.orientation && m.orientation >= 5 ? { width: m.height, height: m.width } : m));
  const left = Math.max(0, Math.floor(box.x * imageWidth));
  const top = Math.max(0, Math.floor(box.y * imageHeight));
  const width = Math.min(imageWidth - left, Math.floor(box.width * imageWidth));
  const height = Math.min(imageHeight - top, Math.floor(box.height * imageHeight));
  if (width < 16 || height < 16) return 0;
  const { data, info } = await sharp(image)
    .rotate()
    .extract({ left, top, width, height })
    .resize({ width: Math.min(REGION_WIDTH, width), kernel: 'nearest' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const values = Float32Array.from(data);
  let strongest = 0;
  for (const alongRows of [true, false]) {
    for (const lag of LAGS) strongest = Math.max(strongest, autocorrelation(values, info.width, info.height, alongRows, lag));
  }
  return Math.min(1, Math.max(0, strongest));
};
